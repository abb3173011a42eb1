import { LANGUAGE_COOKIE } from '@souk/domain/language-codes';
import { afterEach } from 'vitest';
import { browserTransport, setApiTransport } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

// The files of the shared worker (vitest.config.ts, decision 0029) share the app's modules: what a
// test sets in a module-global — the API client's transport, i18next's language and its cookie — is
// put back after every test, so no file sees what another one left (a refusal from another file's
// transport, a sentence in Arabic).
afterEach(async () => {
  setApiTransport(browserTransport);
  if (i18n.language !== 'fr') await i18n.changeLanguage('fr');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, emptied between tests
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});
