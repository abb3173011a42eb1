import type { Etat } from '@souk/domain/order-states';
import type { RevenueDay } from '@/features/dashboard/chart-data';

/** `…/statistiques` (DZD amounts); `top_magasins` for administrators only. */
export interface Statistiques {
  revenus_par_jour: RevenueDay[];
  commandes_par_etat: { etat: Etat; total: number }[];
  top_magasins?: TopStore[];
}

export interface TopStore {
  id: number;
  designation_magasin: string;
  slug: string;
  /** Revenue in DZD. */
  total: number;
  /** Paid orders behind that revenue. */
  commandes: number;
}

/** The counters of the dashboards (the Calls of docs/product/admin.md and partner.md). */
export type CounterPath = 'countArticles' | 'countRevenues' | 'countCommandes' | 'countCategories';
