import { Badge } from '@mantine/core';
import type { EtatRetour } from '@souk/domain/returns/states';
import { useTranslation } from 'react-i18next';
import { etatRetourKey } from '@/lib/domain-labels';

const COLORS: Record<EtatRetour, string> = {
  demande: 'yellow',
  accepte: 'blue',
  refuse: 'red',
  litige: 'orange',
  refus_confirme: 'red',
  recu: 'cyan',
  rembourse: 'teal',
  annule: 'gray',
};

/** A return's state, in words and colour. */
export function ReturnStateBadge({ etat }: { etat: EtatRetour }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[etat]} tt="none" miw="max-content">
      {t(etatRetourKey(etat))}
    </Badge>
  );
}
