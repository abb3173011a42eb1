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
  otherKind: 'Job “{{queue}}”',
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
