// The filter inputs' Mantine styles (storefront first-view styles: app/mantine-first-view-styles.ts);
// Combobox for NativeSelect's chevron. Radio.Card / Radio.Indicator are not used (their files are not here).
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { PROMOTION_FILTER_STEPS, RATING_FILTER_STEPS } from '@souk/domain/articles';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ArticleFilters, hasActiveFilters, priceInput } from '@/features/catalog/article-filters';
import classes from '@/features/catalog/components/catalog.module.css';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import type { FilterChanges } from '@/features/catalog/use-url-filters';

const RATING_STEPS_DESC = [...RATING_FILTER_STEPS].sort((a, b) => b - a);

// One look for every filter heading (input labels, radio legends, the price block title): a class,
// not inline styles repeated on each (catalog.module.css, `filterHeading`).
const headingClasses = { label: classes.filterHeading };

interface ArticleFiltersPanelProps {
  filters: ArticleFilters;
  onChange: (changes: FilterChanges) => void;
  /** Shop page: a category choice (id → name). */
  categories?: { value: string; label: string }[];
  /** Extra block on top (the category page's sub-category list). */
  children?: ReactNode;
  idPrefix?: string;
}

function FilterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8}>
      <Title order={3} className={`${classes.filterHeading} ${classes.filterTitle}`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function priceText(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

/**
 * Search, price (min / max, applied on Enter), promotion, rating and optionally category filters.
 * Each choice goes straight to the URL; empty or 0 removes the filter.
 */
export function ArticleFiltersPanel({
  filters,
  onChange,
  categories,
  children,
  idPrefix = 'filters',
}: ArticleFiltersPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search ?? '');
  const [prixMin, setPrixMin] = useState(priceText(filters.prixMin));
  const [prixMax, setPrixMax] = useState(priceText(filters.prixMax));

  // Follow the URL (back / forward, reset) without losing what is being typed otherwise.
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);
  useEffect(() => setPrixMin(priceText(filters.prixMin)), [filters.prixMin]);
  useEffect(() => setPrixMax(priceText(filters.prixMax)), [filters.prixMax]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  const submitPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      prixMin: Number(prixMin) > 0 ? Number(prixMin) : null,
      prixMax: Number(prixMax) > 0 ? Number(prixMax) : null,
    });
  };
  const reset = () =>
    onChange({ search: null, prixMin: null, prixMax: null, promotion: null, etoil: null, categorie: null });

  return (
    <Stack gap="lg">
      {children}

      <form onSubmit={submitSearch} aria-label={t('storefront.filters.search')}>
        <TextInput
          type="search"
          label={t('storefront.filters.search')}
          placeholder={t('storefront.filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={<IconSearch size={16} aria-hidden />}
          classNames={headingClasses}
        />
      </form>

      {categories && (
        <NativeSelect
          label={t('common.category')}
          value={filters.categorie ? String(filters.categorie) : ''}
          onChange={(event) => onChange({ categorie: event.currentTarget.value || null })}
          data={[{ value: '', label: t('common.allCategories') }, ...categories]}
          classNames={headingClasses}
        />
      )}

      <FilterBlock title={t('common.priceDzd')}>
        <form onSubmit={submitPrice} aria-label={t('common.priceDzd')}>
          <Group gap="xs" grow wrap="nowrap" align="flex-end">
            <TextInput
              label={t('storefront.filters.min')}
              value={prixMin}
              onChange={(event) => setPrixMin(priceInput(event.currentTarget.value))}
              inputMode="decimal"
              autoComplete="off"
            />
            <TextInput
              label={t('storefront.filters.max')}
              value={prixMax}
              onChange={(event) => setPrixMax(priceInput(event.currentTarget.value))}
              inputMode="decimal"
              autoComplete="off"
            />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('storefront.filters.priceHint')}
          </Text>
          <Button type="submit" variant="light" size="compact-sm" mt={6}>
            {t('common.apply')}
          </Button>
        </form>
      </FilterBlock>

      <Radio.Group
        name={`${idPrefix}-promotion`}
        label={t('storefront.filters.promotion')}
        value={filters.promotion ? String(filters.promotion) : ''}
        onChange={(value) => onChange({ promotion: value || null })}
        classNames={headingClasses}
      >
        <Stack gap={8}>
          <Radio value="" label={t('storefront.filters.any')} />
          {PROMOTION_FILTER_STEPS.map((step) => (
            <Radio
              key={step}
              value={String(step)}
              label={t('storefront.filters.promotionStep', { value: step })}
            />
          ))}
        </Stack>
      </Radio.Group>

      <Radio.Group
        name={`${idPrefix}-etoil`}
        label={t('storefront.filters.rating')}
        value={filters.etoil ? String(filters.etoil) : ''}
        onChange={(value) => onChange({ etoil: value || null })}
        classNames={headingClasses}
      >
        <Stack gap={8}>
          <Radio value="" label={t('storefront.filters.any')} />
          {RATING_STEPS_DESC.map((step) => (
            <Radio
              key={step}
              value={String(step)}
              label={
                <Group gap={6} component="span" wrap="nowrap">
                  <RatingStars rating={step} decorative />
                  <span>
                    {step <= 1
                      ? t('storefront.filters.ratingStepOne', { count: step })
                      : t('storefront.filters.ratingStepMany', { count: step })}
                  </span>
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>

      {hasActiveFilters(filters) && (
        <Button variant="subtle" color="gray" onClick={reset}>
          {t('storefront.filters.reset')}
        </Button>
      )}
    </Stack>
  );
}
