import { formatDzd } from '@souk/domain/money';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';
import type { PickerArticle, Promotion } from './promotion-types';

/** A price as Testing Library reads it (its text matcher turns non-breaking spaces into spaces). */
const dzd = (amount: number) => formatDzd(amount).replace(/\s/gu, ' ');

/** A paginated reply as the API sends it (Laravel envelope). */
function page<T>(data: T[], current = 1, last = 1, path = '/api/v1/marchand/promotions') {
  return {
    data,
    links: { first: `${path}?page=1`, last: `${path}?page=${last}`, prev: null, next: null },
    meta: {
      current_page: current,
      last_page: last,
      per_page: 10,
      total: data.length + (last - 1) * 10,
      from: data.length ? 1 : null,
      to: data.length || null,
      path,
      links: [],
    },
  };
}

function article(id: number, designation: string, over: Partial<PickerArticle> = {}): PickerArticle {
  return {
    id,
    slug: `article-${id}`,
    designation,
    url_image: null,
    marque: 'Tizi Couture',
    valide: 1,
    sous_categorie: { id: 1, slug: 'robes', designation: 'Robes', url_image: null, categorie_id: 1 },
    stock_articles: [{ id: id * 10, prix: 2000, quantite: 5, sous_options: [] }],
    latestpromotions: null,
    ...over,
  };
}

const ROBE = article(1, 'Robe kabyle');
const BURNOUS = article(2, 'Burnous', {
  stock_articles: [
    { id: 21, prix: 8000, quantite: 3, sous_options: [] },
    { id: 22, prix: 12000, quantite: 1, sous_options: [] },
  ],
});
const CHALE = article(3, 'Châle en soie');

function promotion(over: Partial<Promotion> = {}): Promotion {
  return {
    id: 7,
    designation: 'Soldes de printemps',
    date_debut: '2026-03-01',
    date_fin: '2026-03-31',
    pourcentage: 20,
    valide: true,
    en_cours: true,
    articles: [ROBE, BURNOUS].map(({ latestpromotions: _, ...a }) => a),
    created_at: '2026-02-20T10:00:00.000Z',
    updated_at: '2026-02-20T10:00:00.000Z',
    ...over,
  };
}

/** The picker's two pages: Robe and Burnous on page 1, Châle on page 2; search 'chale' finds Châle. */
function pickerReply(prefix: string) {
  return (request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const path = `/api/${prefix}/articles`;
    if (url.searchParams.get('search') === 'chale') return { body: page([CHALE], 1, 1, path) };
    if (url.searchParams.get('page') === '2') return { body: page([CHALE], 2, 2, path) };
    return { body: page([ROBE, BURNOUS], 1, 2, path) };
  };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Nouveau' }));
  return dialog('Nouvelle promotion');
}

describe('partner promotions screen', () => {
  it('lists the promotions with the documented columns and shows one in the side panel', async () => {
    loginPartner();
    mockFetch({
      'GET /api/v1/marchand/promotions': {
        body: page([promotion(), promotion({ id: 8, designation: 'Flash', valide: false, en_cours: false })]),
      },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    const table = await screen.findByRole('table', { name: 'Liste des promotions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Designation', 'Date debut', 'Date fin', 'Pourcentage', 'Actions']);
    const row = within(table).getByText('Soldes de printemps').closest('tr') as HTMLElement;
    expect(within(row).getByText('01/03/2026')).toBeTruthy();
    expect(within(row).getByText('31/03/2026')).toBeTruthy();
    expect(within(row).getByText('20 %')).toBeTruthy();
    expect(within(row).getByText('En cours')).toBeTruthy();
    expect(within(table).getByText('Bloquée')).toBeTruthy();

    await user.click(
      within(row).getByRole('button', { name: 'Voir les articles de « Soldes de printemps »' }),
    );
    const panel = await dialog('Promotion « Soldes de printemps »');
    expect(within(panel).getByText('Robe kabyle')).toBeTruthy();
    expect(within(panel).getByText('Burnous')).toBeTruthy();
    // 20 % off the lowest price, the lowest struck through.
    expect(within(panel).getByText(dzd(1600))).toBeTruthy();
    expect(within(panel).getByText(dzd(2000)).tagName).toBe('S');
    expect(within(panel).getByText(dzd(6400))).toBeTruthy();
    expect(within(panel).getByText(dzd(8000)).tagName).toBe('S');
  });

  it('searches the list on Enter only', async () => {
    loginPartner();
    const api = mockFetch({ 'GET /api/v1/marchand/promotions': { body: page([promotion()]) } });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    const box = await screen.findByRole('searchbox', { name: 'Rechercher une promotion' });
    await user.type(box, 'soldes');
    expect(api.calls('GET /api/v1/marchand/promotions').some((r) => r.url.includes('search='))).toBe(false);
    await user.type(box, '{Enter}');
    await waitFor(() =>
      expect(api.calls('GET /api/v1/marchand/promotions').at(-1)?.url).toContain('search=soldes'),
    );
  });

  it('shows every 422 message under its field, then creates, reloads and empties the form', async () => {
    loginPartner('tok-p');
    let attempt = 0;
    const api = mockFetch({
      'GET /api/v1/marchand/promotions': { body: page([]) },
      'GET /api/v1/marchand/articles': pickerReply('v1/marchand'),
      'POST /api/v1/marchand/promotionAdd': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              body: {
                message: 'Le champ désignation est obligatoire. (et 3 erreurs en plus)',
                errors: {
                  designation: ['Le champ désignation est obligatoire.'],
                  date_fin: ['La date de fin doit être postérieure ou égale à la date de début.'],
                  pourcentage: ['Le pourcentage doit être compris entre 1 et 99.'],
                  article_ids: [
                    "L'article « Robe kabyle » est déjà dans la promotion « Ramadan » du 01/03/2026 au 31/03/2026.",
                  ],
                },
              },
            }
          : { status: 201, body: { message: 'Creation avec success', data: promotion() } };
      },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    expect(await screen.findByText('Aucune promotion pour le moment.')).toBeTruthy();
    let modal = await openCreate(user);

    await user.type(within(modal).getByRole('textbox', { name: /Designation/ }), 'Soldes de printemps');
    fireEvent.change(within(modal).getByLabelText(/Date debut/), { target: { value: '2026-03-05' } });
    fireEvent.change(within(modal).getByLabelText(/Date fin/), { target: { value: '2026-03-01' } });
    await user.type(within(modal).getByRole('textbox', { name: /Pourcentage/ }), '150');

    // Ticks survive a page change and a search.
    await user.click(await within(modal).findByRole('checkbox', { name: 'Sélectionner Robe kabyle' }));
    await user.click(within(modal).getByRole('button', { name: '2' }));
    await user.click(await within(modal).findByRole('checkbox', { name: 'Sélectionner Châle en soie' }));
    await user.click(within(modal).getByRole('button', { name: '1' }));
    expect(
      (await within(modal).findByRole('checkbox', { name: 'Sélectionner Robe kabyle' })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    const search = within(modal).getByRole('searchbox', { name: 'Rechercher un article' });
    await user.type(search, 'chale{Enter}');
    expect(
      (await within(modal).findByRole('checkbox', {
        name: 'Sélectionner Châle en soie',
      })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    expect(within(modal).getByText('2 articles sélectionnés')).toBeTruthy();

    // The domain's schema, in the browser: nothing is sent.
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(
      await within(modal).findByText('La date de fin doit être postérieure ou égale à la date de début.'),
    ).toBeTruthy();
    expect(within(modal).getByText('Le pourcentage doit être compris entre 1 et 99.')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/promotionAdd')).toHaveLength(0);

    // The server's refusals land under their fields.
    fireEvent.change(within(modal).getByLabelText(/Date fin/), { target: { value: '2026-03-31' } });
    await user.clear(within(modal).getByRole('textbox', { name: /Pourcentage/ }));
    await user.type(within(modal).getByRole('textbox', { name: /Pourcentage/ }), '15');
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(await within(modal).findByText('Le champ désignation est obligatoire.')).toBeTruthy();
    expect(
      within(modal)
        .getByRole('textbox', { name: /Designation/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(modal).getByText('La date de fin doit être postérieure ou égale à la date de début.'),
    ).toBeTruthy();
    expect(
      within(modal)
        .getByLabelText(/Date fin/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(modal).getByText('Le pourcentage doit être compris entre 1 et 99.')).toBeTruthy();
    expect(within(modal).getByRole('alert').textContent).toContain(
      '« Robe kabyle » est déjà dans la promotion',
    );
    // Shown under the fields, not repeated above the form.
    expect(within(modal).queryByText(/et 3 erreurs en plus/)).toBeNull();

    const [sent] = api.calls('POST /api/v1/marchand/promotionAdd');
    expect(sent.headers.Authorization).toBe('Bearer tok-p');
    expect(sent.body).toEqual({
      designation: 'Soldes de printemps',
      date_debut: '2026-03-05',
      date_fin: '2026-03-31',
      pourcentage: 15,
      article_ids: [1, 3],
    });

    const listCalls = api.calls('GET /api/v1/marchand/promotions').length;
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle promotion' })).toBeNull());
    await waitFor(() =>
      expect(api.calls('GET /api/v1/marchand/promotions').length).toBeGreaterThan(listCalls),
    );

    modal = await openCreate(user);
    expect((within(modal).getByRole('textbox', { name: /Designation/ }) as HTMLInputElement).value).toBe('');
    expect((within(modal).getByLabelText(/Date debut/) as HTMLInputElement).value).toBe('');
    expect((within(modal).getByLabelText(/Date fin/) as HTMLInputElement).value).toBe('');
    expect((within(modal).getByRole('textbox', { name: /Pourcentage/ }) as HTMLInputElement).value).toBe('');
    expect(within(modal).getByText('Aucun article sélectionné.')).toBeTruthy();
    expect(
      (await within(modal).findByRole('checkbox', { name: 'Sélectionner Robe kabyle' })) as HTMLInputElement,
    ).toHaveProperty('checked', false);
  });

  it.each([
    ['en', 'The end date must be on or after the start date.', 'Please select at least one article.'],
    [
      'ar',
      'يجب أن يكون تاريخ النهاية مساويًا لتاريخ البداية أو لاحقًا له.',
      'يرجى اختيار منتج واحد على الأقل.',
    ],
  ] as const)(
    'checks the promotion with the domain schema before sending, in %s',
    async (language, range, articles) => {
      loginPartner();
      const api = mockFetch({
        'GET /api/v1/marchand/promotions': { body: page([]) },
        'GET /api/v1/marchand/articles': pickerReply('v1/marchand'),
      });
      const user = userEvent.setup();
      renderApp('/partenaire/promotions');
      const modal = await openCreate(user);
      await user.type(within(modal).getByRole('textbox', { name: /Designation/ }), 'Soldes');
      fireEvent.change(within(modal).getByLabelText(/Date debut/), { target: { value: '2026-03-05' } });
      fireEvent.change(within(modal).getByLabelText(/Date fin/), { target: { value: '2026-03-01' } });
      await user.type(within(modal).getByRole('textbox', { name: /Pourcentage/ }), '20');
      const validate = within(modal).getByRole('button', { name: 'Valider' });
      await act(() => setLanguage(language));
      await user.click(validate);
      expect(await within(modal).findByText(range)).toBeTruthy();
      expect(within(modal).getByText(articles)).toBeTruthy();
      expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      await act(() => setLanguage('fr'));
    },
  );

  it('keeps a draft when the dialog is closed without saving', async () => {
    loginPartner();
    mockFetch({
      'GET /api/v1/marchand/promotions': { body: page([]) },
      'GET /api/v1/marchand/articles': pickerReply('v1/marchand'),
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    let modal = await openCreate(user);
    await user.type(within(modal).getByRole('textbox', { name: /Designation/ }), 'Brouillon');
    await user.click(within(modal).getByRole('button', { name: 'Annuler' }));
    modal = await openCreate(user);
    expect((within(modal).getByRole('textbox', { name: /Designation/ }) as HTMLInputElement).value).toBe(
      'Brouillon',
    );
  });

  it('edits with two tabs and sends the articles as { article_id }', async () => {
    loginPartner();
    const api = mockFetch({
      'GET /api/v1/marchand/promotions': { body: page([promotion()]) },
      'GET /api/v1/marchand/articles': pickerReply('v1/marchand'),
      'POST /api/v1/marchand/promotionEdit/7': {
        body: { message: 'Modification avec success', data: promotion({ designation: 'Soldes d’été' }) },
      },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    await user.click(await screen.findByRole('button', { name: 'Modifier « Soldes de printemps »' }));
    const modal = await dialog('Modifier la promotion');
    expect((within(modal).getByRole('textbox', { name: /Designation/ }) as HTMLInputElement).value).toBe(
      'Soldes de printemps',
    );
    expect((within(modal).getByLabelText(/Date debut/) as HTMLInputElement).value).toBe('2026-03-01');
    expect((within(modal).getByRole('textbox', { name: /Pourcentage/ }) as HTMLInputElement).value).toBe(
      '20 %',
    );

    const selectedTab = within(modal).getByRole('tab', { name: 'Les articles sélectionnés' });
    expect(selectedTab.getAttribute('aria-selected')).toBe('true');
    const selectedPanel = within(modal).getByRole('tabpanel', { name: 'Les articles sélectionnés' });
    await user.click(within(selectedPanel).getByRole('checkbox', { name: 'Sélectionner Burnous' }));
    // Unticked, still listed so it can be ticked back.
    expect(within(selectedPanel).getByRole('checkbox', { name: 'Sélectionner Burnous' })).toHaveProperty(
      'checked',
      false,
    );

    await user.click(within(modal).getByRole('tab', { name: 'Toutes les articles' }));
    const allPanel = within(modal).getByRole('tabpanel', { name: 'Toutes les articles' });
    await user.click(within(allPanel).getByRole('button', { name: '2' }));
    await user.click(await within(allPanel).findByRole('checkbox', { name: 'Sélectionner Châle en soie' }));

    const designation = within(modal).getByRole('textbox', { name: /Designation/ });
    await user.clear(designation);
    await user.type(designation, 'Soldes d’été');
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/promotionEdit/7')[0].body).toEqual({
      designation: 'Soldes d’été',
      date_debut: '2026-03-01',
      date_fin: '2026-03-31',
      pourcentage: 20,
      article_ids: [{ article_id: 1 }, { article_id: 3 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier la promotion' })).toBeNull());
  });

  it('asks "Bloquer Promotion" for an active promotion, then shows the documented message', async () => {
    loginPartner();
    const api = mockFetch({
      'GET /api/v1/marchand/promotions': { body: page([promotion()]) },
      'POST /api/v1/marchand/promotionChangerEtat/7': {
        body: { message: 'La promotion a été bloquer avec success.', data: promotion({ valide: false }) },
      },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    await user.click(await screen.findByRole('button', { name: 'Bloquer « Soldes de printemps »' }));
    const confirm = await dialog('Bloquer Promotion');
    expect(within(confirm).getByText('Voulez-vous vraiment bloquer cette promotion ?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Oui, Bloquer' }));
    expect(await screen.findByText('La promotion a été bloquer avec success.')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/promotionChangerEtat/7')).toHaveLength(1);
  });

  it("reloads the articles' detail pages once a promotion is created or blocked (their prices change)", async () => {
    loginPartner();
    mockFetch({
      'GET /api/v1/marchand/promotions': { body: page([promotion()]) },
      'GET /api/v1/marchand/articles': pickerReply('v1/marchand'),
      'POST /api/v1/marchand/promotionAdd': {
        status: 201,
        body: { message: 'Creation avec success', data: promotion({ id: 9 }) },
      },
      'POST /api/v1/marchand/promotionChangerEtat/7': {
        body: { message: 'La promotion a été bloquer avec success.', data: promotion({ valide: false }) },
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/partenaire/promotions');
    // The detail page of Robe kabyle, visited a moment ago (features/article-management's key).
    const detail = ['partner', 'v1/marchand/articleShow', 'article-1'];
    const visited = () => queryClient.setQueryData(detail, { ...ROBE, latestpromotions: null });
    const reloaded = () => queryClient.getQueryState(detail)?.isInvalidated;

    visited();
    const modal = await openCreate(user);
    await user.type(within(modal).getByRole('textbox', { name: /Designation/ }), 'Flash');
    fireEvent.change(within(modal).getByLabelText(/Date debut/), { target: { value: '2026-04-01' } });
    fireEvent.change(within(modal).getByLabelText(/Date fin/), { target: { value: '2026-04-30' } });
    await user.type(within(modal).getByRole('textbox', { name: /Pourcentage/ }), '15');
    await user.click(await within(modal).findByRole('checkbox', { name: 'Sélectionner Robe kabyle' }));
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    await waitFor(() => expect(reloaded()).toBe(true));

    visited();
    await user.click(await screen.findByRole('button', { name: 'Bloquer « Soldes de printemps »' }));
    await user.click(within(await dialog('Bloquer Promotion')).getByRole('button', { name: 'Oui, Bloquer' }));
    expect(await screen.findByText('La promotion a été bloquer avec success.')).toBeTruthy();
    await waitFor(() => expect(reloaded()).toBe(true));
  });

  it('asks "Débloquer Promotion" for a blocked one, and shows a refusal', async () => {
    loginPartner();
    mockFetch({
      'GET /api/v1/marchand/promotions': { body: page([promotion({ valide: false, en_cours: false })]) },
      'POST /api/v1/marchand/promotionChangerEtat/7': {
        status: 409,
        body: { message: 'Impossible de débloquer cette promotion : conflit.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    await user.click(await screen.findByRole('button', { name: 'Débloquer « Soldes de printemps »' }));
    const confirm = await dialog('Débloquer Promotion');
    expect(within(confirm).getByText('Voulez-vous vraiment débloquer cette promotion ?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Oui, Débloquer' }));
    expect(await screen.findByText('Impossible de débloquer cette promotion : conflit.')).toBeTruthy();
  });

  it('unblocks with "débloquer" in the success message', async () => {
    loginPartner();
    mockFetch({
      'GET /api/v1/marchand/promotions': { body: page([promotion({ valide: false, en_cours: false })]) },
      'POST /api/v1/marchand/promotionChangerEtat/7': {
        body: { message: 'La promotion a été débloquer avec success.', data: promotion() },
      },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    await user.click(await screen.findByRole('button', { name: 'Débloquer « Soldes de printemps »' }));
    await user.click(
      within(await dialog('Débloquer Promotion')).getByRole('button', { name: 'Oui, Débloquer' }),
    );
    expect(await screen.findByText('La promotion a été débloquer avec success.')).toBeTruthy();
  });

  it('deletes after the confirmation and says so', async () => {
    loginPartner();
    const api = mockFetch({
      'GET /api/v1/marchand/promotions': { body: page([promotion()]) },
      'DELETE /api/v1/marchand/promotionDelete/7': {
        body: { message: 'La promotion a été supprimée avec success.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/promotions');
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Soldes de printemps »' }));
    const confirm = await dialog('Etes-vous sur?');
    expect(within(confirm).getByText('Vous ne pourrez pas revenir en arrière !')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Oui, supprimez-la!' }));
    const done = await dialog('Supprimé!');
    expect(within(done).getByText('La promotion a été supprimée avec success.')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/marchand/promotionDelete/7')).toHaveLength(1);
  });
});

describe('admin promotions screen', () => {
  it("uses the admin's calls: its promotions, the platform's articles, 'Supprimée!'", async () => {
    loginAdmin('tok-a');
    const api = mockFetch({
      'GET /api/v1/user/promotions': { body: page([promotion()], 1, 1, '/api/v1/user/promotions') },
      'GET /api/v1/user/articles': pickerReply('v1/user'),
      'DELETE /api/v1/user/promotionDelete/7': {
        body: { message: 'La promotion a été supprimée avec success.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/promotions');
    expect(await screen.findByRole('heading', { name: 'Promotions', level: 1 })).toBeTruthy();
    const modal = await openCreate(user);
    expect(await within(modal).findByRole('checkbox', { name: 'Sélectionner Robe kabyle' })).toBeTruthy();
    expect(api.calls('GET /api/v1/user/articles')[0].headers.Authorization).toBe('Bearer tok-a');
    await user.click(within(modal).getByRole('button', { name: 'Annuler' }));

    await user.click(await screen.findByRole('button', { name: 'Supprimer « Soldes de printemps »' }));
    await user.click(
      within(await dialog('Etes-vous sur?')).getByRole('button', { name: 'Oui, supprimez-la!' }),
    );
    expect(
      within(await dialog('Supprimée!')).getByText('La promotion a été supprimée avec success.'),
    ).toBeTruthy();
  });
});
