import { useTranslation } from 'react-i18next';
import { confirmAction, toastError, toastSuccess } from '@/features/backoffice/feedback';
import { useChangeClientState } from '@/features/clients/admin/api/change-client-state';
import type { AdminClient } from '@/features/clients/client-admin-types';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';

/**
 * Block / unblock a client, always after a confirmation (docs/product/admin.md, Clients). Returns
 * `ask(client)` and the id being changed, so its button can spin.
 */
export function useClientStateToggle() {
  const { t } = useTranslation();
  const change = useChangeClientState();
  const ask = (client: Pick<AdminClient, 'id' | 'nom' | 'prenom' | 'valide'>) => {
    const name = `${client.prenom} ${client.nom}`;
    confirmAction(t, {
      text: client.valide
        ? t('adminPeople.clients.blockText', { name })
        : t('adminPeople.clients.unblockText', { name }),
      confirm: client.valide
        ? t('adminPeople.clients.confirmBlock')
        : t('adminPeople.clients.confirmUnblock'),
      color: client.valide ? 'red' : 'teal',
      onConfirm: () =>
        change.mutate(client.id, {
          onSuccess: ({ data }) =>
            toastSuccess(data.valide ? t('adminPeople.clients.unblocked') : t('adminPeople.clients.blocked')),
          onError: (error) =>
            toastError(
              isApiError(error) && error.status === 404 ? errorMessage(error) : t('common.tryLater'),
            ),
        }),
    });
  };
  return { ask, changingId: change.isPending ? change.variables : null };
}
