import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useArticleBySlug } from '@/features/catalog/api/get-article';
import { ProductDetailBody, ProductDetailSkeleton } from '@/features/catalog/components/product-detail';
import { productJsonLd } from '@/features/catalog/product-json-ld';
import { useCategories } from '@/features/categories/api/get-categories';
import { isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { BreadcrumbBanner } from '@/ui/breadcrumb-banner';
import type { Crumb } from '@/ui/crumbs';
import { LoadError } from '@/ui/load-error';

const stay = () => {};

/**
 * A product's own page (`/produits/{slug}`): what the product modal shows, as a page with its address,
 * drawn by the server for search engines and shared links (docs/decisions/0028-server-drawn-first-view.md,
 * Addendum). Lists still open products in the modal, which links here.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const article = useArticleBySlug(slug);
  const categories = useCategories();
  const data = article.data;
  const categorie = data && categories.data?.find((c) => c.id === data.sous_categorie.categorie_id);
  const appName = t('common.appName');

  const title = data?.designation ?? t('storefront.product.title');
  const crumbs: Crumb[] = [{ label: t('storefront.pages.home'), to: pathFor('Accueil') }];
  if (categorie)
    crumbs.push({ label: categorie.designation, to: pathFor('Categories', { slug: categorie.slug }) });
  crumbs.push({ label: title });
  usePageMeta(
    data?.designation,
    data?.description,
    data && {
      type: 'product',
      image: data.url_image,
      jsonLd: (origin) => productJsonLd(data, origin, appName),
    },
  );

  const notFound = isApiError(article.error) && article.error.status === 404;
  return (
    <>
      <BreadcrumbBanner title={title} crumbs={crumbs} />
      <Container size="xl" py="xl">
        {data ? (
          // A failed add closes the modal; the page has nothing to close.
          <ProductDetailBody key={data.id} article={data} onClose={stay} />
        ) : article.isError ? (
          <LoadError
            message={notFound ? t('storefront.product.notFound') : t('storefront.product.loadError')}
            onRetry={notFound ? undefined : () => article.refetch()}
          />
        ) : (
          <ProductDetailSkeleton />
        )}
      </Container>
    </>
  );
}
