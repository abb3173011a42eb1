import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** SearchResult: titled with the searched text; the results grid comes with the catalog feature. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  const title = search || t('storefront.pages.search');

  return (
    <>
      <BreadcrumbBanner
        title={title}
        crumbs={[{ label: t('storefront.pages.home'), to: pathFor('Accueil') }, { label: title }]}
      />
      <Container size="xl" py="xl" />
    </>
  );
}
