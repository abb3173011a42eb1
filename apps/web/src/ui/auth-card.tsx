import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Content under the card (links to other auth screens). */
  footer?: ReactNode;
  width?: number;
}

/** Centred card used by every login, register and recovery screen of the three areas. */
export function AuthCard({ title, subtitle, children, footer, width = 440 }: AuthCardProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} | ${t('common.appName')}`);
  return (
    <Center py={{ base: 'xl', sm: 48 }} px="md">
      <Box w="100%" maw={width}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Stack gap={4} mb="lg">
            <Title order={1} fz="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Stack gap={6} mt="md" align="center">
            {footer}
          </Stack>
        )}
      </Box>
    </Center>
  );
}
