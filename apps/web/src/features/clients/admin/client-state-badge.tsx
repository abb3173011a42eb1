import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Actif' (green) or 'Bloqué' (red). */
export function ClientStateBadge({ valide }: { valide: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={valide ? 'teal' : 'red'} variant="light" tt="none" style={{ minWidth: 'max-content' }}>
      {valide ? t('adminPeople.clients.active') : t('adminPeople.clients.blockedBadge')}
    </Badge>
  );
}
