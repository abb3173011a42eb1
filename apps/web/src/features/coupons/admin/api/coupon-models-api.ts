import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListPage } from '@/features/backoffice/use-list-page';
import type {
  CouponModel,
  CouponModelPayload,
  CouponModelWritten,
} from '@/features/coupons/admin/coupon-model-types';
import { api } from '@/lib/api-client';

/** The list call (docs/product/admin.md, Calls), also the prefix of its cached pages. */
export const COUPON_MODELS_PATH = 'v1/user/coupons';

/** The coupon models, 10 a page, searched on Enter. */
export function useCouponModels() {
  return useListPage<CouponModel>('admin', COUPON_MODELS_PATH);
}

export function saveCouponModel({ id, payload }: { id?: number; payload: CouponModelPayload }) {
  return id === undefined
    ? api('admin').post<CouponModelWritten>('v1/user/couponAdd', payload)
    : api('admin').post<CouponModelWritten>(`v1/user/couponEdit/${id}`, payload);
}

/** Blocks an active model, unblocks a blocked one (no body). */
export function toggleCouponModel(id: number) {
  return api('admin').post<CouponModelWritten>(`v1/user/couponChangerEtat/${id}`);
}

export function deleteCouponModel(id: number) {
  return api('admin').delete<{ message: string }>(`v1/user/couponDelete/${id}`);
}

/** After any write the list reloads. */
function useReloadList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', COUPON_MODELS_PATH] });
}

export function useSaveCouponModel() {
  const reload = useReloadList();
  return useMutation({ mutationFn: saveCouponModel, onSuccess: reload });
}

export function useToggleCouponModel() {
  const reload = useReloadList();
  return useMutation({ mutationFn: toggleCouponModel, onSuccess: reload });
}

export function useDeleteCouponModel() {
  const reload = useReloadList();
  // A refusal (409: codes were issued meanwhile) also reloads, so the row shows its new count.
  return useMutation({ mutationFn: deleteCouponModel, onSettled: reload });
}
