import { NativeSelect } from '@mantine/core';
import { ETATS_RETOUR, type EtatRetour } from '@souk/domain/returns/states';
import { useTranslation } from 'react-i18next';
import { etatRetourKey } from '@/lib/domain-labels';

interface ReturnStateFilterProps {
  value: EtatRetour | '';
  onChange: (etat: EtatRetour | '') => void;
}

/** The returns lists' state filter (`retours?etat`). */
export function ReturnStateFilter({ value, onChange }: ReturnStateFilterProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('returns.detail.etat')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as EtatRetour | '')}
      data={[
        { value: '', label: t('returns.detail.allEtats') },
        ...ETATS_RETOUR.map((etat) => ({ value: etat, label: t(etatRetourKey(etat)) })),
      ]}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
