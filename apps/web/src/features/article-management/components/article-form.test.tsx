import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CHOICES,
  makeManagedArticle,
  storeArticle,
} from '@/features/article-management/article-management.fixtures';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function mockPartner(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({ 'GET /api/v1/marchand/categories': { body: { data: CATEGORY_CHOICES } }, ...extra });
}

async function openCreate() {
  loginPartner();
  const app = renderApp('/partenaire/articles/nouveau');
  await screen.findByRole('heading', { name: 'Nouveau Article' });
  // The category choices are loaded.
  await screen.findByRole('option', { name: 'Mode' });
  return app;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Image principale'), png('robe.png'));
  await user.type(screen.getByRole('textbox', { name: 'Désignation' }), 'Robe kabyle');
  await user.type(screen.getByRole('textbox', { name: 'Marque' }), 'Tizi Couture');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Mode');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sous-catégorie' }), 'Robes');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Brodée à la main.');
  await user.type(screen.getByRole('textbox', { name: "Désignation de l'option 1" }), 'Taille');
  await user.type(screen.getByRole('textbox', { name: 'Option 1 : sous-option 1' }), 'S');
}

describe('article form (create / update)', () => {
  it('never removes the last option nor an option’s last sub-option', async () => {
    mockPartner();
    const user = userEvent.setup();
    await openCreate();
    const removeOption = screen.getByRole('button', { name: "Supprimer l'option 1" });
    const removeSousOption = screen.getByRole('button', { name: 'Option 1 : supprimer la sous-option 1' });
    expect(removeOption).toHaveProperty('disabled', true);
    expect(removeSousOption).toHaveProperty('disabled', true);
    await user.click(removeOption);
    expect(screen.getAllByTestId('option-block')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Ajouter une option' }));
    await user.click(screen.getByRole('button', { name: "Ajouter une sous-option à l'option 1" }));
    expect(screen.getAllByTestId('option-block')).toHaveLength(2);
    expect(screen.getAllByTestId('sous-option-row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Option 1 : supprimer la sous-option 2' }));
    await user.click(screen.getByRole('button', { name: "Supprimer l'option 2" }));
    expect(screen.getAllByTestId('option-block')).toHaveLength(1);
    expect(screen.getAllByTestId('sous-option-row')).toHaveLength(1);
    expect(screen.getByRole('button', { name: "Supprimer l'option 1" })).toHaveProperty('disabled', true);
  });

  it("shows 'Champs incomplets' and sends nothing while a required field is empty", async () => {
    const api = mockPartner();
    const user = userEvent.setup();
    await openCreate();
    await user.type(screen.getByRole('textbox', { name: 'Désignation' }), 'Robe');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Champs incomplets')).toBeTruthy();
    expect(screen.getByText('Veuillez remplir tous les champs obligatoires.')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/articleAdd')).toHaveLength(0);
    // The empty fields are marked, with the server's own messages.
    expect(screen.getByRole('textbox', { name: 'Marque' }).getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: 'Option 1 : sous-option 1' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Désignation' }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });

  it.each([
    ['en', 'The marque field is required.'],
    ['ar', 'حقل marque إلزامي.'],
  ] as const)(
    'says what is missing with the domain schema in %s, sending nothing',
    async (language, message) => {
      const api = mockPartner();
      const user = userEvent.setup();
      await openCreate();
      await user.type(screen.getByRole('textbox', { name: 'Désignation' }), 'Robe');
      const validate = screen.getByRole('button', { name: 'Valider' });
      await act(() => setLanguage(language));
      await user.click(validate);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      await act(() => setLanguage('fr'));
    },
  );

  it('puts each 422 message under its own field, dotted keys included', async () => {
    const api = mockPartner({
      'POST /api/v1/marchand/articleAdd': {
        status: 422,
        body: {
          message: 'Les données fournies sont invalides.',
          errors: {
            designation: ['Le champ désignation ne doit pas dépasser 200 caractères.'],
            'options.0.sous_options.0.designation': ['Sous-option refusée.'],
            'options.0.sous_options.0.url_image': ["Le fichier n'est pas une image valide."],
            'galeries.0.url_image': ['Photo de galerie refusée.'],
            'options.0.id': ["Cette option n'appartient pas à l'article."],
          },
        },
      },
    });
    const user = userEvent.setup();
    await openCreate();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Option 1 : image de la sous-option 1'), png('s.png'));
    await user.upload(screen.getByLabelText('Ajouter des photos'), [png('g1.png')]);
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(api.calls('POST /api/v1/marchand/articleAdd')).toHaveLength(1));
    const body = api.calls('POST /api/v1/marchand/articleAdd')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      designation: 'Robe kabyle',
      marque: 'Tizi Couture',
      categorie_id: 1,
      sous_categorie_id: 100,
      description: 'Brodée à la main.',
      url_image: expect.stringMatching(/^data:image\/png;base64,/),
      options: [
        {
          designation: 'Taille',
          sous_options: [{ designation: 'S', url_image: expect.stringMatching(/^data:image\/png/) }],
        },
      ],
      galeries: [{ url_image: expect.stringMatching(/^data:image\/png/) }],
    });

    const designation = screen.getByRole('textbox', { name: 'Désignation' });
    expect(await screen.findByText('Le champ désignation ne doit pas dépasser 200 caractères.')).toBeTruthy();
    expect(designation.getAttribute('aria-invalid')).toBe('true');
    const sousOption = screen.getByRole('textbox', { name: 'Option 1 : sous-option 1' });
    expect(sousOption.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('sous-option-row')).getByText('Sous-option refusée.')).toBeTruthy();
    expect(
      within(screen.getByTestId('sous-option-row')).getByText("Le fichier n'est pas une image valide."),
    ).toBeTruthy();
    expect(within(screen.getByTestId('new-gallery')).getByText('Photo de galerie refusée.')).toBeTruthy();
    // A key without a field of its own is shown above the form.
    expect(screen.getByText("Cette option n'appartient pas à l'article.").getAttribute('role')).toBe('alert');
  });

  it("opens the new article's detail page from the reply's data.slug", async () => {
    const created = makeManagedArticle({ slug: 'robe-kabyle-2', marchand: null });
    const api = mockPartner({
      'POST /api/v1/marchand/articleAdd': {
        status: 201,
        body: { message: 'Creation avec success', data: created },
      },
      'GET /api/v1/marchand/articleShow/robe-kabyle-2': { body: { data: created } },
    });
    const user = userEvent.setup();
    const app = await openCreate();
    // The dashboard's 'Articles' counter, seen a moment ago (features/dashboard's key).
    const counter = ['partner', 'v1/marchand/countArticles', {}];
    app.queryClient.setQueryData(counter, 28);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(app.pathname()).toBe('/partenaire/articles/robe-kabyle-2'));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/articleAdd')[0].headers.Authorization).toBe(
      'Bearer partner-token',
    );
    // It counts one more article now: the dashboard reloads it rather than show 28.
    expect(app.queryClient.getQueryState(counter)?.isInvalidated).toBe(true);
  });

  it('updates an article: loads it by slug, keeps its main image and sends the option ids', async () => {
    const article = makeManagedArticle({ slug: 'robe-ete' });
    const api = mockPartner({
      'GET /api/v1/marchand/articleShow/robe-ete': { body: { data: article } },
      'POST /api/v1/marchand/articleEdit/7': {
        body: { message: 'Modification avec success', data: { ...article, slug: 'robe-ete-lin' } },
      },
      'GET /api/v1/marchand/articleShow/robe-ete-lin': {
        body: { data: { ...article, slug: 'robe-ete-lin' } },
      },
    });
    const user = userEvent.setup();
    loginPartner();
    const app = renderApp('/partenaire/articles/update/robe-ete');
    const designation = await screen.findByRole('textbox', { name: 'Désignation' });
    expect((designation as HTMLInputElement).value).toBe('Robe d’été en lin');
    await screen.findByRole('option', { name: 'Robes' });
    await user.clear(designation);
    await user.type(designation, 'Robe en lin');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(app.pathname()).toBe('/partenaire/articles/robe-ete-lin'));
    const body = api.calls('POST /api/v1/marchand/articleEdit/7')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('url_image');
    expect(body).toMatchObject({
      designation: 'Robe en lin',
      categorie_id: 1,
      sous_categorie_id: 100,
      options: [{ id: 10 }, { id: 11 }],
      galeries: [],
    });
    expect(await screen.findByText('Modification avec success')).toBeTruthy();
  });

  it("does not offer a store's article to the administrator's update form", async () => {
    mockFetch({ 'GET /api/v1/user/articleShow/robe-ete': { body: { data: storeArticle() } } });
    loginAdmin();
    renderApp('/admin/articles/update/robe-ete');
    expect(
      await screen.findByText('Les articles des marchands ne sont modifiables que par leur marchand.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Désignation' })).toBeNull();
    expect(screen.getByRole('link', { name: "Voir l'article" }).getAttribute('href')).toBe(
      '/admin/articles/robe-ete',
    );
  });
});
