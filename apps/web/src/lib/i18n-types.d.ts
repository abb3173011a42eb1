import 'i18next';
import type { Catalogue } from '@/lib/locales/fr';

// Typed keys: tsc rejects a key missing from the catalogue, wherever t() is called with a literal.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
