import { Box, Container, Grid, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useAbout } from '@/features/about/api/get-about';
import { FounderCard } from '@/features/about/components/founder-card';
import { usePageMeta } from '@/lib/use-page-meta';
import { AppLogo } from '@/ui/app-logo';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';
import { LoadError } from '@/ui/load-error';
import { MediaImage } from '@/ui/media-image';

const TABS = ['apropos', 'conditions', 'politique'] as const;
type Tab = (typeof TABS)[number];

function LongText({ text, empty }: { text: string | null | undefined; empty: string }) {
  if (!text?.trim()) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  // Admin-edited plain text: paragraphs are kept, nothing is interpreted as HTML.
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
      {text}
    </Text>
  );
}

/** Apropos: logo, description and founder cards; the terms and privacy texts in their own tabs. */
export function AboutPage() {
  const { t } = useTranslation();
  const about = useAbout();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const current = hash.slice(1);
  const tab: Tab = (TABS as readonly string[]).includes(current) ? (current as Tab) : 'apropos';
  usePageMeta(t('storefront.pages.about'), about.data?.description);

  const data = about.data;

  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.about')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.about') },
        ]}
      />
      <Container size="xl" py="xl">
        {about.isError && <LoadError onRetry={() => void about.refetch()} />}
        <Tabs
          value={tab}
          onChange={(value) =>
            navigate(
              { hash: value === 'apropos' ? '' : `#${value}` },
              { replace: true, preventScrollReset: true },
            )
          }
          keepMounted={false}
          // Phones: the three tabs scroll sideways instead of stacking.
          styles={{
            list: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' },
            tab: { flexShrink: 0 },
          }}
        >
          <Tabs.List mb="xl">
            <Tabs.Tab value="apropos">{t('storefront.about.tab')}</Tabs.Tab>
            <Tabs.Tab value="conditions">{t('storefront.about.terms')}</Tabs.Tab>
            <Tabs.Tab value="politique">{t('storefront.about.privacy')}</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="apropos">
            <Grid gap="xl" align="center">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Paper withBorder radius="md" p="xl" h="100%">
                  <Stack align="center" justify="center" h="100%" mih={{ base: 120, md: 180 }}>
                    {about.isPending ? (
                      <Skeleton h={120} w={200} />
                    ) : data?.url_logo ? (
                      <MediaImage
                        src={data.url_logo}
                        alt={t('storefront.about.logoAlt')}
                        maw={240}
                        fit="contain"
                        sizes="240px"
                        loading="eager"
                      />
                    ) : (
                      <AppLogo size={64} />
                    )}
                  </Stack>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Title order={2} mb="sm">
                  {t('storefront.about.title')}
                </Title>
                {about.isPending ? (
                  <Stack gap={8}>
                    <Skeleton h={12} />
                    <Skeleton h={12} />
                    <Skeleton h={12} w="80%" />
                  </Stack>
                ) : (
                  <LongText text={data?.description} empty={t('storefront.about.noText')} />
                )}
              </Grid.Col>
            </Grid>

            {(data?.fondateurs.length ?? 0) > 0 && (
              <Box component="section" aria-labelledby="founders-title" mt={48}>
                <Title order={2} id="founders-title" mb="lg" ta="center">
                  {t('storefront.about.founders')}
                </Title>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
                  {data?.fondateurs.map((fondateur) => (
                    <FounderCard key={fondateur.id} fondateur={fondateur} />
                  ))}
                </SimpleGrid>
              </Box>
            )}
          </Tabs.Panel>

          <Tabs.Panel value="conditions">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Title order={2} fz="h3" mb="md">
                {t('storefront.about.terms')}
              </Title>
              <LongText text={data?.condition} empty={t('storefront.about.noText')} />
            </Paper>
          </Tabs.Panel>

          <Tabs.Panel value="politique">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Title order={2} fz="h3" mb="md">
                {t('storefront.about.privacy')}
              </Title>
              <LongText text={data?.politique} empty={t('storefront.about.noText')} />
            </Paper>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  );
}
