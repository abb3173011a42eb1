import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AppLogoProps {
  size?: number;
  /** Icon only, for narrow bars. */
  compact?: boolean;
}

/**
 * The Souk mark, drawn inline so it never depends on a download. The picture is decorative; the
 * word 'Souk' is read, so a link around it is named by what it shows (decision 0037).
 */
export function AppLogo({ size = 36, compact = false }: AppLogoProps) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--mantine-primary-color-filled)" />
        <path d="M18 26h28l-3 22a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#fff" />
        <path
          d="M25 26v-4a7 7 0 0 1 14 0v4"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      {!compact && (
        <Text component="span" fw={800} fz={size * 0.62} lh={1}>
          {t('common.appName')}
        </Text>
      )}
    </Group>
  );
}
