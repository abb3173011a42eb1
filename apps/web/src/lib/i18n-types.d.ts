import 'i18next';
import type { BackofficeCatalogue } from '@/lib/locales/backoffice/catalogue';
import type { Catalogue } from '@/lib/locales/fr';

// Typed keys: tsc rejects a key missing from the catalogue, wherever t() is called with a literal.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The back-office namespaces are loaded apart (admin and partner layouts) but typed as one catalogue.
    resources: { translation: Catalogue & BackofficeCatalogue };
    returnNull: false;
  }
}
