import data from '../data/wilayas.json';

// No zod here (the schema is in ./wilaya-schema): every storefront screen that shows a price reads this
// module through the web's formatters, and must not ship zod for it (docs/benchmarks.md: storefront bundle).
export type Wilaya = {
  /** Two digits, '01'… */
  readonly code: string;
  readonly name: string;
  readonly name_ar: string;
  /** 'NN - Name', the value stored on profiles and sent by forms. */
  readonly label: string;
};

// Wilayas are data (new ones are planned): everything below derives from the file, never a count.
export const WILAYAS: readonly Wilaya[] = Object.freeze(data.map((w) => Object.freeze({ ...w })));

export const WILAYA_LABELS: readonly string[] = Object.freeze(WILAYAS.map((w) => w.label));

const LABEL_SET = new Set(WILAYA_LABELS);
const BY_CODE = new Map(WILAYAS.map((w) => [w.code, w]));

export function isWilayaLabel(value: unknown): value is string {
  return typeof value === 'string' && LABEL_SET.has(value);
}

/** Accepts '16' or 16. */
export function wilayaByCode(code: string | number): Wilaya | null {
  const key = typeof code === 'number' ? String(code).padStart(2, '0') : code;
  return BY_CODE.get(key) ?? null;
}

const BY_LABEL = new Map(WILAYAS.map((w) => [w.label, w]));

/** '16 - الجزائر': the Arabic label of a wilaya, for screens in Arabic (the stored value stays `label`). */
export function arabicLabelOf(wilaya: Wilaya): string {
  return `${wilaya.code} - ${wilaya.name_ar}`;
}

/**
 * The label of a stored wilaya value ('16 - Alger') for a language: Arabic names for 'ar', the
 * stored French label otherwise. An unknown value (old data) is shown as it is.
 */
export function wilayaLabelIn(value: string, language: string): string {
  if (language !== 'ar') return value;
  const wilaya = BY_LABEL.get(value);
  return wilaya ? arabicLabelOf(wilaya) : value;
}
