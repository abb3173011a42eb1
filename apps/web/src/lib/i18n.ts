import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fr } from '@/lib/locales/fr';

export const defaultNS = 'translation';
export const resources = { fr: { translation: fr } } as const;

/** A key of the catalogue, for labels kept in data (menus, route titles) and translated later. */
export type TranslationKey = ParseKeys;

// Resources are bundled, so initialisation is synchronous and the first render is already French.
void i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  supportedLngs: ['fr'],
  defaultNS,
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
