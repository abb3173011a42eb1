import { Box, Table, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { niceMax, type RevenueSeries } from '@/features/dashboard/chart-data';
import { formatCompact, formatDzd } from '@/lib/formatters';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };
const GRID_LINES = 4;
/** At most this many labels under the bars; the others are skipped so they never overlap. */
const MAX_LABELS = 12;

const da = (amount: number) => formatDzd(amount, 'DA');

interface RevenueChartProps {
  series: RevenueSeries;
}

/**
 * Revenue over time as an SVG bar chart (no chart library in the stack). Screen readers get a
 * summary on the image and the full figures in a table; each bar carries its value as a tooltip.
 */
export function RevenueChart({ series }: RevenueChartProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const titleId = useId();
  const { points } = series;
  const total = points.reduce((sum, p) => sum + Math.round(p.total * 100), 0) / 100;
  if (points.length === 0 || total === 0) {
    return (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        {t('boDashboard.charts.revenueEmpty')}
      </Text>
    );
  }
  const best = points.reduce((a, b) => (b.total > a.total ? b : a));
  const top = niceMax(best.total);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / points.length;
  const barW = Math.max(1, Math.min(40, slot * 0.7));
  const labelEvery = Math.ceil(points.length / MAX_LABELS);
  const y = (value: number) => PAD.top + innerH - (value / top) * innerH;
  const color = theme.colors.teal[6];
  const summary = t('boDashboard.charts.revenueSummary', {
    total: da(total),
    max: da(best.total),
    label: best.label,
  });

  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ display: 'block', maxHeight: 300 }}
        data-testid="revenue-chart"
      >
        <title id={titleId}>{summary}</title>
        {Array.from({ length: GRID_LINES + 1 }, (_, i) => {
          const value = (top / GRID_LINES) * i;
          return (
            <g key={value} aria-hidden>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                stroke="currentColor"
                strokeOpacity={i === 0 ? 0.35 : 0.1}
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
          const x = PAD.left + slot * i + (slot - barW) / 2;
          const h = PAD.top + innerH - y(point.total);
          return (
            <g key={point.key}>
              <rect x={x} y={y(point.total)} width={barW} height={Math.max(0, h)} rx={2} fill={color}>
                <title>{`${point.label} : ${da(point.total)}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text
                  x={x + barW / 2}
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
      <VisuallyHidden>
        <Table>
          <caption>{t('boDashboard.charts.revenueTable')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boDashboard.charts.period')}</Table.Th>
              <Table.Th>{t('boDashboard.charts.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.key}>
                <Table.Td>{point.label}</Table.Td>
                <Table.Td>{da(point.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
