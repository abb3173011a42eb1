import type { boJobs as french } from '../jobs';

/** English strings of the administrator's failed jobs screen. */
export const boJobs: typeof french = {
  nav: 'Failed jobs',
  title: 'Failed jobs',
  intro:
    'The sends (e-mails, live feeds, refunds, sweeps) that failed their last attempt. Retrying a job runs it again without repeating what it already did; deleting it gives it up.',
  empty: 'No failed jobs.',
  columns: {
    kind: 'Job',
    subject: 'Concerns',
    error: 'Last error',
    attempts: 'Attempts',
    dates: 'Dates',
  },
  kinds: {
    notifications: 'Order e-mails and feed',
    'payout-mail': 'Payout e-mail',
    'password-reset': 'Forgotten password e-mail',
    'card-refund': 'Card refund',
    'order-expiry': 'Cancelling unpaid orders',
    'media-sweep': 'Image clean-up',
    'card-refunds': 'Pending card refunds',
    'jobs-ledger-prune': 'Job ledger clean-up',
    other: 'Job “{{queue}}”',
  },
  subjects: {
    commande: 'Order {{ref}}',
    retour: 'Return #{{id}}',
    versement: 'Payout #{{id}}',
    compte: 'Account {{id}}',
    paiement: 'Payment #{{id}}',
    tache: 'Periodic job',
  },
  sentAt: 'Created {{date}}',
  failedAt: 'Failed {{date}}',
  retry: 'Retry',
  retryOf: 'Retry the job “{{name}}”',
  deleteOf: 'Delete the job “{{name}}”',
  retryTitle: 'Retry this job?',
  retryText: 'The job “{{name}}” will run again; what it already did will not be repeated.',
  deleteText: 'The job “{{name}}” will be given up: what it did not do will never be done.',
  retried: 'The job is retried.',
  deleted: 'The job is deleted.',
};
