import type { boDashboard as french } from '../dashboard';

/** English strings of the back-office dashboard screens (admin and partner areas). */
export const boDashboard: typeof french = {
  filter: {
    label: 'Filter by date',
    debut: 'Start',
    fin: 'End',
    submit: 'Filter',
    reversed: 'The end date must be on or after the start date.',
    allDates: 'Without both dates, the figures cover the whole period.',
  },
  counters: {
    articles: 'Items',
    categories: 'Categories',
    commandes: 'Orders',
    revenue: 'Revenue',
    loading: 'Loading…',
    error: 'Unavailable.',
  },
  store: {
    photoAlt: 'Photo of the shop {{name}}',
    articles: 'Items',
    revenue: 'Revenue',
    edit: 'Edit Profile',
  },
  info: {
    fullName: 'Full name',
    none: '—',
  },
  charts: {
    revenueTitle: 'Revenue',
    byDay: 'per day',
    byMonth: 'per month',
    byYear: 'per year',
    revenueEmpty: 'No revenue in this period.',
    revenueSummary: 'Revenue: {{total}} in total, at most {{max}} ({{label}}).',
    revenueTable: 'Revenue per period',
    period: 'Period',
    amount: 'Revenue',
    etatsTitle: 'Orders by status',
    etatsEmpty: 'No orders in this period.',
    count: 'Orders',
    topTitle: 'Best shops',
    topEmpty: 'No shop sales in this period.',
    store: 'Shop',
    orders: 'Paid orders',
  },
  latest: {
    title: 'Latest Orders',
    seeAll: 'See all orders',
    empty: 'No orders yet.',
  },
  storeEdit: {
    title: 'Edit Profile',
    passwordHint: 'Leave empty to keep the current password.',
    currentPasswordHint: 'Required to change your password.',
    photoHint: 'JPEG, PNG, WebP or GIF. Leave empty to keep the current photo.',
    photoUnreadable: 'This picture cannot be read.',
    fields: {
      photo: 'Photo',
      photoMagasin: 'Shop photo',
      wilayaPrompt: 'Choose a wilaya',
    },
  },
};
