import { Container, Grid, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useAbout } from '@/features/about/api/get-about';
import { ContactCards } from '@/features/contact/components/contact-cards';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ALGIERS, CONTACT_ZOOM } from '@/lib/map-config';
import { usePageMeta } from '@/lib/use-page-meta';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';
import { MapView } from '@/ui/map-view';

/** Contact: address / e-mail / phone cards, the contact form and a map of Algiers. */
export function ContactPage() {
  const { t } = useTranslation();
  const about = useAbout();
  usePageMeta(t('storefront.pages.contact'), t('storefront.meta.contact'));

  return (
    <>
      <BreadcrumbBanner
        title={t('storefront.pages.contact')}
        crumbs={[
          { label: t('storefront.pages.home'), to: pathFor('Accueil') },
          { label: t('storefront.pages.contact') },
        ]}
      />
      <Container size="xl" py="xl">
        <ContactCards about={about.data} loading={about.isPending} />
        <Grid gap="xl" mt="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Title order={2} fz="h3" mb={4}>
                {t('storefront.contact.formTitle')}
              </Title>
              <Text size="sm" c="dimmed" mb="lg">
                {t('storefront.contact.formText')}
              </Text>
              <ContactForm />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <MapView
              center={ALGIERS}
              zoom={CONTACT_ZOOM}
              label={t('storefront.contact.mapLabel')}
              popup={about.data?.adresse ?? t('common.appName')}
            />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
