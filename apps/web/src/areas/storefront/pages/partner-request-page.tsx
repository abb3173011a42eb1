import { Container, Grid, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PartnerRequestForm } from '@/features/partner-requests/components/partner-request-form';
import { usePageMeta } from '@/lib/use-page-meta';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** demandePartenaire: why sell on Souk, and the partner application form. */
export function PartnerRequestPage() {
  const { t } = useTranslation();
  usePageMeta(t('storefront.pages.partnerRequest'), t('storefront.meta.partnerRequest'));
  const benefits = [
    t('storefront.partnerRequest.benefit1'),
    t('storefront.partnerRequest.benefit2'),
    t('storefront.partnerRequest.benefit3'),
    t('storefront.partnerRequest.benefit4'),
  ];

  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.partnerRequest')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.partnerRequest') },
        ]}
      />
      <Container size="xl" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Title order={2} fz="h3" mb="sm">
              {t('storefront.partnerRequest.introTitle')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('storefront.partnerRequest.intro')}
            </Text>
            <List
              spacing="sm"
              size="sm"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {benefits.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Title order={2} fz="h3" mb="lg">
                {t('storefront.partnerRequest.formTitle')}
              </Title>
              <PartnerRequestForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
