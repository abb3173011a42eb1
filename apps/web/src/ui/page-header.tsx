import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Crumb } from '@/ui/crumbs';

interface PageHeaderProps {
  title: string;
  crumbs?: Crumb[];
  /** Page actions (e.g. a 'Nouveau' button), aligned to the end. */
  actions?: ReactNode;
}

/** Title and breadcrumb of a back-office screen (admin and partner areas). */
export function PageHeader({ title, crumbs = [], actions }: PageHeaderProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} | ${t('common.appName')}`);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {crumbs.length > 0 && (
          <Box component="nav" aria-label={t('common.breadcrumb')}>
            <Breadcrumbs separatorMargin={6}>
              {crumbs.map((crumb) =>
                crumb.to ? (
                  <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                    {crumb.label}
                  </Anchor>
                ) : (
                  <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
                    {crumb.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          </Box>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
