/**
 * Amounts are integer centimes on the server (no float drift in sums) and DZD numbers with at most
 * two decimals in payloads and on screens.
 */

/** Removes binary noise (1.005 * 100 = 100.49999999999999) before rounding; 15 digits is what a
 * double holds exactly. */
function denoise(x: number): number {
  return Number.parseFloat(x.toPrecision(15));
}

/** Half away from zero, like a cashier; never returns -0. */
export function roundHalfUp(x: number): number {
  const r = Math.sign(x) * Math.round(Math.abs(denoise(x)));
  return r === 0 ? 0 : r;
}

export function toCentimes(dzd: number): number {
  if (!Number.isFinite(dzd)) throw new RangeError(`Montant invalide : ${dzd}`);
  const centimes = roundHalfUp(dzd * 100);
  if (!Number.isSafeInteger(centimes)) throw new RangeError(`Montant trop grand : ${dzd}`);
  return centimes;
}

export function toDzd(centimes: number): number {
  if (!Number.isSafeInteger(centimes)) throw new RangeError(`Centimes invalides : ${centimes}`);
  return centimes === 0 ? 0 : centimes / 100;
}

/** Plain no-break space (U+00A0): ICU emits U+202F for thousands in French, which some fonts and
 * PDF renderers lack; one known character keeps screens and tests stable. */
export const NBSP = '\u00a0';

// fr-DZ is the right locale; engines with reduced ICU data fall back to fr-FR (same output).
const formatter = new Intl.NumberFormat(['fr-DZ', 'fr-FR'], {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '12 500,00 DZD' where both spaces are U+00A0. An empty suffix gives the bare number. */
export function formatDzd(amount: number, suffix = 'DZD'): string {
  const number = formatter.format(toDzd(toCentimes(amount))).replace(/\s/gu, NBSP);
  return suffix === '' ? number : `${number}${NBSP}${suffix}`;
}
