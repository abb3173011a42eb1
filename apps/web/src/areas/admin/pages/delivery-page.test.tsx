import { WILAYAS } from '@souk/domain/wilayas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeeGrid } from '@/features/delivery/delivery-types';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const GRID_ROUTE = 'GET /api/v1/user/fraisLivraison';
const ORAN = { id: 7, slug: 'oran-mode', designation_magasin: 'Oran Mode', wilaya_magasin: '31 - Oran' };

/** The platform's grid: Alger and Oran priced, the other wilayas not yet. */
function grid(marchand: typeof ORAN | null = null): FeeGrid {
  const platform: Record<number, { domicile: number; stop_desk: number }> = {
    16: { domicile: 400, stop_desk: 250 },
    31: { domicile: 700, stop_desk: 500 },
  };
  const own: Record<number, { domicile: number; stop_desk: number }> = marchand
    ? { 31: { domicile: 400, stop_desk: 250 } }
    : platform;
  return {
    config: {
      livraison_gratuite_seuil: 10000,
      livraison_wilaya_origine: 16,
      livraison_wilaya_origine_label: '16 - Alger',
    },
    marchand,
    lignes: WILAYAS.map((w) => {
      const code = Number(w.code);
      return {
        wilaya_code: code,
        wilaya: w.label,
        domicile: own[code]?.domicile ?? null,
        stop_desk: own[code]?.stop_desk ?? null,
        plateforme: platform[code] ?? null,
      };
    }),
    marchands: [{ ...ORAN, nbr_tarifs: 1 }],
  };
}

const gridReply = (request: RecordedRequest) => ({
  body: { data: request.url.includes('marchand_id=7') ? grid(ORAN) : grid() },
});

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({ [GRID_ROUTE]: gridReply, ...handlers });
  renderApp('/admin/livraison');
  await screen.findByRole('table', { name: 'Frais de livraison par wilaya' });
  return { api, user: userEvent.setup() };
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('admin delivery page (Livraison)', () => {
  it('lists every wilaya with its two fees and saves only the changed rows', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/fraisLivraisonEdit': {
        body: { message: 'Modification avec success', data: grid() },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Livraison' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Frais de livraison par wilaya' });
    expect(within(table).getAllByRole('row')).toHaveLength(WILAYAS.length + 1);
    expect(cell('À domicile — 16 - Alger').value).toBe('400');
    expect(cell('Stop desk — 31 - Oran').value).toBe('500');
    expect(cell('À domicile — 01 - Adrar').value).toBe('');

    await user.clear(cell('À domicile — 16 - Alger'));
    await user.type(cell('À domicile — 16 - Alger'), '450');
    await user.type(cell('À domicile — 09 - Blida'), '500');
    await user.type(cell('Stop desk — 09 - Blida'), '350');
    expect(screen.getByText('Wilayas modifiées : 2')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Enregistrer la grille' })[0]);

    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/fraisLivraisonEdit')[0].body).toEqual({
      lignes: [
        { wilaya_code: 9, domicile: '500', stop_desk: '350' },
        { wilaya_code: 16, domicile: '450', stop_desk: '250' },
      ],
    });
  });

  it('shows each server error under its cell', async () => {
    const { user } = await openPage({
      'POST /api/v1/user/fraisLivraisonEdit': {
        status: 422,
        body: {
          message: 'Le champ stop desk est obligatoire.',
          errors: { 'lignes.0.stop_desk': ['Le champ stop desk est obligatoire.'] },
        },
      },
    });
    await user.type(cell('À domicile — 09 - Blida'), '500');
    await user.click(screen.getAllByRole('button', { name: 'Enregistrer la grille' })[0]);
    await waitFor(() => expect(cell('Stop desk — 09 - Blida').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Le champ stop desk est obligatoire.')).toBeTruthy();
  });

  it('filters the wilayas, and says when nothing changed', async () => {
    const { api, user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Filtrer les wilayas' }), 'bejaia');
    const table = screen.getByRole('table', { name: 'Frais de livraison par wilaya' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('06 - Béjaïa')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Enregistrer la grille' })[0]);
    expect(await screen.findByText('Aucune modification à enregistrer.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/fraisLivraisonEdit')).toHaveLength(0);
  });

  it("shows a store's own grid beside the platform's; a blanked row goes back to the platform", async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/fraisLivraisonEdit': {
        body: { message: 'Modification avec success', data: grid(ORAN) },
      },
    });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Grille affichée' }),
      'Boutique : Oran Mode',
    );
    await screen.findByText(/Frais propres à Oran Mode, qui expédie depuis 31 - Oran/);
    expect(api.calls(GRID_ROUTE).at(-1)?.url).toContain('marchand_id=7');
    expect(cell('À domicile — 31 - Oran').value).toBe('400');
    // Empty cells show the platform's fee they fall back to.
    expect(cell('À domicile — 16 - Alger').placeholder).toBe('400');
    expect(screen.getByRole('columnheader', { name: 'Plateforme' })).toBeTruthy();

    await user.clear(cell('À domicile — 31 - Oran'));
    await user.clear(cell('Stop desk — 31 - Oran'));
    await user.click(screen.getAllByRole('button', { name: 'Enregistrer la grille' })[0]);
    await screen.findByText('Modification avec success');
    expect(api.calls('POST /api/v1/user/fraisLivraisonEdit')[0].body).toEqual({
      marchand_id: 7,
      lignes: [{ wilaya_code: 31, domicile: '', stop_desk: '' }],
    });
  });

  it('finds a store by name to give it its own grid', async () => {
    const { api, user } = await openPage({
      'GET /api/v1/user/marchands': {
        body: {
          data: [{ id: 7, slug: 'oran-mode', designation_magasin: 'Oran Mode', wilaya_magasin: '31 - Oran' }],
          links: {},
          meta: {},
        },
      },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une boutique' }), 'oran{Enter}');
    const found = await screen.findByRole('list', { name: 'Boutiques trouvées' });
    expect(api.calls('GET /api/v1/user/marchands')[0].url).toContain('search=oran');
    await user.click(within(found).getByRole('button', { name: /Oran Mode \(31 - Oran\)/ }));
    await screen.findByText(/Frais propres à Oran Mode/);
  });

  it('saves the free-delivery threshold and the platform origin', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/livraisonConfig': {
        body: {
          message: 'Modification avec success',
          data: {
            livraison_gratuite_seuil: null,
            livraison_wilaya_origine: 31,
            livraison_wilaya_origine_label: '31 - Oran',
          },
        },
      },
    });
    const seuil = screen.getByRole('textbox', { name: 'Livraison gratuite dès (DZD)' }) as HTMLInputElement;
    expect(seuil.value).toBe('10000');
    await user.clear(seuil);
    expect(screen.getByText('Sans seuil, chaque commande paie ses frais de livraison.')).toBeTruthy();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Wilaya d’expédition de la plateforme/ }),
      '31 - Oran',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/livraisonConfig')[0].body).toEqual({
      livraison_gratuite_seuil: '',
      livraison_wilaya_origine: 31,
    });
  });

  it('is reached from the sidebar', async () => {
    await openPage();
    const nav = screen.getByRole('navigation', { name: "Menu d'administration" });
    expect(within(nav).getByRole('link', { name: 'Livraison' }).getAttribute('aria-current')).toBe('page');
  });
});
