import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryKeys, FEE_GRID_PATH } from '@/features/delivery/api/delivery-keys';
import type {
  DeliveryConfig,
  DeliveryConfigPayload,
  FeeGrid,
  FeeGridPayload,
} from '@/features/delivery/delivery-types';
import { api } from '@/lib/api-client';

/** The administrator's fee grid (`fraisLivraison`, `fraisLivraisonEdit`) and settings (`livraisonConfig`). */

export async function getFeeGrid(marchandId: number | null, signal?: AbortSignal): Promise<FeeGrid> {
  const reply = await api('admin').get<{ data: FeeGrid }>(FEE_GRID_PATH, {
    params: { marchand_id: marchandId ?? undefined },
    signal,
  });
  return reply.data;
}

export function useFeeGrid(marchandId: number | null) {
  return useQuery({
    queryKey: deliveryKeys.grid(marchandId),
    queryFn: ({ signal }) => getFeeGrid(marchandId, signal),
  });
}

export function useSaveFeeGrid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: FeeGridPayload) =>
      api('admin').post<{ message: string; data: FeeGrid }>('v1/user/fraisLivraisonEdit', payload),
    // Every grid shows the platform's fees beside its own: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.gridAll() }),
  });
}

export function useSaveDeliveryConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DeliveryConfigPayload) =>
      api('admin').post<{ message: string; data: DeliveryConfig }>('v1/user/livraisonConfig', payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.gridAll() }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.config() }),
      ]),
  });
}
