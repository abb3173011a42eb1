import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_THEME_KEY } from '@/lib/appearance';
import { i18n, LANGUAGE_KEY, setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginClient, loginPartner } from '@/test/sessions-fixtures';

const html = () => document.documentElement;

async function choose(user: ReturnType<typeof userEvent.setup>, current: RegExp, language: string) {
  await user.click(await screen.findByRole('button', { name: current }));
  await user.click(await screen.findByRole('menuitem', { name: language }));
}

describe('language switch', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it('switches the storefront to Arabic (right to left) and English, and remembers the choice', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderApp('/magasins');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Accueil' })).toBeTruthy();
    expect(html().getAttribute('dir')).toBe('ltr');

    await choose(user, /^Changer de langue/, 'العربية');
    await waitFor(() => expect(html().getAttribute('dir')).toBe('rtl'));
    expect(html().getAttribute('lang')).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
    const arabicMenu = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(arabicMenu).getByRole('link', { name: 'الرئيسية' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'البحث عن منتج' }).getAttribute('placeholder')).toBe(
      'ابحث عن منتج...',
    );

    await choose(user, /^تغيير اللغة/, 'English');
    await waitFor(() => expect(html().getAttribute('dir')).toBe('ltr'));
    expect(html().getAttribute('lang')).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Home' }),
    ).toBeTruthy();

    await choose(user, /^Change language/, 'Français');
    await waitFor(() => expect(html().getAttribute('lang')).toBe('fr'));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
    expect(
      within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
        name: 'Accueil',
      }),
    ).toBeTruthy();
  });

  it("records a signed-in client's language for its invoices; a visitor's switch records nothing", async () => {
    const api = mockFetch({
      'POST /api/v1/client/langue': { body: { message: 'Langue enregistrée', langue: 'ar' } },
    });
    const user = userEvent.setup();
    renderApp('/magasins');
    await choose(user, /^Changer de langue/, 'العربية');
    await waitFor(() => expect(html().getAttribute('lang')).toBe('ar'));
    expect(api.calls('POST /api/v1/client/langue')).toHaveLength(0);
    await choose(user, /^تغيير اللغة/, 'Français');
    await waitFor(() => expect(html().getAttribute('lang')).toBe('fr'));

    loginClient();
    await choose(user, /^Changer de langue/, 'العربية');
    await waitFor(() => expect(api.calls('POST /api/v1/client/langue')).toHaveLength(1));
    const [call] = api.calls('POST /api/v1/client/langue');
    expect(call.body).toEqual({ langue: 'ar' });
    expect(call.headers.authorization ?? call.headers.Authorization).toBe('Bearer client-token');
  });

  it("records a signed-in partner's language for its payout e-mails", async () => {
    loginPartner();
    const api = mockFetch({
      'POST /api/v1/marchand/langue': { body: { message: 'Langue enregistrée', langue: 'ar' } },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    await screen.findByRole('heading', { name: 'Promotions' });
    await choose(user, /^Changer de langue/, 'العربية');
    await waitFor(() => expect(api.calls('POST /api/v1/marchand/langue')).toHaveLength(1));
    const [call] = api.calls('POST /api/v1/marchand/langue');
    expect(call.body).toEqual({ langue: 'ar' });
    expect(call.headers.authorization ?? call.headers.Authorization).toBe('Bearer partner-token');
    expect(api.calls('POST /api/v1/client/langue')).toHaveLength(0);
  });

  it('puts the partner area right to left in Arabic whatever its theme, and lets its RTL theme work in French', async () => {
    loginPartner();
    localStorage.setItem(PARTNER_THEME_KEY, 'light');
    mockFetch();
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    await screen.findByRole('heading', { name: 'Promotions' });
    expect(html().getAttribute('dir')).toBe('ltr');

    await choose(user, /^Changer de langue/, 'العربية');
    await waitFor(() => expect(html().getAttribute('dir')).toBe('rtl'));
    expect(await screen.findByRole('heading', { name: 'التخفيضات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();

    // Back to French: the light theme is left to right again; the partner's RTL theme still flips it.
    await choose(user, /^تغيير اللغة/, 'Français');
    await waitFor(() => expect(html().getAttribute('dir')).toBe('ltr'));
    await user.click(screen.getByRole('button', { name: 'Paramètres du thème' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('switch', { name: 'Mode RTL' }));
    await waitFor(() => expect(html().getAttribute('dir')).toBe('rtl'));
    expect(html().getAttribute('lang')).toBe('fr');
  });

  it('shows the field errors of a form in Arabic, from the browser check and from the API', async () => {
    await setLanguage('ar');
    const api = mockFetch({
      'POST /api/v1/contactAdd': {
        status: 422,
        body: {
          message: 'Le champ email doit être une adresse e-mail valide.',
          errors: { email: ['Le champ email doit être une adresse e-mail valide.'] },
          // The sentence's code (decision 0041): the screen's language is drawn from it.
          codes: { email: [{ code: 'email', params: { attribute: 'email' } }] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'أرسل لنا رسالة' });
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('حقل اللقب إلزامي.')).toBeTruthy();
    expect(api.calls('POST /api/v1/contactAdd')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^اللقب/ }), 'Haddad');
    await user.type(screen.getByRole('textbox', { name: /^الاسم/ }), 'Nour');
    await user.type(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }), 'nour@exemple.dz');
    await user.type(screen.getByRole('textbox', { name: /^الهاتف/ }), '0550123456');
    await user.type(screen.getByRole('textbox', { name: /^الموضوع/ }), 'Commande');
    await user.type(screen.getByRole('textbox', { name: /^الرسالة/ }), 'Bonjour, où en est ma commande ?');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(
      await screen.findByText('يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صالحًا.'),
    ).toBeTruthy();
  });

  it('applies a remembered language before the first render', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    html().setAttribute('dir', 'ltr');
    vi.resetModules();
    const fresh = await import('@/lib/i18n');
    // Set while the module loads, before React draws anything.
    expect(html().getAttribute('dir')).toBe('rtl');
    expect(html().getAttribute('lang')).toBe('ar');
    expect(fresh.isLanguageReady()).toBe(false);
    await fresh.languageReady;
    expect(fresh.isLanguageReady()).toBe(true);
    expect(i18n.language).toBe('ar');
    expect(i18n.t('storefront.menu.home')).toBe('الرئيسية');
    await fresh.setLanguage('fr');
  });

  it('ignores an unknown stored language', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'de');
    vi.resetModules();
    const fresh = await import('@/lib/i18n');
    expect(fresh.readStoredLanguage()).toBe('fr');
    expect(fresh.isLanguageReady()).toBe(true);
    expect(html().getAttribute('lang')).toBe('fr');
  });
});
