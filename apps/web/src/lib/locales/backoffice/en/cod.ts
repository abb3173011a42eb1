import type { boCod as french } from '../cod';

/** English strings of cash-on-delivery confirmation in the back-office order screens. */
export const boCod: typeof french = {
  confirmation: {
    title: 'Phone confirmation',
    confirmed: 'Confirmed by phone',
    notConfirmed: 'Not confirmed',
    attempts: '{{count}} attempt(s)',
    none: 'No call recorded.',
    hint: 'Call the client before validating: validation remains possible without a confirmation.',
    resultLabel: 'Call result',
    notePlaceholder: 'E.g. call back after 6 pm',
    submit: 'Record the call',
    refusalWarning: 'A refusal cancels the order: stock and coupon are given back.',
    success: 'Call recorded',
    listLabel: 'Confirmation calls',
    columns: { result: 'Result', who: 'By' },
  },
  failure: {
    action: 'Failed delivery',
    title: 'Failed delivery of order #{{ref}}',
    motifLabel: 'Reason',
    noteRequired: 'Describe the reason in the note.',
    warning: 'The order will be cancelled; stock and coupon will be given back. This cannot be undone.',
    confirm: 'Confirm the failure',
    success: 'Failed delivery recorded',
    recorded: 'Failed delivery: {{motif}}',
  },
  record: {
    title: "Client's record",
    summary: "Client's record: {{livrees}} delivered, {{refusees}} refused, {{injoignables}} unreachable",
    orders: '{{count}} order(s) across the platform',
    lastRefusals: 'Latest refusals: {{dates}}',
    clean: 'No refused parcel and never unreachable.',
    privacy: 'All stores together; other stores and their orders are not shown.',
    badge: '{{count}} failure(s)',
    badgeLabel: 'This client has {{count}} failed delivery(ies) on the platform',
  },
};
