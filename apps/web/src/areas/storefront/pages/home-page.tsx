import { Container, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Accueil. The home sections (carousels, product blocks, partners) are built on this page. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('common.appName')} | ${t('common.tagline')}`);
  return (
    <Container size="xl" py="xl">
      <VisuallyHidden>
        <Title order={1}>{t('storefront.pages.home')}</Title>
      </VisuallyHidden>
    </Container>
  );
}
