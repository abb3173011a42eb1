// The one place the web reads the wilaya list from (`packages/domain`), so forms never hard-code it.
import { arabicLabelOf, WILAYA_LABELS, WILAYAS } from '@souk/domain/wilayas';
import { currentLanguage } from '@/lib/i18n';

export { WILAYA_LABELS } from '@souk/domain/wilayas';

export interface WilayaOption {
  /** The stored and submitted value, always 'NN - Name' in French (the API's list). */
  value: string;
  /** What the list shows: the same label, or '16 - الجزائر' in Arabic. */
  label: string;
}

const ARABIC_OPTIONS: readonly WilayaOption[] = Object.freeze(
  WILAYAS.map((w) => Object.freeze({ value: w.label, label: arabicLabelOf(w) })),
);
const LATIN_OPTIONS: readonly WilayaOption[] = Object.freeze(
  WILAYA_LABELS.map((label) => Object.freeze({ value: label, label })),
);

/**
 * Select data for a wilaya field in a language, the current one by default (a component that calls
 * `useTranslation` re-renders on a language change). Values stay the French labels.
 */
export function wilayaOptions(language: string = currentLanguage()): WilayaOption[] {
  return [...(language === 'ar' ? ARABIC_OPTIONS : LATIN_OPTIONS)];
}
