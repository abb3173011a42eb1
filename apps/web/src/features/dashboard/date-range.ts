/** Dashboard date filter (docs/product/partner.md, Dashboard): from 2023-06-01 to today unless changed. */
export const DEFAULT_START = '2023-06-01';

/** The query of the counters and charts: `dateDebut` / `dateFin`, or nothing at all. */
export interface DateRangeParams {
  dateDebut?: string;
  dateFin?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter is sent only when both dates are set; otherwise no date is sent. */
export function rangeParams(debut: string, fin: string): DateRangeParams {
  return ISO_DAY.test(debut) && ISO_DAY.test(fin) ? { dateDebut: debut, dateFin: fin } : {};
}

/** A range whose end comes before its start (the server would refuse it). */
export function isReversed(debut: string, fin: string): boolean {
  const params = rangeParams(debut, fin);
  return params.dateDebut !== undefined && params.dateFin !== undefined && params.dateFin < params.dateDebut;
}
