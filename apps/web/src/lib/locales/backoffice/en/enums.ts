import type { boEnums as french } from '../enums';

/** English labels of the back-office's domain lists (see ../enums.ts). */
export const boEnums: typeof french = {
  articleValide: { nouveau: 'New', bloque: 'Blocked', active: 'Active' },
  resultatAppel: { confirmee: 'Confirmed', injoignable: 'Unreachable', refusee: 'Refused' },
  motifEchec: {
    refusee: 'Parcel refused by the client',
    injoignable: 'Client unreachable',
    adresse_introuvable: 'Address not found',
    autre: 'Other',
  },
  typeEcriture: {
    vente: 'Sale',
    remboursement: 'Refund',
    versement: 'Payout',
    versement_annule: 'Payout cancelled',
    reglement: 'Settlement',
    ajustement: 'Adjustment',
  },
  etatVersement: { demandee: 'Requested', payee: 'Paid', refusee: 'Rejected' },
  typeCompte: { ccp: 'CCP (Algérie Poste)', rib: 'RIB (bank)' },
  jobKind: {
    notifications: 'Order e-mails and feed',
    'payout-mail': 'Payout e-mail',
    'password-reset': 'Forgotten password e-mail',
    'card-refund': 'Card refund',
    'order-expiry': 'Cancelling unpaid orders',
    'media-sweep': 'Image clean-up',
    'card-refunds': 'Pending card refunds',
    'jobs-ledger-prune': 'Job ledger clean-up',
  },
  jobSubject: {
    commande: 'Order {{ref}}',
    retour: 'Return #{{id}}',
    versement: 'Payout #{{id}}',
    compte: 'Account {{id}}',
    paiement: 'Payment #{{id}}',
    tache: 'Periodic job',
  },
};
