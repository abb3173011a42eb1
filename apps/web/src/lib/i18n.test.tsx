import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_KEY, setLanguage, startLanguage } from '@/lib/i18n';
import { ar as arStorefront } from '@/lib/locales/ar';
import { backofficeAr } from '@/lib/locales/backoffice/ar/catalogue';
import { backofficeFr } from '@/lib/locales/backoffice/catalogue';
import { backofficeEn } from '@/lib/locales/backoffice/en/catalogue';
import { en as enStorefront } from '@/lib/locales/en';
import { fr as frStorefront } from '@/lib/locales/fr';
import { screensFr } from '@/lib/locales/screens/fr';
import { validationFr } from '@/lib/locales/validation/fr';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginClient, loginPartner } from '@/test/sessions-fixtures';

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

// Every string of the app: the bundled catalogue plus the namespaces loaded apart (the field errors',
// the other screens', the back-office's).
const fr = { ...frStorefront, validation: validationFr, ...screensFr, ...backofficeFr };
const ar = { ...arStorefront, ...backofficeAr };
const en = { ...enStorefront, ...backofficeEn };
const NAMESPACES = Object.keys(fr).join('|');
// Literal keys passed to t(), and keys kept in data (`label: 'admin.nav.x'`) for a later t().
const KEY_USES = [
  /\bt\(\s*'([^']+)'/g,
  /\bt\(\s*"([^"]+)"/g,
  new RegExp(`\\blabel:\\s*'((?:${NAMESPACES})\\.[\\w.]+)'`, 'g'),
];
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES})\\.[a-z][\\w]*(?:\\.[\\w]+)*\\b`, 'i');

function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function visibleStrings(root: HTMLElement): string[] {
  const attributes = ['aria-label', 'placeholder', 'title', 'alt'];
  const values = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('*')) {
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value) values.push(value);
    }
  }
  return values;
}

describe('i18n', () => {
  it('finds every key used in the source in the French catalogue', () => {
    const used = new Map<string, string>();
    for (const [file, text] of Object.entries(sources)) {
      for (const pattern of KEY_USES) {
        for (const match of text.matchAll(pattern)) used.set(match[1], file);
      }
    }
    expect(used.size).toBeGreaterThan(150);
    const known = new Set(leaves(fr).map(([key]) => key));
    const missing = [...used]
      .filter(([key]) => !i18n.exists(key) && !known.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('uses every catalogue entry (no dead strings)', () => {
    const everything = Object.values(sources).join('\n');
    // `validation.*` entries are looked up by the codes of the domain's table (lib/error-messages.ts),
    // each of which lib/error-messages.test.ts renders; `enums.*` and `boEnums.*` by the values of the
    // domain's lists (lib/domain-labels.ts), each of which lib/enum-labels.test.ts looks up.
    const byValue = /^(?:validation|enums|boEnums)\./;
    const unused = leaves(fr)
      .map(([key]) => key)
      .filter((key) => !byValue.test(key) && !everything.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('keeps the admin and partner namespaces out of the bundled catalogue (storefront bundle)', () => {
    const backoffice = Object.keys(backofficeFr);
    expect(backoffice.length).toBeGreaterThan(0);
    expect(Object.keys(frStorefront).filter((namespace) => backoffice.includes(namespace))).toEqual([]);
    expect(Object.keys(arStorefront).filter((namespace) => backoffice.includes(namespace))).toEqual([]);
    expect(Object.keys(enStorefront).filter((namespace) => backoffice.includes(namespace))).toEqual([]);
  });

  it("names no placeholder after an option of i18next's t(): { lng } would pick the message's language", async () => {
    // t('x', { lng: '3.04200' }) looks for the message in a language '3.04200' and falls back to French.
    const OPTIONS = ['lng', 'lngs', 'fallbackLng', 'ns', 'defaultValue', 'context', 'replace', 'ordinal'];
    const misnamed = leaves(fr)
      .filter(([, value]) => placeholders(value).some((name) => OPTIONS.includes(name)))
      .map(([key]) => key);
    expect(misnamed).toEqual([]);
    try {
      await setLanguage('ar');
      expect(i18n.t('checkout.position', { latitude: '36.75290', longitude: '3.04200' })).toBe(
        'الموقع المختار: 36.75290، 3.04200',
      );
    } finally {
      await setLanguage('fr');
    }
  });

  it("starts in the language the drawn page's loader decided, not in a choice stored since", () => {
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    try {
      expect(startLanguage()).toBe('ar');
      // The loader saw no choice and hydrates the French page; another tab then stores Arabic.
      window.__soukBoot = { hydrate: true, language: 'fr', held: [], release: () => [] };
      expect(startLanguage()).toBe('fr');
    } finally {
      delete window.__soukBoot;
      localStorage.removeItem(LANGUAGE_KEY);
    }
  });

  it('mirrors the chosen language in the cookie the server draws pages in', async () => {
    try {
      await setLanguage('ar');
      expect(document.cookie).toContain('souk_lang=ar');
    } finally {
      await setLanguage('fr');
    }
    expect(document.cookie).toContain('souk_lang=fr');
  });

  it('has no empty message', () => {
    const empty = leaves(fr).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the fixed French strings to the letter', () => {
    expect(fr.errors.notFound.title).toBe('404 Page Not Found');
    expect(fr.errors.notFound.text).toBe('Please check your URL and try again...');
    expect(fr.auth.forgot.success).toBe(
      'Veuillez verifié voter Boite email pour faire la modification de votre mot de passe.',
    );
    expect(fr.auth.forgot.failure).toBe('Email incorrect !');
    expect(fr.common.oops).toBe('Oops...');
    expect(fr.auth.reset.oopsText).toBe('Veuillez ressayé plus tard!');
    expect(fr.common.success).toBe('Success');
    expect(fr.auth.admin.loginTitle).toBe('Bienvenue !');
    expect(fr.auth.admin.loginSubmit).toBe('Log In');
    expect(fr.common.forgotPassword).toBe('Mot de passe oublié?');
    expect(fr.auth.partner.loginSubmit).toBe('Log In');
    expect(fr.storefront.header.searchPlaceholder).toBe('Rechercher un produit...');
    expect(fr.storefront.menu.moreCategories).toBe('More Categories');
    expect(fr.common.logOut).toBe('Se déconnecter');
    expect(fr.common.logIn).toBe('Se connecter');
    expect(fr.storefront.menu.becomePartner).toBe('Devenir un partenaire');
    expect(fr.storefront.footer.partnerLogin).toBe('Login partenaire');
    expect(fr.storefront.bottomBar.profile).toBe('Mon Profile');
  });

  it.each([
    ['/', null],
    ['/magasins', null],
    ['/login', null],
    ['/register', null],
    ['/forgot-password-partenaire', null],
    ['/reset-password/abc', null],
    ['/profile', 'client'],
    ['/admin/login', null],
    ['/admin/register', null],
    ['/admin/conatcts', 'admin'],
    ['/partenaire/login', null],
    ['/partenaire/commandes/REF-1', 'partner'],
    ['/inconnu', null],
  ] as const)('shows no raw key on %s', async (path, session) => {
    if (session === 'client') loginClient();
    if (session === 'admin') loginAdmin();
    if (session === 'partner') loginPartner();
    mockFetch();
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const raw = visibleStrings(document.body).filter((value) => RAW_KEY.test(value));
    expect(raw).toEqual([]);
  });
});

const OTHER_LANGUAGES = { ar, en } as const;
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
/** Leaves that are the same in every language: references, symbols, brand names and codes. */
const SAME_EVERYWHERE =
  /^(?:[#\-–—/©×x%\s\d.:·،()«»“”\u2066-\u2069]|\{\{\w+\}\}|CIB|CVC|Souk|OK|Email|Visa|Mastercard|Facebook|Twitter|LinkedIn|Instagram)*$/u;

describe.each(Object.entries(OTHER_LANGUAGES))('the %s catalogue', (language, catalogue) => {
  const french = new Map(leaves(fr));
  const translated = new Map(leaves(catalogue));

  it('has exactly the keys of the French catalogue (tsc checks it too)', () => {
    expect([...translated.keys()].sort()).toEqual([...french.keys()].sort());
  });

  it('has no empty message', () => {
    expect([...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual(
      [],
    );
  });

  it('keeps the placeholders of every French message', () => {
    const mismatches = [...french]
      .filter(([key, value]) => placeholders(value).join() !== placeholders(translated.get(key)).join())
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it.runIf(language === 'ar')('translates every French sentence (no French copy left behind)', () => {
    const copies = [...french]
      .filter(([key, value]) => translated.get(key) === value && !SAME_EVERYWHERE.test(String(value)))
      .map(([key, value]) => `${key}: ${value}`);
    expect(copies).toEqual([]);
    const withoutArabic = [...translated]
      .filter(
        ([, value]) => !/\p{Script=Arabic}/u.test(String(value)) && !SAME_EVERYWHERE.test(String(value)),
      )
      .map(([key, value]) => `${key}: ${value}`);
    // Only technical codes and file formats may stay in Latin letters.
    expect(withoutArabic.filter((entry) => !/(?:banner|JPEG|HTTPS|QR|CSV|IP|AB12C)/.test(entry))).toEqual([]);
  });
});

describe.each(['ar', 'en'] as const)('screens in %s', (language) => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it.each([
    ['/', null],
    ['/login', null],
    ['/profile', 'client'],
    ['/admin/conatcts', 'admin'],
    ['/partenaire/commandes/REF-1', 'partner'],
    ['/inconnu', null],
  ] as const)('shows no raw key and no French label on %s', async (path, session) => {
    await setLanguage(language);
    if (session === 'client') loginClient();
    if (session === 'admin') loginAdmin();
    if (session === 'partner') loginPartner();
    mockFetch();
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const strings = visibleStrings(document.body);
    expect(strings.filter((value) => RAW_KEY.test(value))).toEqual([]);
    // Labels these screens show in French ('Logout' is the documented French label, and English too).
    const frenchLabels = [
      'Se connecter',
      'Rechercher un produit...',
      'Accueil',
      'Mot de passe oublié?',
      'Commandes',
    ];
    for (const french of language === 'ar' ? [...frenchLabels, 'Logout', 'Dashboard'] : frenchLabels) {
      expect(strings.filter((value) => value.includes(french))).toEqual([]);
    }
  });
});
