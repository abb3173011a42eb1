/**
 * French labels of the back-office's own domain lists, one key per value (@souk/domain: article
 * states, cash-on-delivery call results and delivery failure reasons), the domain's own words;
 * lib/enum-labels.test.ts checks each value has one in every language. The lists the client area
 * shows too (order states, payment types, coupon states…) are `enums` in ../fr.ts. Read them
 * through lib/domain-labels.ts.
 */
export const boEnums = {
  /** Keyed by the names of ARTICLE_VALIDE (-1, 0, 1). */
  articleValide: { nouveau: 'Nouveau', bloque: 'Bloqué', active: 'Active' },
  resultatAppel: { confirmee: 'Confirmée', injoignable: 'Injoignable', refusee: 'Refusée' },
  motifEchec: {
    refusee: 'Colis refusé par le client',
    injoignable: 'Client injoignable',
    adresse_introuvable: 'Adresse introuvable',
    autre: 'Autre',
  },
  typeEcriture: {
    vente: 'Vente',
    remboursement: 'Remboursement',
    versement: 'Versement',
    versement_annule: 'Versement annulé',
    reglement: 'Règlement',
    ajustement: 'Ajustement',
  },
  etatVersement: { demandee: 'Demandé', payee: 'Payé', refusee: 'Refusé' },
  typeCompte: { ccp: 'CCP (Algérie Poste)', rib: 'RIB (banque)' },
  /** The job queues (JOB_KINDS), on the failed jobs screen. */
  jobKind: {
    notifications: 'E-mails et flux d’une commande',
    'payout-mail': 'E-mail de versement',
    'password-reset': 'E-mail de mot de passe oublié',
    'card-refund': 'Remboursement par carte',
    'order-expiry': 'Annulation des commandes impayées',
    'media-sweep': 'Nettoyage des images',
    'card-refunds': 'Remboursements par carte en attente',
    'jobs-ledger-prune': 'Nettoyage du registre des tâches',
  },
  /** What a failed job concerns (JOB_SUBJECT_TYPES). */
  jobSubject: {
    commande: 'Commande {{ref}}',
    retour: 'Retour n° {{id}}',
    versement: 'Versement n° {{id}}',
    compte: 'Compte {{id}}',
    paiement: 'Paiement n° {{id}}',
    tache: 'Tâche périodique',
  },
};
