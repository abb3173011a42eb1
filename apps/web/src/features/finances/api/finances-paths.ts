/**
 * The money calls' paths (docs/product/partner.md and admin.md, Calls). Queries are keyed `[kind, path, params]` like every
 * back-office query, so a write reloads exactly the paths it changes.
 */
export const PARTNER_FINANCES = {
  solde: 'v1/marchand/solde',
  mois: 'v1/marchand/financesMois',
  ecritures: 'v1/marchand/ecritures',
  versements: 'v1/marchand/versements',
  versementAdd: 'v1/marchand/versementAdd',
  compte: 'v1/marchand/compteVersement',
  compteEdit: 'v1/marchand/compteVersementEdit',
  releve: 'v1/marchand/releve',
} as const;

export const ADMIN_FINANCES = {
  commissions: 'v1/user/commissions',
  commissionEdit: 'v1/user/commissionEdit',
  config: 'v1/user/financesConfig',
  configEdit: 'v1/user/financesConfigEdit',
  soldes: 'v1/user/soldes',
  ecritures: (marchandId: number) => `v1/user/ecritures/${marchandId}`,
  reglementAdd: 'v1/user/reglementAdd',
  ajustementAdd: 'v1/user/ajustementAdd',
  versements: 'v1/user/versements',
  versementPayer: (id: number) => `v1/user/versementPayer/${id}`,
  versementRefuser: (id: number) => `v1/user/versementRefuser/${id}`,
  revenus: 'v1/user/revenus',
} as const;

/** Every store's entries, whichever store: a settlement or an adjustment reloads the one shown. */
export const ADMIN_ECRITURES_PREFIX = 'v1/user/ecritures/';
