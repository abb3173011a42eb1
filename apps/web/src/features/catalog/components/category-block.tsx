import { Anchor, Box, Grid, SimpleGrid } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import type { CategoryBlock as CategoryBlockData } from '@/features/catalog/article-types';
import classes from '@/features/catalog/components/catalog.module.css';
import { ProductCard } from '@/features/catalog/components/product-card';
import { ProductCardSkeleton } from '@/features/catalog/components/product-grid';
import { useNearViewport } from '@/lib/use-near-viewport';
import { MediaImage } from '@/ui/media-image';
import { SectionTitle } from '@/ui/section-title';

/** A home category block shows 4 products (docs/product/storefront-and-client.md, Home). */
export const CATEGORY_BLOCK_SIZE = 4;

/**
 * A home category block: the category's promo image, its first 4 products and 'View All'. The
 * products are drawn once the block comes near the screen (skeletons until then: `useNearViewport`).
 */
export function CategoryBlock({ block }: { block: CategoryBlockData }) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  const to = pathFor('Categories', { slug: block.categorie.slug });
  const headingId = `category-block-${block.categorie.id}`;
  const articles = block.articles.slice(0, CATEGORY_BLOCK_SIZE);
  if (articles.length === 0) return null;

  return (
    <Box
      ref={ref}
      component="section"
      aria-labelledby={headingId}
      mt={40}
      data-testid="category-block"
      className={classes.homeSection}
    >
      <SectionTitle
        id={headingId}
        title={block.categorie.designation}
        action={
          <Anchor
            component={Link}
            to={to}
            size="sm"
            fw={600}
            aria-label={t('storefront.home.viewAllOf', { name: block.categorie.designation })}
            style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            {t('storefront.home.viewAll')}
            <IconArrowRight size={14} aria-hidden />
          </Anchor>
        }
      />
      <Grid gap="md">
        {block.pub && (
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Anchor component={Link} to={to} className={classes.blockPromo} tabIndex={-1} aria-hidden>
              <MediaImage
                src={block.pub.url_image}
                alt=""
                sizes="300px"
                className={classes.blockPromoImage}
              />
            </Anchor>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: block.pub ? 9 : 12 }}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
            {articles.map((article) =>
              near ? (
                <ProductCard key={article.id} article={article} sizes="(max-width: 767px) 50vw, 240px" />
              ) : (
                <ProductCardSkeleton key={article.id} />
              ),
            )}
          </SimpleGrid>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
