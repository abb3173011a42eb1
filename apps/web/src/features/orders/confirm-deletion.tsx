import type { TFunction } from 'i18next';
import { confirmAction } from '@/ui/confirm-action';

/** The question asked before deleting an order or a cart line, then `onConfirm`. */
export function confirmDeletion(t: TFunction, onConfirm: () => void) {
  confirmAction(t, { onConfirm });
}
