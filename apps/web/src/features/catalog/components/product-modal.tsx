// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts).
import '@mantine/core/styles/Modal.layer.css';
import { Anchor, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useArticle } from '@/features/catalog/api/get-article';
import { ProductDetail, ProductDetailSkeleton } from '@/features/catalog/components/product-detail';
import { useProductModal } from '@/features/catalog/use-product-modal';
import { removeTapSheet } from '@/lib/tap-sheet';

/**
 * The product detail modal of every storefront page: open while the URL has `?produit={id}`,
 * so a product can be shared and the Back button closes it. It links to the product's own page
 * (`/produits/{slug}`, areas/storefront/pages/product-page.tsx), which shows the same body.
 */
export function ProductModal() {
  const { t } = useTranslation();
  const { openId, openedName, close } = useProductModal();
  // Only ever drawn in the browser: the screen's width is read at once, not after a first draw.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const article = useArticle(openId);
  // The modal's frame (its title, the close button) is drawn at once; the product's body, a long
  // draw on a phone, right after, once the frame is on the screen (decision 0053).
  const bodyId = useDeferredValue(openId);

  return (
    <Modal
      opened={openId !== null}
      onClose={close}
      title={article.data?.designation ?? openedName ?? t('storefront.product.title')}
      size={1040}
      fullScreen={phone}
      radius="md"
      padding="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="product-modal"
    >
      {openId !== null && article.data?.id === openId && (
        <Anchor
          component={Link}
          to={pathFor('produitDetail', { slug: article.data.slug })}
          size="sm"
          fw={600}
          display="inline-block"
          mb="md"
        >
          {t('storefront.product.openPage')}
        </Anchor>
      )}
      {openId !== null &&
        (bodyId === openId ? (
          <ProductDetail key={openId} id={openId} onClose={close} />
        ) : (
          <ProductDetailSkeleton />
        ))}
      <TapSheetTaken />
    </Modal>
  );
}

/**
 * Drawn inside the modal, so in the page once the modal is (its portal draws after it): a card tapped
 * before the app was there showed the boot loader's sheet under it, which the modal now replaces.
 */
function TapSheetTaken() {
  useEffect(removeTapSheet, []);
  return null;
}
