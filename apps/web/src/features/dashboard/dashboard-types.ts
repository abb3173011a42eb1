import type { statistiquesSchema } from '@souk/domain/replies/dashboard';
import type { z } from 'zod';

/** `…/statistiques` (DZD amounts); `top_magasins` for administrators only. */
export type Statistiques = z.infer<typeof statistiquesSchema>;

export type TopStore = NonNullable<Statistiques['top_magasins']>[number];

/** The counters of the dashboards (the Calls of docs/product/admin.md and partner.md). */
export type CounterPath = 'countArticles' | 'countRevenues' | 'countCommandes' | 'countCategories';
