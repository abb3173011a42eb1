import { Badge, VisuallyHidden } from '@mantine/core';
import { sameArticleCard } from '@souk/domain/article-card';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, memo, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleQueryOptions } from '@/features/catalog/api/get-article';
import type { ArticleCard } from '@/features/catalog/article-types';
import classes from '@/features/catalog/components/catalog.module.css';
import { ArticlePrice } from '@/features/catalog/components/product-price';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import { preloadProductModal, preloadProductModalWhenIdle } from '@/features/catalog/product-modal-code';
import {
  openingProduct,
  type ProductLinkBase,
  ProductLinkBaseContext,
  productLinkState,
  productLinkTo,
  useProductLinkBase,
} from '@/features/catalog/use-product-modal';
import { MediaImage } from '@/ui/media-image';

interface ProductCardProps {
  article: ArticleCard;
  /** Width hint for the image's srcset choice. */
  sizes?: string;
}

/**
 * A product in any list; activating it opens the product modal on the current page. Drawn again only
 * when what it shows of its product, its page or the language changes: not when a product is opened
 * (the storefront layout provides the page it links from, `ProductLinkBaseContext`), nor when a drawn
 * page's card-sized replies are replaced by the whole ones once it has hydrated (`sameArticleCard`).
 */
export const ProductCard = memo(
  function ProductCard(props: ProductCardProps) {
    const base = useContext(ProductLinkBaseContext);
    return base ? <ProductCardLink {...props} base={base} /> : <LocatedProductCard {...props} />;
  },
  (before, after) => before.sizes === after.sizes && sameArticleCard(before.article, after.article),
);

/** A card outside the storefront layout: it links from the address it reads itself. */
function LocatedProductCard(props: ProductCardProps) {
  return <ProductCardLink {...props} base={useProductLinkBase()} />;
}

function ProductCardLink({
  article,
  sizes = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 300px',
  base,
}: ProductCardProps & { base: ProductLinkBase }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The modal's code and the product's reply are asked for at the tap, not once React has drawn the
  // page again for the new address (a second on a phone).
  useEffect(preloadProductModalWhenIdle, []);
  const prepare = (event: MouseEvent) => {
    // A click the link follows itself (another tab, a download) opens nothing here.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    openingProduct(article.id, article.designation);
    preloadProductModal();
    void queryClient.prefetchQuery(articleQueryOptions(article.id));
  };
  const pct = article.latestpromotions?.pourcentage;

  // Plain elements styled by catalog.module.css to Mantine's Card, Stack, Group and Text look: a
  // grid of cards is most of a drawn page's HTML, and a Mantine element per part carried its style
  // variables inline (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum).
  return (
    <Link
      to={productLinkTo(base, article.id)}
      state={productLinkState(article.designation)}
      preventScrollReset
      onClick={prepare}
      className={classes.card}
      data-testid="product-card"
      // What the boot loader shows of the product when it is tapped before the app is there.
      data-product-card=""
    >
      <div className={classes.cardMedia}>
        <MediaImage
          src={article.url_image}
          alt={article.designation}
          sizes={sizes}
          className={classes.cardImage}
        />
        {pct ? (
          <Badge className={classes.ribbon} color="red" radius="sm" size="lg">
            {t('storefront.product.ribbon', { value: pct })}
          </Badge>
        ) : null}
      </div>
      <div className={classes.cardBody}>
        <p className={classes.cardBrand}>{article.marque ?? '\u00a0'}</p>
        <p className={classes.cardTitle} data-card-title="">
          {article.designation}
        </p>
        <div className={classes.cardRating}>
          <RatingStars rating={article.moyenne} />
          <span className={classes.cardSmall}>({article.nbr_avis})</span>
        </div>
        <div className={classes.cardPrice} data-card-price="">
          <ArticlePrice article={article} />
        </div>
        <div className={classes.cardLikes} data-testid="card-likes">
          <span className={classes.cardHeart} aria-hidden />
          <span className={classes.cardSmall}>
            <span aria-hidden>{article.nbr_like}</span>
            <VisuallyHidden>{t('storefront.product.likes', { count: article.nbr_like })}</VisuallyHidden>
          </span>
        </div>
      </div>
    </Link>
  );
}
