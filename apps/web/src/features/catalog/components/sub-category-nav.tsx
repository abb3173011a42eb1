import { Stack, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import type { ArticleSousCategorie } from '@/features/catalog/article-types';
import classes from '@/features/catalog/components/catalog.module.css';

interface SubCategoryNavProps {
  slug: string;
  sousCategories: Pick<ArticleSousCategorie, 'id' | 'designation'>[];
  activeId: number | null;
  /** Current filters, kept when switching sub-category. */
  search: URLSearchParams;
  onNavigate?: () => void;
}

/** The category page's sidebar: all products of the category, then each sub-category. */
export function SubCategoryNav({ slug, sousCategories, activeId, search, onNavigate }: SubCategoryNavProps) {
  const { t } = useTranslation();
  const linkFor = (id: number | null) => {
    const params = new URLSearchParams(search);
    params.delete('produit');
    if (id === null) params.delete('sous_categorie');
    else params.set('sous_categorie', String(id));
    const qs = params.toString();
    return `${pathFor('Categories', { slug })}${qs ? `?${qs}` : ''}`;
  };

  return (
    <nav aria-labelledby="sub-categories-title">
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={700} mb={8} id="sub-categories-title">
        {t('storefront.filters.subCategories')}
      </Title>
      <Stack gap={2}>
        <UnstyledButton
          component={Link}
          to={linkFor(null)}
          className={classes.subCategoryLink}
          aria-current={activeId === null ? 'page' : undefined}
          onClick={onNavigate}
        >
          {t('storefront.filters.allSubCategories')}
        </UnstyledButton>
        {sousCategories.map((sous) => (
          <UnstyledButton
            key={sous.id}
            component={Link}
            to={linkFor(sous.id)}
            className={classes.subCategoryLink}
            aria-current={activeId === sous.id ? 'page' : undefined}
            onClick={onNavigate}
          >
            {sous.designation}
          </UnstyledButton>
        ))}
      </Stack>
    </nav>
  );
}
