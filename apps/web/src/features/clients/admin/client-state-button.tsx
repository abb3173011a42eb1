import { Button } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClientStateToggle } from '@/features/clients/admin/use-client-state-toggle';
import type { AdminClient } from '@/features/clients/client-admin-types';

interface ClientStateButtonProps {
  client: Pick<AdminClient, 'id' | 'nom' | 'prenom' | 'valide'>;
  size?: 'compact-sm' | 'sm';
}

/** 'Bloquer' or 'Débloquer', asking for confirmation first. */
export function ClientStateButton({ client, size = 'compact-sm' }: ClientStateButtonProps) {
  const { t } = useTranslation();
  const { ask, changingId } = useClientStateToggle();
  const name = `${client.prenom} ${client.nom}`;
  return (
    <Button
      size={size}
      variant="light"
      color={client.valide ? 'red' : 'teal'}
      leftSection={
        client.valide ? <IconLock size={14} aria-hidden /> : <IconLockOpen size={14} aria-hidden />
      }
      loading={changingId === client.id}
      onClick={() => ask(client)}
      aria-label={
        client.valide ? t('adminPeople.clients.block', { name }) : t('adminPeople.clients.unblock', { name })
      }
    >
      {client.valide ? t('common.block') : t('common.unblock')}
    </Button>
  );
}
