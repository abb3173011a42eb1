import type { delivery as french } from './fr';

/** English strings of the delivery fees and of the stores' legal information. */
export const delivery: typeof french = {
  platformName: 'Souk',
  choice: {
    wilaya: 'Delivery wilaya',
    mode: 'Delivery method',
  },
  fees: {
    offered: 'Offered',
    free: 'Free',
    computing: 'Calculating…',
    unavailable: 'Unavailable',
  },
  cart: {
    feeRow: 'Delivery fee',
    chooseWilaya: 'Choose the delivery wilaya to see the fees.',
    loadError: 'Delivery fees cannot be calculated right now.',
    perSeller: 'Delivery fee per seller',
    sellerFee: '{{seller}}: {{fee}}',
    freeFrom: 'Free delivery from {{amount}} of items per seller.',
    towardsFree: 'Free delivery per seller',
    remaining: 'Add {{amount}} more from {{seller}} for free delivery.',
  },
  checkout: {
    stepOne: 'Step 1 of 2: delivery and payment',
    stepTwo: 'Step 2 of 2: check your order, then confirm it',
    fee: 'Delivery fee: {{fee}}',
  },
  recap: {
    title: 'Your order summary',
    orders: 'Orders per seller',
    seller: 'Sold by {{seller}}',
    line: '{{quantite}} × {{designation}}',
    orderTotal: 'Order total',
    feesLater: 'Delivery fees will be calculated when the order is confirmed.',
    address: 'Address: {{adresse}}',
    wilaya: 'Wilaya: {{wilaya}}',
    mode: 'Delivery method: {{mode}}',
    payment: 'Payment: {{payment}}',
    acceptTerms: 'I have read and accept the general terms of sale',
    termsRequired: 'Please accept the general terms of sale to order.',
    showTerms: 'Read the general terms',
    hideTerms: 'Hide the general terms',
    termsPage: 'Open the terms in a new tab',
    noTerms: 'The general terms can be read on the About page.',
    confirm: 'Confirm the order',
  },
  order: {
    shipping: '{{mode}} — {{wilaya}}',
  },
  home: {
    title: 'Delivery to the {{count}} wilayas',
    feesText: 'Fees per wilaya, shown before ordering',
    freeFrom: 'Free delivery from {{amount}}',
    freeFromText: 'Of items per seller; below that, fees by wilaya',
  },
  shop: {
    legal: 'Legal information of the shop',
    rc: 'CR: {{value}}',
    nif: 'TIN: {{value}}',
  },
};
