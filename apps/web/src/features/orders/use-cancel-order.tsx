import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteOrder } from '@/features/orders/api/delete-order';
import { confirmDeletion } from '@/features/orders/confirm-deletion';
import type { Order } from '@/features/orders/order-types';
import { errorMessage } from '@/lib/form-errors';

/**
 * Cancelling an order from its row (docs/product/storefront-and-client.md, Profile): the confirmation
 * first, then 'Supprimée!' with the server's sentence, or 'Erreur!' with an error icon and the reason.
 */
export function useCancelOrder() {
  const { t } = useTranslation();
  const mutation = useDeleteOrder();
  const cancel = (order: Order) =>
    confirmDeletion(t, () =>
      mutation.mutate(order.id, {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: t('orders.deleted'),
            message: t('orders.deletedText'),
            autoClose: 2500,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            icon: <IconX size={18} />,
            title: t('orders.deleteError'),
            message: errorMessage(error),
            autoClose: 2500,
          }),
      }),
    );
  return { cancel, pending: mutation.isPending };
}
