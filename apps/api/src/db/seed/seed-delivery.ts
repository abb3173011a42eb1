import type { DeliveryCharge } from '@souk/domain/pricing';
import { WILAYAS } from '@souk/domain/wilayas';
import type { Tx } from '../client';
import { fraisLivraison } from '../schema/commerce';
import { about } from '../schema/content';
import type { StoreKey } from './catalog-types';
import type { PStore } from './plan-types';

/**
 * The demo's delivery fees: a grid by distance zones, as Algerian couriers price them. The platform
 * ships from Algiers; two stores far from it (Oran, Annaba) have their own grid, priced from their
 * own wilaya. Free delivery from 10 000 DZD of articles per seller order.
 */

export const DEMO_PLATFORM_ORIGIN = '16';
/** Centimes. */
export const DEMO_FREE_DELIVERY_FROM = 10_000_00;
/** Stores priced from their own wilaya (the administrator gave them their own rows). */
export const STORES_WITH_OWN_GRID: readonly StoreKey[] = ['oran-mode', 'annaba-auto'];

type Region = 'centre' | 'ouest' | 'est' | 'plateaux' | 'sud' | 'grand-sud';

const REGIONS: Record<Region, readonly string[]> = {
  centre: ['09', '10', '15', '16', '26', '35', '42', '44'],
  ouest: ['02', '13', '14', '20', '22', '27', '29', '31', '38', '46', '48'],
  est: ['04', '05', '06', '12', '18', '19', '21', '23', '24', '25', '34', '36', '40', '41', '43'],
  plateaux: ['03', '17', '28', '32', '45'],
  sud: ['07', '30', '39', '47', '51', '55', '57', '58'],
  'grand-sud': ['01', '08', '11', '33', '37', '49', '50', '52', '53', '54', '56'],
};

const REGION_OF = new Map<string, Region>(
  (Object.entries(REGIONS) as [Region, readonly string[]][]).flatMap(([region, codes]) =>
    codes.map((code) => [code, region] as const),
  ),
);

/** 1 = same region … 4 = the far south, from each shipping region. */
const STEPS: Record<'centre' | 'ouest' | 'est', Record<Region, number>> = {
  centre: { centre: 1, ouest: 2, est: 2, plateaux: 2, sud: 3, 'grand-sud': 4 },
  ouest: { centre: 2, ouest: 1, est: 3, plateaux: 2, sud: 3, 'grand-sud': 4 },
  est: { centre: 2, ouest: 3, est: 1, plateaux: 2, sud: 3, 'grand-sud': 4 },
};

/** DZD by step: same wilaya, same region, neighbouring, far, far south. */
const FEES: readonly { domicile: number; stop_desk: number }[] = [
  { domicile: 400, stop_desk: 250 },
  { domicile: 500, stop_desk: 350 },
  { domicile: 650, stop_desk: 450 },
  { domicile: 800, stop_desk: 550 },
  { domicile: 1200, stop_desk: 900 },
];

/** The demo fees (centimes) from `origin` to `destination` (two-digit codes). */
export function demoRate(origin: string, destination: string): { domicile: number; stop_desk: number } {
  const from = REGION_OF.get(origin);
  const shipping = from === 'ouest' || from === 'est' ? from : 'centre';
  const to = REGION_OF.get(destination) ?? 'grand-sud';
  const step = origin === destination ? 0 : STEPS[shipping][to];
  const fee = FEES[step];
  return { domicile: fee.domicile * 100, stop_desk: fee.stop_desk * 100 };
}

/** The origin whose grid prices `store`'s orders (the platform's for most stores). */
export function demoOriginOf(store: PStore | null): string {
  return store && STORES_WITH_OWN_GRID.includes(store.key) ? store.spec.wilaya : DEMO_PLATFORM_ORIGIN;
}

/** What a demo order pays for delivery, as the checkout would have priced it. */
export function demoDeliveryCharge(
  store: PStore | null,
  destination: string,
  mode: 'domicile' | 'stop_desk',
): DeliveryCharge {
  return {
    frais: demoRate(demoOriginOf(store), destination)[mode],
    seuilGratuite: DEMO_FREE_DELIVERY_FROM,
  };
}

/**
 * A plausible commercial register number and tax id for a demo store (law 18-05), derived from its
 * wilaya and rank: '16/00-0412345B19', 15-digit NIF.
 */
export function demoLegalIds(wilaya: string, rank: number): { registreCommerce: string; nif: string } {
  const serial = String(412_345 + rank * 97_531).padStart(7, '0');
  const year = String(12 + ((rank * 3) % 12)).padStart(2, '0');
  return {
    registreCommerce: `${wilaya}/00-${serial}B${year}`,
    nif: `000${wilaya}${String(1_234_567 + rank * 76_543).padStart(10, '0')}`.slice(0, 15),
  };
}

/** The grid (platform rows and the two stores' own rows) and the delivery settings. */
export async function seedDelivery(tx: Tx, stores: Map<StoreKey, PStore>): Promise<void> {
  const rows: (typeof fraisLivraison.$inferInsert)[] = WILAYAS.map((w) => {
    const rate = demoRate(DEMO_PLATFORM_ORIGIN, w.code);
    return {
      wilayaCode: Number(w.code),
      marchandId: null,
      domicile: rate.domicile,
      stopDesk: rate.stop_desk,
    };
  });
  for (const key of STORES_WITH_OWN_GRID) {
    const store = stores.get(key);
    if (!store) continue;
    for (const w of WILAYAS) {
      const rate = demoRate(store.spec.wilaya, w.code);
      rows.push({
        wilayaCode: Number(w.code),
        marchandId: store.id,
        domicile: rate.domicile,
        stopDesk: rate.stop_desk,
      });
    }
  }
  await tx.insert(fraisLivraison).values(rows);
  await tx.update(about).set({
    livraisonGratuiteSeuil: DEMO_FREE_DELIVERY_FROM,
    livraisonWilayaOrigine: Number(DEMO_PLATFORM_ORIGIN),
  });
}
