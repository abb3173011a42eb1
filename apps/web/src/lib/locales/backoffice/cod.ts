/** French strings of cash-on-delivery confirmation in the back-office order screens (decision 0015). */
export const boCod = {
  confirmation: {
    title: 'Confirmation téléphonique',
    confirmed: 'Confirmée par téléphone',
    notConfirmed: 'Non confirmée',
    attempts: '{{count}} tentative(s)',
    none: 'Aucun appel enregistré.',
    hint: 'Appelez le client avant de valider : la validation reste possible sans confirmation.',
    resultLabel: "Résultat de l'appel",
    notePlaceholder: 'Ex. : rappeler après 18 h',
    submit: "Enregistrer l'appel",
    refusalWarning: 'Un refus annule la commande : le stock et le coupon sont rendus.',
    success: 'Appel enregistré',
    listLabel: 'Appels de confirmation',
    columns: { result: 'Résultat', who: 'Par' },
  },
  failure: {
    action: 'Échec de livraison',
    title: 'Échec de livraison de la commande #{{ref}}',
    motifLabel: 'Motif',
    noteRequired: 'Précisez le motif dans la note.',
    warning: 'La commande sera annulée ; le stock et le coupon seront rendus. Cette action est définitive.',
    confirm: "Confirmer l'échec",
    success: 'Échec de livraison enregistré',
    recorded: 'Échec de livraison : {{motif}}',
  },
  record: {
    title: 'Historique du client',
    summary:
      'Historique du client : {{livrees}} livrées, {{refusees}} refusées, {{injoignables}} injoignables',
    orders: '{{count}} commande(s) sur toute la plateforme',
    lastRefusals: 'Derniers refus : {{dates}}',
    clean: 'Aucun colis refusé ni client injoignable.',
    privacy: 'Toutes boutiques confondues ; les autres boutiques et leurs commandes ne sont pas montrées.',
    badge: '{{count}} échec(s)',
    badgeLabel: 'Ce client a {{count}} échec(s) de livraison sur la plateforme',
  },
};
