import type { boDelivery as french } from '../delivery';

/** English strings of the back-office side of delivery: the admin's fee grid and settings, the store edit form. */
export const boDelivery: typeof french = {
  storeEdit: {
    registreCommerce: 'Commercial register (RC)',
    rcPlaceholder: 'E.g.: 16/00-1234567B21',
    legalHint: 'Shown on the shop page and on invoices (law 18-05).',
    nif: 'Tax identification number (NIF)',
    nifPlaceholder: '15 or 20 digits',
    nifHint: 'Shown on the shop page and on invoices.',
  },
  admin: {
    nav: 'Delivery',
    title: 'Delivery',
    invalid: 'Some fields are invalid: correct the highlighted values.',
    settings: {
      title: 'Delivery settings',
      seuil: 'Free delivery from (DZD)',
      seuilHint: 'Items of a seller order, after promotions and coupon. Empty: never free.',
      origine: 'Shipping wilaya of the platform',
      origineHint: "Where the platform's own orders ship from.",
      neverFree: 'Without a threshold, every order pays its delivery fee.',
      freeRule: 'Every seller order whose items reach this amount is delivered free; 0: always free.',
      save: 'Save the settings',
    },
    grid: {
      title: 'Delivery fee grid',
      text: "Fees per destination wilaya, in DZD. The platform's grid applies to every seller; a shop that ships from elsewhere can have its own fees, which replace the platform's for its orders.",
      scope: 'Grid shown',
      platform: 'Platform (every seller)',
      storeOption: 'Shop: {{name}}',
      searchStore: 'Search for a shop',
      found: 'Shops found',
      noStore: 'No shop matches.',
      storeResult: '{{name}} ({{wilaya}})',
      storeHint:
        "{{name}}'s own fees, shipping from {{wilaya}}. Leave both fees empty to apply the platform's.",
      filter: 'Filter the wilayas',
      tableLabel: 'Delivery fees per wilaya',
      columns: {
        domicile: 'Home (DZD)',
        stopDesk: 'Stop desk (DZD)',
        platform: 'Platform',
      },
      cellDomicile: 'Home — {{wilaya}}',
      cellStopDesk: 'Stop desk — {{wilaya}}',
      platformValue: '{{domicile}} / {{stop}}',
      noPlatform: 'Not set',
      noMatch: 'No wilaya matches.',
      unchanged: 'No changes.',
      changed: 'Wilayas changed: {{count}}',
      nothing: 'No changes to save.',
      save: 'Save the grid',
    },
  },
};
