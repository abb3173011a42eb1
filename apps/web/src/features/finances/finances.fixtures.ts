import type {
  CommissionsReply,
  EcritureReply,
  FinancesConfigReply,
  RevenusReply,
  SoldeReply,
  SoldeRowReply,
} from '@souk/domain/replies/finances';
import type { FinancesMoisReply } from '@souk/domain/replies/finances-months';
import type { CompteVersementReply, VersementAdminReply, VersementReply } from '@souk/domain/replies/payouts';

/** Replies of the money calls for the screens' tests, typed from the API's own schemas. */

export const SOLDE: SoldeReply = {
  solde_disponible: 12_500,
  solde_en_attente: 3_400.5,
  solde_total: 15_900.5,
};
export const SOLDE_OWING: SoldeReply = { solde_disponible: -1_200, solde_en_attente: 0, solde_total: -1_200 };

export const VENTE: EcritureReply = {
  id: 11,
  type: 'vente',
  montant: 8_550,
  libelle: 'Vente de la commande 7KQ2-M9XD',
  commande_ref: '7KQ2-M9XD',
  reference: null,
  motif: null,
  created_at: '2026-11-20T10:00:00.000Z',
  disponible_at: '2026-11-27T10:00:00.000Z',
};
export const VERSEMENT_ENTRY: EcritureReply = {
  id: 12,
  type: 'versement',
  montant: -5_000,
  libelle: 'Demande de versement',
  commande_ref: null,
  reference: null,
  motif: null,
  created_at: '2026-11-22T09:30:00.000Z',
  disponible_at: '2026-11-22T09:30:00.000Z',
};

export const COMPTE: CompteVersementReply = {
  type: 'ccp',
  titulaire: 'Karim Haddad',
  numero: '0012345678',
  cle: '42',
  updated_at: '2026-11-01T08:00:00.000Z',
};

export const VERSEMENT_PAYE: VersementReply = {
  id: 4,
  montant: 5_000,
  etat: 'payee',
  reference: 'VIR-2026-0042',
  motif: null,
  created_at: '2026-11-10T09:00:00.000Z',
  traite_at: '2026-11-11T14:00:00.000Z',
};
export const VERSEMENT_REFUSE: VersementReply = {
  id: 3,
  montant: 2_000,
  etat: 'refusee',
  reference: null,
  motif: 'Compte CCP clôturé',
  created_at: '2026-10-02T09:00:00.000Z',
  traite_at: '2026-10-03T09:00:00.000Z',
};

export const DEMANDE: VersementAdminReply = {
  id: 7,
  montant: 9_000,
  etat: 'demandee',
  reference: null,
  motif: null,
  created_at: '2026-11-28T09:00:00.000Z',
  traite_at: null,
  marchand: { id: 2, designation_magasin: 'Bijouterie Tlemcen', email: 'partenaire@souk.dz' },
  compte: { type: 'rib', titulaire: 'Karim Haddad', numero: '00799999001234567890', cle: null },
};

export const SOLDE_ROWS: SoldeRowReply[] = [
  { id: 5, designation_magasin: 'Électro Oran', email: 'oran@souk.dz', ...SOLDE_OWING },
  { id: 2, designation_magasin: 'Bijouterie Tlemcen', email: 'partenaire@souk.dz', ...SOLDE },
];

export const COMMISSIONS: CommissionsReply = {
  defaut: 10,
  categories: [
    { id: 1, designation: 'Électroménager', taux: 8 },
    { id: 2, designation: 'Mode', taux: null },
  ],
  marchands: [
    { id: 2, designation_magasin: 'Bijouterie Tlemcen', taux: null },
    { id: 5, designation_magasin: 'Électro Oran', taux: 6.5 },
  ],
};

export const CONFIG: FinancesConfigReply = {
  commission_defaut: 10,
  delai_retenue_jours: 7,
  delai_retour_jours: 30,
  versement_minimum: 1_000,
};

export const REVENUS: RevenusReply = {
  commissions: 4_200,
  remises_coupon: 500,
  net: 3_700,
  par_mois: [
    { mois: '2026-10', commissions: 1_200, remises_coupon: 0, net: 1_200 },
    { mois: '2026-11', commissions: 3_000, remises_coupon: 500, net: 2_500 },
  ],
};

/** Twelve months, the last two with deliveries. */
export const MOIS: FinancesMoisReply = {
  data: Array.from({ length: 12 }, (_, i) => {
    const mois = new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7);
    if (i === 10) return { mois, ventes: 10_000, commissions: 1_000, net: 9_400 };
    if (i === 11) return { mois, ventes: 4_000, commissions: 400, net: 3_800 };
    return { mois, ventes: 0, commissions: 0, net: 0 };
  }),
};
