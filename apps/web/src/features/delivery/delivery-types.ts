import type { ModeLivraison } from '@souk/domain/delivery';
import type { fraisLivraisonEditSchema, livraisonConfigSchema } from '@souk/domain/delivery-schemas';
import type {
  deliveryConfigReply,
  gridReply,
  gridStoreReply,
  quoteReply,
} from '@souk/domain/replies/delivery';
import type { z } from 'zod';

/** Delivery fees as the API sends them (DZD; wilayas as codes with their 'NN - Name' label). */

export type DeliveryConfig = z.infer<typeof deliveryConfigReply>;

export type FeeGridStore = z.infer<typeof gridStoreReply>;

/** `v1/user/fraisLivraison`: one grid (the platform's, or a store's own rows). */
export type FeeGrid = z.infer<typeof gridReply>;

export type FeeGridLine = FeeGrid['lignes'][number];

export type FeeGridPayload = z.input<typeof fraisLivraisonEditSchema>;

export type DeliveryConfigPayload = z.input<typeof livraisonConfigSchema>;

/** `v1/client/fraisLivraison`: each cart seller's fees towards one wilaya. */
export type DeliveryQuote = z.infer<typeof quoteReply>;

/** The client's delivery choice in the cart and the order modal. */
export interface DeliveryChoice {
  /** Destination wilaya code; null = the profile's (the quote says which). */
  wilaya: number | null;
  mode: ModeLivraison;
}
