import {
  Anchor,
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clampQuantity, variantForSelection } from '@souk/domain/articles';
import { IconHeart, IconShoppingCartPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useArticle } from '@/features/catalog/api/get-article';
import { useLikeArticle } from '@/features/catalog/api/like-article';
import type { Article, SousOption } from '@/features/catalog/article-types';
import classes from '@/features/catalog/components/product-detail.module.css';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductOptions } from '@/features/catalog/components/product-options';
import { ArticlePrice, VariantPrice } from '@/features/catalog/components/product-price';
import { QuantityPicker } from '@/features/catalog/components/quantity-picker';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import { ReviewsList } from '@/features/catalog/components/reviews-list';
import { useCategories } from '@/features/categories/api/get-categories';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/formatters';
import { useSession } from '@/lib/sessions';
import { LoadError } from '@/ui/load-error';
import { MediaImage } from '@/ui/media-image';

// The review form (a signed-in client's; its validation brings zod and the form library) comes when
// it is shown: a visitor's page or modal, drawn by the server or opened by a tap, does not wait for it.
const ReviewForm = lazy(async () => ({
  default: (await import('@/features/reviews/components/review-form')).ReviewForm,
}));
/** About the form's height, so that the reviews below do not jump when it arrives (px). */
const REVIEW_FORM_HEIGHT = 236;

/**
 * The first sub-option of each option, preselected when a product opens
 * (docs/product/storefront-and-client.md, Product modal).
 */
export function initialSelection(article: Article): Record<number, number> {
  const selection: Record<number, number> = {};
  for (const option of article.options) {
    const first = option.sous_options[0];
    if (first) selection[option.id] = first.id;
  }
  return selection;
}

function galleryImages(article: Article): string[] {
  const urls = [article.url_image, ...article.galeries.map((g) => g.url_image)].filter((url): url is string =>
    Boolean(url),
  );
  return [...new Set(urls)];
}

interface ProductDetailBodyProps {
  article: Article;
  onClose: () => void;
}

/** Everything of one product; mounted with `key={id}` so another product starts from scratch. */
export function ProductDetailBody({ article, onClose }: ProductDetailBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession('client');
  const categories = useCategories();
  const addToCart = useAddToCart();
  const like = useLikeArticle();

  const [selection, setSelection] = useState(() => initialSelection(article));
  const [mainImage, setMainImage] = useState<string | null>(article.url_image);
  const [quantity, setQuantity] = useState(1);

  const variant = useMemo(
    () => variantForSelection(article.stock_articles, Object.values(selection)),
    [article.stock_articles, selection],
  );
  const stock = variant ? Math.max(0, variant.quantite) : 0;
  const clamped = clampQuantity(quantity, stock);
  const pct = article.latestpromotions?.pourcentage ?? null;
  const canAdd = variant !== null && stock > 0 && !addToCart.isPending;

  const categorie = categories.data?.find((c) => c.id === article.sous_categorie.categorie_id);

  const choose = (sous: SousOption) => {
    setSelection((current) => ({ ...current, [sous.option_id]: sous.id }));
    if (sous.url_image) setMainImage(sous.url_image);
  };

  const onLike = () => {
    like.mutate(article.id, {
      onSuccess: (reply) =>
        notifications.show({ color: 'teal', message: reply?.message || t('storefront.product.likeSuccess') }),
      onError: () => notifications.show({ color: 'red', message: t('storefront.product.retryLater') }),
    });
  };

  const onAddToCart = () => {
    if (!canAdd || !variant) return;
    // A visitor must log in first.
    if (!session) {
      navigate(pathFor('Login'));
      return;
    }
    addToCart.mutate(
      { stock_article_id: variant.id, quantite: clamped },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('storefront.product.addedToCart') }),
        onError: (error) => {
          // A revoked token already sent the client to login through the session store.
          if (isApiError(error) && error.status === 401) return;
          notifications.show({ color: 'red', message: t('storefront.product.retryLater') });
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ProductGallery
            name={article.designation}
            main={mainImage}
            images={galleryImages(article)}
            onSelect={setMainImage}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="sm">
            {article.marque && (
              <Group gap="xs">
                {article.url_image_marque && (
                  <MediaImage src={article.url_image_marque} alt="" h={28} w={28} fit="contain" />
                )}
                <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
                  <VisuallyHidden>{t('storefront.product.brand')} : </VisuallyHidden>
                  {article.marque}
                </Text>
              </Group>
            )}
            <Group gap="sm" wrap="wrap">
              <RatingStars rating={article.moyenne} size={16} />
              <Text size="sm" c="dimmed">
                {t('storefront.product.reviewsCount', {
                  value: formatNumber(article.moyenne, 3),
                  count: article.nbr_avis,
                })}
              </Text>
              <Button
                variant="light"
                color="red"
                size="compact-sm"
                radius="xl"
                leftSection={<IconHeart size={14} aria-hidden />}
                onClick={onLike}
                loading={like.isPending}
                aria-label={t('storefront.product.like', { count: article.nbr_like })}
              >
                <span data-testid="like-count">{article.nbr_like}</span>
              </Button>
            </Group>
            <Group gap="xs" wrap="wrap">
              {pct ? (
                <Badge color="red" radius="sm">
                  {t('storefront.product.ribbon', { value: pct })}
                </Badge>
              ) : null}
              <Badge variant="light" radius="sm">
                {categorie ? (
                  <Anchor
                    component={Link}
                    to={pathFor(
                      'Categories',
                      { slug: categorie.slug },
                      { sous_categorie: article.sous_categorie.id },
                    )}
                    inherit
                    c="inherit"
                  >
                    {article.sous_categorie.designation}
                  </Anchor>
                ) : (
                  article.sous_categorie.designation
                )}
              </Badge>
            </Group>

            {variant ? (
              <VariantPrice prix={variant.prix} pourcentage={pct} />
            ) : (
              <ArticlePrice article={article} size="xl" />
            )}

            {article.options.length > 0 && (
              <ProductOptions options={article.options} selection={selection} onChoose={choose} />
            )}

            <Text size="sm" fw={600} c={variant && stock > 0 ? 'teal.8' : 'red.7'} data-testid="stock">
              {!variant
                ? t('storefront.product.noVariant')
                : stock > 0
                  ? stock === 1
                    ? t('storefront.product.stockOne', { count: stock })
                    : t('storefront.product.stockMany', { count: stock })
                  : t('common.outOfStock')}
            </Text>

            <Group gap="sm" wrap="wrap">
              <QuantityPicker value={clamped} stock={stock} onChange={setQuantity} disabled={!variant} />
              <Button
                size="md"
                leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
                onClick={onAddToCart}
                disabled={!canAdd}
                loading={addToCart.isPending}
              >
                {t('storefront.product.addToCart')}
              </Button>
            </Group>

            <Text size="sm" c="dimmed">
              {article.marchand ? (
                <>
                  {t('common.soldBy')}{' '}
                  <Anchor
                    component={Link}
                    to={pathFor('magasinProfile', { slug: article.marchand.slug })}
                    size="sm"
                    fw={600}
                  >
                    {article.marchand.designation_magasin}
                  </Anchor>
                </>
              ) : (
                t('storefront.product.soldBySouk')
              )}
            </Text>

            <Divider />
            <Title order={3} fz="md">
              {t('common.description')}
            </Title>
            <Text size="sm" className={classes.description}>
              {article.description}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>

      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="product-reviews-title">
        <Title order={3} fz="lg" id="product-reviews-title">
          {t('storefront.product.reviews', { count: article.nbr_avis })}
        </Title>
        {/* `key` gives each product a fresh form. */}
        {session && (
          <Suspense fallback={<Skeleton height={REVIEW_FORM_HEIGHT} radius="md" aria-hidden />}>
            <ReviewForm key={article.id} articleId={article.id} />
          </Suspense>
        )}
        <ReviewsList notes={article.notes} />
      </Stack>
    </Stack>
  );
}

export function ProductDetailSkeleton() {
  return (
    <Grid gap="xl" role="status" aria-busy="true">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Skeleton style={{ aspectRatio: 1 }} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Stack gap="sm">
          <Skeleton h={14} w="30%" />
          <Skeleton h={28} />
          <Skeleton h={14} w="50%" />
          <Skeleton h={32} w="40%" />
          <Skeleton h={36} />
          <Skeleton h={80} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Loads one product (articleShow) and shows it, or its loading and error states. */
export function ProductDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const article = useArticle(id);
  if (article.isPending) return <ProductDetailSkeleton />;
  if (article.isError) {
    const notFound = isApiError(article.error) && article.error.status === 404;
    return (
      <LoadError
        message={notFound ? t('storefront.product.notFound') : t('storefront.product.loadError')}
        onRetry={notFound ? undefined : () => article.refetch()}
      />
    );
  }
  return <ProductDetailBody article={article.data} onClose={onClose} />;
}
