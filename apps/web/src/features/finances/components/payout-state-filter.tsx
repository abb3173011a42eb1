import { NativeSelect } from '@mantine/core';
import { ETATS_VERSEMENT, type EtatVersement } from '@souk/domain/finance/payouts';
import { useTranslation } from 'react-i18next';
import { etatVersementKey } from '@/lib/domain-labels';

interface PayoutStateFilterProps {
  value: EtatVersement | '';
  onChange: (etat: EtatVersement | '') => void;
}

/** The payouts lists' state filter (`versements?etat`). */
export function PayoutStateFilter({ value, onChange }: PayoutStateFilterProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('boFinances.versements.etat')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as EtatVersement | '')}
      data={[
        { value: '', label: t('boFinances.versements.allEtats') },
        ...ETATS_VERSEMENT.map((etat) => ({ value: etat, label: t(etatVersementKey(etat)) })),
      ]}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
