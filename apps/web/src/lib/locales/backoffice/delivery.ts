/**
 * French strings of the back-office side of delivery (decision 0014): the admin's fee grid and settings
 * and the stores' legal information in the store edit form. The storefront side
 * is ../delivery/fr.ts.
 */
export const boDelivery = {
  storeEdit: {
    registreCommerce: 'Registre du commerce (RC)',
    rcPlaceholder: 'Ex. : 16/00-1234567B21',
    legalHint: 'Affiché sur la page du magasin et sur les factures (loi 18-05).',
    nif: 'Numéro d’identification fiscale (NIF)',
    nifPlaceholder: '15 ou 20 chiffres',
    nifHint: 'Affiché sur la page du magasin et sur les factures.',
  },
  admin: {
    nav: 'Livraison',
    title: 'Livraison',
    invalid: 'Certains champs sont invalides : corrigez les valeurs signalées.',
    settings: {
      title: 'Paramètres de livraison',
      seuil: 'Livraison gratuite dès (DZD)',
      seuilHint: 'Articles d’une commande vendeur, après promotions et coupon. Vide : jamais gratuite.',
      origine: 'Wilaya d’expédition de la plateforme',
      origineHint: 'D’où partent les commandes des articles de la plateforme.',
      neverFree: 'Sans seuil, chaque commande paie ses frais de livraison.',
      freeRule:
        'Chaque commande vendeur dont les articles atteignent ce montant est livrée gratuitement ; 0 : toujours gratuite.',
      save: 'Enregistrer les paramètres',
    },
    grid: {
      title: 'Grille des frais de livraison',
      text: 'Frais par wilaya de destination, en DZD. La grille de la plateforme s’applique à tous les vendeurs ; une boutique qui expédie depuis ailleurs peut avoir ses propres frais, qui remplacent ceux de la plateforme pour ses commandes.',
      scope: 'Grille affichée',
      platform: 'Plateforme (tous les vendeurs)',
      storeOption: 'Boutique : {{name}}',
      searchStore: 'Rechercher une boutique',
      found: 'Boutiques trouvées',
      noStore: 'Aucune boutique ne correspond.',
      storeResult: '{{name}} ({{wilaya}})',
      storeHint:
        'Frais propres à {{name}}, qui expédie depuis {{wilaya}}. Laissez les deux frais vides pour appliquer ceux de la plateforme.',
      filter: 'Filtrer les wilayas',
      tableLabel: 'Frais de livraison par wilaya',
      columns: {
        domicile: 'À domicile (DZD)',
        stopDesk: 'Stop desk (DZD)',
        platform: 'Plateforme',
      },
      cellDomicile: 'À domicile — {{wilaya}}',
      cellStopDesk: 'Stop desk — {{wilaya}}',
      platformValue: '{{domicile}} / {{stop}}',
      noPlatform: 'Non défini',
      noMatch: 'Aucune wilaya ne correspond.',
      unchanged: 'Aucune modification.',
      changed: 'Wilayas modifiées : {{count}}',
      nothing: 'Aucune modification à enregistrer.',
      save: 'Enregistrer la grille',
    },
  },
};
