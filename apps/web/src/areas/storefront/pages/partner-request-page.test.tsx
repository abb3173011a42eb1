import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const field = (name: RegExp) =>
  screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

async function fill(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Nom( \*)?$/ }), 'Haddad');
  await user.type(field(/^Prénom/), 'Karim');
  await user.type(field(/^Téléphone/), '0661789012');
  await user.type(field(/^Email/), 'karim@magasin.dz');
  await user.type(field(/^Nom du magasin/), 'Oran Mode');
  await user.type(field(/^Adresse du magasin/), '45 boulevard de la Soummam');
  await user.click(screen.getByRole('combobox', { name: /^Wilaya du magasin/ }));
  await user.click(await screen.findByRole('option', { name: '31 - Oran' }));
  await user.type(field(/^Description/), 'Prêt-à-porter femme et homme.');
}

describe('partner request page', () => {
  it('shows field errors from the server, then "Demande envoyée avec success" and a cleared form', async () => {
    let attempt = 0;
    const errors = {
      email: ["L'email a déjà été pris."],
      designation_magasin: ['Le champ nom du magasin est déjà utilisé.'],
      wilaya_magasin: ['La wilaya sélectionnée est invalide.'],
      adresse_magasin: ['Le champ adresse magasin ne doit pas dépasser 255 caractères.'],
    };
    // As the API sends them (decision 0041): a code where the sentence has one, null where a service
    // wrote its own sentence.
    const codes = {
      email: [null],
      designation_magasin: [null],
      wilaya_magasin: [null],
      adresse_magasin: [{ code: 'max_length', params: { attribute: 'adresse_magasin', max: 255 } }],
    };
    const api = mockFetch({
      'POST /api/v1/demandeCompte': () =>
        ++attempt === 1
          ? { status: 422, body: { message: 'Données invalides.', errors, codes } }
          : { status: 201, body: { message: 'Demande envoyée avec success' } },
    });
    const user = userEvent.setup();
    renderApp('/demandePartenaire');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    for (const message of [
      "L'email a déjà été pris.",
      'Le champ nom du magasin est déjà utilisé.',
      'La wilaya sélectionnée est invalide.',
      // The API's attribute name becomes the field's visible label.
      'Le champ « Adresse du magasin » ne doit pas dépasser 255 caractères.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(/adresse magasin/)).toBeNull();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Demande envoyée avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/demandeCompte')[1].body).toEqual({
      nom: 'Haddad',
      prenom: 'Karim',
      telephone: '0661789012',
      email: 'karim@magasin.dz',
      designation_magasin: 'Oran Mode',
      adresse_magasin: '45 boulevard de la Soummam',
      wilaya_magasin: '31 - Oran',
      description: 'Prêt-à-porter femme et homme.',
    });
    expect(field(/^Nom du magasin/).value).toBe('');
    expect(field(/^Description/).value).toBe('');
    expect((screen.getByRole('combobox', { name: /^Wilaya du magasin/ }) as HTMLInputElement).value).toBe('');
  });

  it('asks for a wilaya among the 58 before sending', async () => {
    const api = mockFetch();
    const user = userEvent.setup();
    renderApp('/demandePartenaire');
    await screen.findByRole('textbox', { name: /^Nom( \*)?$/ });
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    // The field's visible label, never the API's attribute name ('wilaya magasin').
    expect(await screen.findByText('Le champ « Wilaya du magasin » est obligatoire.')).toBeTruthy();
    expect(screen.queryByText(/wilaya magasin/)).toBeNull();
    expect(api.calls('POST /api/v1/demandeCompte')).toHaveLength(0);
  });
});
