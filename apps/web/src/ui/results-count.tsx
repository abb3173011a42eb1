import { useTranslation } from 'react-i18next';

/** 'N produit(s)' with French agreement (0 and 1 are singular). */
export function ResultsCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return count <= 1
    ? t('storefront.common.resultsOne', { count })
    : t('storefront.common.resultsMany', { count });
}
