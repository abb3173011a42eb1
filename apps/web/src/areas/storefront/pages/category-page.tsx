import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useCategories } from '@/features/categories/api/get-categories';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';

/** Categories: sub-category sidebar, filters and the product grid of one category. */
export function CategoryPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const categories = useCategories();
  const categorie = categories.data?.find((c) => c.slug === slug);
  const title = categorie?.designation ?? t('storefront.pages.category');

  return (
    <>
      <BreadcrumbBanner
        title={title}
        backgroundUrl={categorie?.image_publicitaire}
        crumbs={[{ label: t('storefront.pages.home'), to: pathFor('Accueil') }, { label: title }]}
      />
      <Container size="xl" py="xl" />
    </>
  );
}
