import { pageParam } from './pagination';
import { z } from './validation';

/**
 * The dead letters (docs/reliability.md, Durable jobs; decision 0049): the jobs that failed their
 * last retry, which the administrator sees, sends again or deletes (`/admin/taches`).
 */

export const JOB_MESSAGES = {
  retried: 'La tâche est relancée.',
  deleted: 'La tâche est supprimée.',
  notFound: 'Cette tâche échouée est introuvable.',
} as const;

/** The queues whose failed jobs the administrator may see (a readable name each, in the web's catalogues). */
export const JOB_KINDS = [
  'notifications',
  'payout-mail',
  'password-reset',
  'card-refund',
  'order-expiry',
  'media-sweep',
  'card-refunds',
  'jobs-ledger-prune',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** What a job concerns: an order, a return, a payout, an account, a payment, or a sweep. */
export const JOB_SUBJECT_TYPES = ['commande', 'retour', 'versement', 'compte', 'paiement', 'tache'] as const;
export type JobSubjectType = (typeof JOB_SUBJECT_TYPES)[number];

export const deadLettersQuery = z.object({ page: pageParam });

/** A dead letter's id: pg-boss's job id. */
export const deadLetterParams = z.object({ id: z.uuid() });
