import { useTranslation } from 'react-i18next';
import { alertDialog, confirmAction, toastError, toastSuccess } from '@/features/backoffice/feedback';
import { useDeleteCouponModel, useToggleCouponModel } from '@/features/coupons/admin/api/coupon-models-api';
import type { CouponModel } from '@/features/coupons/admin/coupon-model-types';
import { errorMessage } from '@/lib/form-errors';

/**
 * Block/unblock and delete of a coupon model, each behind its confirmation:
 * 'Etes-vous sur?' / 'Vous ne pourrez pas revenir en arrière !' with 'Oui, bloquez-le!' or
 * 'Oui, débloquez-le!', then 'Bloquer!' / 'Le coupon a été bloquer avec success.'.
 */
export function useCouponModelActions() {
  const { t } = useTranslation();
  const toggle = useToggleCouponModel();
  const remove = useDeleteCouponModel();

  const askToggle = (model: CouponModel) => {
    const blocking = model.valide;
    confirmAction(t, {
      confirm: blocking ? t('adminCoupons.coupons.confirmBlock') : t('adminCoupons.coupons.confirmUnblock'),
      color: blocking ? 'red' : 'teal',
      onConfirm: () =>
        toggle.mutate(model.id, {
          onSuccess: () =>
            blocking
              ? alertDialog(
                  t('adminCoupons.coupons.blockedTitle'),
                  t('adminCoupons.coupons.blockedText'),
                  'teal',
                )
              : alertDialog(
                  t('adminCoupons.coupons.unblockedTitle'),
                  t('adminCoupons.coupons.unblockedText'),
                  'teal',
                ),
          onError: (error) => toastError(errorMessage(error)),
        }),
    });
  };

  const askDelete = (model: CouponModel) => {
    confirmAction(t, {
      onConfirm: () =>
        remove.mutate(model.id, {
          onSuccess: () => toastSuccess(t('common.deleted')),
          // e.g. 409: a code was issued from it meanwhile; the server says why.
          onError: (error) => alertDialog(t('common.oops'), errorMessage(error)),
        }),
    });
  };

  const busyId = toggle.isPending ? toggle.variables : remove.isPending ? remove.variables : null;
  return { askToggle, askDelete, busyId: busyId ?? null };
}
