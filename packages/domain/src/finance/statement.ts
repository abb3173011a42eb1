import { algiersDayRange } from '../algiers-time';
import { type FieldErrorCode, renderFieldError } from '../error-codes';
import { orderedDays, z } from '../validation';
import type { TypeEcriture } from './entry-types';

/**
 * A seller's statement (`releve`, docs/product/payouts-and-statements.md): the entries of a period of Algerian days
 * (both included), with the balance before the period (opening), the balance after each entry
 * (running) and after the period (closing). An entry belongs to the day it was written (`created_at`,
 * Algiers time), whether or not it is available yet: the statement is of the ledger, so its closing
 * balance is the store's `solde_total` at the end of the period.
 */

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
/** The PDF's languages (the CSV is for spreadsheets: its headings are the contract's column names). */
export const STATEMENT_LANGUAGES = ['fr', 'ar'] as const;
export type StatementLanguage = (typeof STATEMENT_LANGUAGES)[number];
/** Days in one statement at most: a year and a day keeps one file within one request's budget. */
export const MAX_STATEMENT_DAYS = 366;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const periodTooLong: FieldErrorCode = { code: 'statement_period_max', params: { max: MAX_STATEMENT_DAYS } };

/** `GET v1/marchand/releve`: both days required, in order, at most MAX_STATEMENT_DAYS apart. */
export const statementQuery = orderedDays(
  z.object({
    dateDebut: z.iso.date(),
    dateFin: z.iso.date(),
    format: z.enum(STATEMENT_FORMATS),
    lang: z.enum(STATEMENT_LANGUAGES).default('fr'),
  }),
  'dateDebut',
  'dateFin',
).refine((q) => q.dateDebut > q.dateFin || daysBetween(q.dateDebut, q.dateFin) <= MAX_STATEMENT_DAYS, {
  path: ['dateFin'],
  message: renderFieldError(periodTooLong),
  params: periodTooLong,
});
export type StatementQuery = z.infer<typeof statementQuery>;

/** The instants of the period: from the first day's midnight (included) to after the last day (excluded). */
export function statementPeriod(dateDebut: string, dateFin: string): { from: Date; until: Date } {
  return algiersDayRange(dateDebut, dateFin);
}

/** One ledger entry as the statement reads it (amounts in centimes, the seller's view). */
export interface StatementEntry {
  id: number;
  type: TypeEcriture;
  montant: number;
  libelle: string;
  commandeRef: string | null;
  createdAt: Date;
}

export interface StatementRow extends StatementEntry {
  /** The balance after this entry, centimes. */
  solde: number;
}

export interface Statement {
  dateDebut: string;
  dateFin: string;
  /** Balance of every entry written before the period, centimes. */
  opening: number;
  rows: StatementRow[];
  /** Balance after the period's last entry, centimes. */
  closing: number;
  /** Sums of the period's positive and negative entries, centimes (debits ≤ 0). */
  credits: number;
  debits: number;
}

/** Entries in the order they were written: by time, then by id (two entries of one transaction). */
const byWriting = (a: StatementEntry, b: StatementEntry) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

export function buildStatement(
  period: { dateDebut: string; dateFin: string },
  opening: number,
  entries: readonly StatementEntry[],
): Statement {
  let solde = opening;
  let credits = 0;
  let debits = 0;
  const rows = [...entries].sort(byWriting).map((entry) => {
    solde += entry.montant;
    if (entry.montant >= 0) credits += entry.montant;
    else debits += entry.montant;
    return { ...entry, solde };
  });
  return { ...period, opening, rows, closing: solde, credits, debits };
}
