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
};
