import { Box, Group, Table, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { niceMax, type RevenueSeries } from '@/features/dashboard/chart-data';
import { formatCompact, formatDzd } from '@/lib/formatters';

/** The drawing's width before the chart is measured (then its own width, so text keeps its size on a phone). */
const DEFAULT_WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };
const GRID_LINES = 4;
/** At most this many labels under the bars; the others are skipped so they never overlap. */
const MAX_LABELS = 12;
/** The narrowest drawing: below it the text shrinks with the chart. */
const MIN_WIDTH = 300;

const da = (amount: number) => formatDzd(amount, 'DA');

/** One figure drawn for every point (a bar per point, side by side with the others'). */
export interface ChartBar {
  label: string;
  /** A Mantine colour name ('teal', 'orange'…). */
  color: string;
}

export interface ChartPoint {
  key: string;
  /** Short label for the axis. */
  label: string;
  /** DZD, one per bar, in the order of `bars`; may be negative. */
  values: number[];
}

interface BarsChartProps {
  bars: ChartBar[];
  points: ChartPoint[];
  /** What the image says to a screen reader. */
  summary: string;
  /** The hidden table's caption and its first column's heading. */
  caption: string;
  periodHeading: string;
  empty: string;
  testId?: string;
}

/**
 * Amounts over time as an SVG bar chart (no chart library in the stack): one bar per figure and
 * point, below the axis when negative. Screen readers get a summary on the image and the full
 * figures in a table; each bar carries its value as a tooltip. With several figures a legend names
 * their colours.
 */
export function BarsChart({ bars, points, summary, caption, periodHeading, empty, testId }: BarsChartProps) {
  const theme = useMantineTheme();
  const titleId = useId();
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? Math.max(MIN_WIDTH, Math.round(measured)) : DEFAULT_WIDTH;
  const values = points.flatMap((p) => p.values);
  if (points.length === 0 || values.every((v) => v === 0)) {
    return (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        {empty}
      </Text>
    );
  }
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  // Round gridline steps over the whole span, from the lowest value (≤ 0) to the highest (≥ 0).
  const step = niceMax((high - low) / GRID_LINES || 1);
  const top = Math.ceil(high / step) * step;
  const bottom = Math.floor(low / step) * step;
  const lines = Math.round((top - bottom) / step);
  const innerW = width - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / points.length;
  const groupW = Math.max(1, Math.min(40 * bars.length, slot * 0.7));
  const barW = groupW / bars.length;
  // Every label gets its width (about 6.5 units a character at 11): long ones skip every other bar.
  const labelW = Math.max(...points.map((p) => p.label.length)) * 6.5 + 8;
  const labelEvery = Math.max(Math.ceil(points.length / MAX_LABELS), Math.ceil(labelW / slot));
  const y = (value: number) => PAD.top + ((top - value) / (top - bottom || 1)) * innerH;
  const colors = bars.map((bar) => theme.colors[bar.color]?.[6] ?? bar.color);

  return (
    <Box>
      {bars.length > 1 && (
        <Group gap="md" mb="xs" aria-hidden>
          {bars.map((bar, i) => (
            <Group key={bar.label} gap={6}>
              <Box w={12} h={12} style={{ borderRadius: 2, background: colors[i] }} />
              <Text size="xs">{bar.label}</Text>
            </Group>
          ))}
        </Group>
      )}
      <Box ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-labelledby={titleId}
          style={{ display: 'block', maxHeight: 300 }}
          data-testid={testId}
        >
          <title id={titleId}>{summary}</title>
          {Array.from({ length: lines + 1 }, (_, i) => {
            const value = bottom + step * i;
            return (
              <g key={value} aria-hidden>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={y(value)}
                  y2={y(value)}
                  stroke="currentColor"
                  strokeOpacity={value === 0 ? 0.35 : 0.1}
                />
                <text
                  x={PAD.left - 6}
                  y={y(value) + 4}
                  textAnchor="end"
                  fontSize={11}
                  fill="currentColor"
                  opacity={0.7}
                >
                  {formatCompact(value)}
                </text>
              </g>
            );
          })}
          {points.map((point, i) => {
            const x0 = PAD.left + slot * i + (slot - groupW) / 2;
            return (
              <g key={point.key}>
                {point.values.map((value, b) => (
                  <rect
                    key={bars[b]?.label ?? b}
                    x={x0 + barW * b}
                    y={y(Math.max(0, value))}
                    width={barW}
                    height={Math.abs(y(value) - y(0))}
                    rx={2}
                    fill={colors[b]}
                  >
                    <title>{`${point.label} — ${bars[b]?.label} : ${da(value)}`}</title>
                  </rect>
                ))}
                {i % labelEvery === 0 && (
                  <text
                    x={x0 + groupW / 2}
                    y={HEIGHT - PAD.bottom + 16}
                    textAnchor="middle"
                    fontSize={11}
                    fill="currentColor"
                    opacity={0.7}
                    aria-hidden
                  >
                    {point.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </Box>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{periodHeading}</Table.Th>
              {bars.map((bar) => (
                <Table.Th key={bar.label}>{bar.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.key}>
                <Table.Td>{point.label}</Table.Td>
                {point.values.map((value, b) => (
                  <Table.Td key={bars[b]?.label ?? b}>{da(value)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}

interface RevenueChartProps {
  series: RevenueSeries;
}

/** The dashboards' revenue over time: one bar per day, month or year. */
export function RevenueChart({ series }: RevenueChartProps) {
  const { t } = useTranslation();
  const { points } = series;
  const total = points.reduce((sum, p) => sum + Math.round(p.total * 100), 0) / 100;
  const best = points.length > 0 ? points.reduce((a, b) => (b.total > a.total ? b : a)) : null;
  return (
    <BarsChart
      bars={[{ label: t('boDashboard.charts.amount'), color: 'teal' }]}
      points={points.map((p) => ({ key: p.key, label: p.label, values: [p.total] }))}
      summary={t('boDashboard.charts.revenueSummary', {
        total: da(total),
        max: da(best?.total ?? 0),
        label: best?.label ?? '',
      })}
      caption={t('boDashboard.charts.revenueTable')}
      periodHeading={t('boDashboard.charts.period')}
      empty={t('boDashboard.charts.revenueEmpty')}
      testId="revenue-chart"
    />
  );
}
