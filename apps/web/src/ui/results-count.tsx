import { useTranslation } from 'react-i18next';

/**
 * 'N produit(s)' with French agreement (0 and 1 are singular); 'Plus de N produits' when the API
 * stopped counting at N (`meta.total_capped`: a search keeps its first 1 000 matches, a long list
 * counts up to 25 000).
 */
export function ResultsCount({ count, capped = false }: { count: number; capped?: boolean }) {
  const { t } = useTranslation();
  if (capped) return t('storefront.common.resultsMore', { count });
  return count <= 1
    ? t('storefront.common.resultsOne', { count })
    : t('storefront.common.resultsMany', { count });
}
