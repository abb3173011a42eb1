import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmAction, toastError, toastSuccess } from '@/features/backoffice/feedback';
import { errorMessage } from '@/lib/form-errors';
import type { Promotion, PromotionKind } from '../promotion-types';
import { deletePromotion, reloadAfterPromotionWrite, togglePromotion } from './promotions-api';

/**
 * Block/unblock and delete, each behind its confirmation (docs/product/partner.md, Promotions),
 * then the list (and the picker's promotion marks) reloaded.
 */
export function usePromotionActions(kind: PromotionKind) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reload = () => void reloadAfterPromotionWrite(queryClient, kind);

  const toggle = useMutation({
    mutationFn: (p: Promotion) => togglePromotion(kind, p.id),
    onSuccess: ({ data }) => {
      toastSuccess(data.valide ? t('boPromotions.block.unblocked') : t('boPromotions.block.blocked'));
      reload();
    },
    onError: (error) => toastError(errorMessage(error)),
  });

  const remove = useMutation({
    mutationFn: (p: Promotion) => deletePromotion(kind, p.id),
    onSuccess: () => {
      alertDialog(
        kind === 'admin' ? t('boPromotions.delete.adminTitle') : t('common.deletedTitle'),
        t('boPromotions.delete.done'),
        'teal',
      );
      reload();
    },
    onError: (error) => toastError(errorMessage(error)),
  });

  return {
    /** 'Bloquer Promotion' for an active one, 'Débloquer Promotion' for a blocked one. */
    askToggle: (p: Promotion) =>
      confirmAction(t, {
        title: p.valide ? t('boPromotions.block.blockTitle') : t('boPromotions.block.unblockTitle'),
        text: p.valide ? t('boPromotions.block.blockText') : t('boPromotions.block.unblockText'),
        confirm: p.valide ? t('boPromotions.block.blockConfirm') : t('boPromotions.block.unblockConfirm'),
        color: p.valide ? 'red' : 'teal',
        onConfirm: () => toggle.mutate(p),
      }),
    askDelete: (p: Promotion) =>
      confirmAction(t, { confirm: t('boPromotions.delete.confirm'), onConfirm: () => remove.mutate(p) }),
  };
}
