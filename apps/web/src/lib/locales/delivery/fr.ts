/**
 * French strings of the delivery fees the storefront shows (decision 0014: cart, order modal and
 * recap, home highlight) and of the stores' legal information on the shop page. The
 * back-office part (admin fee grid, store edit) is `boDelivery` in ../backoffice/delivery.ts.
 */
export const delivery = {
  platformName: 'Souk',
  choice: {
    wilaya: 'Wilaya de livraison',
    mode: 'Mode de livraison',
  },
  fees: {
    offered: 'Offerte',
    free: 'Gratuite',
    computing: 'Calcul en cours…',
    unavailable: 'Indisponible',
  },
  cart: {
    feeRow: 'Frais de livraison',
    chooseWilaya: 'Choisissez la wilaya de livraison pour connaître les frais.',
    loadError: 'Les frais de livraison ne peuvent pas être calculés pour le moment.',
    perSeller: 'Frais de livraison par vendeur',
    sellerFee: '{{seller}} : {{fee}}',
    freeFrom: 'Livraison offerte dès {{amount}} d’articles par vendeur.',
    towardsFree: 'Livraison offerte par vendeur',
    remaining: 'Plus que {{amount}} d’articles chez {{seller}} pour la livraison offerte.',
  },
  checkout: {
    stepOne: 'Étape 1 sur 2 : livraison et paiement',
    stepTwo: 'Étape 2 sur 2 : vérifiez votre commande puis confirmez-la',
    fee: 'Frais de livraison : {{fee}}',
  },
  recap: {
    title: 'Récapitulatif de votre commande',
    orders: 'Commandes par vendeur',
    seller: 'Vendu par {{seller}}',
    line: '{{quantite}} × {{designation}}',
    orderTotal: 'Total de la commande',
    feesLater: 'Les frais de livraison seront calculés à la confirmation de la commande.',
    address: 'Adresse : {{adresse}}',
    wilaya: 'Wilaya : {{wilaya}}',
    mode: 'Mode de livraison : {{mode}}',
    payment: 'Paiement : {{payment}}',
    acceptTerms: 'J’ai lu et j’accepte les conditions générales de vente',
    termsRequired: 'Veuillez accepter les conditions générales de vente pour commander.',
    showTerms: 'Lire les conditions générales',
    hideTerms: 'Masquer les conditions générales',
    termsPage: 'Ouvrir les conditions dans un nouvel onglet',
    noTerms: 'Les conditions générales sont consultables sur la page À propos.',
    confirm: 'Confirmer la commande',
  },
  order: {
    shipping: '{{mode}} — {{wilaya}}',
  },
  home: {
    title: 'Livraison dans les {{count}} wilayas',
    feesText: 'Frais selon la wilaya, affichés avant la commande',
    freeFrom: 'Livraison offerte dès {{amount}}',
    freeFromText: 'D’articles par vendeur ; en dessous, frais selon la wilaya',
  },
  shop: {
    legal: 'Informations légales du magasin',
    rc: 'RC : {{value}}',
    nif: 'NIF : {{value}}',
  },
};
