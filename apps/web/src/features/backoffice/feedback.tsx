import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { whenModalsReady } from '@/ui/modals-host';

/** Success toast of the back-office (1500 ms, top right). */
export function toastSuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: 1500, position: 'top-right' });
}

/** Failure toast; 'Champs incomplets' uses 3000 ms. */
export function toastError(message: string, autoClose = 3000) {
  notifications.show({ color: 'red', message, autoClose, position: 'top-right' });
}

/** A titled alert dialog ('Oops...' / 'Ce stock existe déjà!', 'Supprimé!' / '…avec success.'). */
export function alertDialog(title: string, text: ReactNode, color: 'red' | 'teal' = 'red') {
  void whenModalsReady().then((modals) =>
    modals.open({
      title,
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      children: (
        <Text size="sm" c={color === 'red' ? 'red' : undefined}>
          {text}
        </Text>
      ),
    }),
  );
}

// Shared with the client area (order and cart-line deletion), hence kept in src/ui.
export { confirmAction } from '@/ui/confirm-action';
