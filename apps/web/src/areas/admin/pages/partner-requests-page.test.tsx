import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePartnerRequest } from '@/features/clients/admin/admin-people.fixtures';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const PENDING = 'GET /api/v1/user/demandeComptesInvalides';
const PROCESSED = 'GET /api/v1/user/demandeComptesValides';
const CREATE = 'POST /api/v1/user/createCompte';
const KARIM = makePartnerRequest(4, {
  nom: 'Haddad',
  prenom: 'Karim',
  email: 'karim@boutique.dz',
  designation_magasin: 'Électro Bab Ezzouar',
});
const DONE = makePartnerRequest(2, {
  nom: 'Bouzid',
  prenom: 'Lina',
  etat: true,
  marchand: { id: 9, slug: 'mode' },
});

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [PENDING]: { body: envelope([KARIM], null, '/api/v1/user/demandeComptesInvalides') },
    [PROCESSED]: { body: envelope([DONE], null, '/api/v1/user/demandeComptesValides') },
    ...handlers,
  });
  renderApp('/admin/partenaires');
  await screen.findByText('Haddad');
  return { api, user: userEvent.setup() };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Créer compte partenaire de Karim Haddad' }));
  return screen.findByRole('dialog', { name: 'Nouveau partenaire' });
}

describe("admin partner requests ('Demmandes Partenaires')", () => {
  it('shows the pending tab first with Actions, and loads the processed tab only when opened', async () => {
    const { api, user } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Demmandes Partenaires' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Nouvelles demandes', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nom',
      'Prénom',
      'Téléphone',
      'Email',
      'Actions',
    ]);
    expect(api.calls(PROCESSED)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Demandes traitées' }));
    expect(await screen.findByText('Bouzid')).toBeTruthy();
    expect(api.calls(PROCESSED)).toHaveLength(1);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nom',
      'Prénom',
      'Téléphone',
      'Email',
    ]);
    expect(screen.queryByRole('button', { name: /Créer le compte/ })).toBeNull();
  });

  it('shows the request read-only and checks the passwords before sending anything', async () => {
    const { api, user } = await openPage();
    const modal = await openModal(user);
    for (const [label, value] of [
      ['Nom', 'Haddad'],
      ['Prénom', 'Karim'],
      ['Email', 'karim@boutique.dz'],
      ['Désignation du magasin', 'Électro Bab Ezzouar'],
      ['Wilaya du magasin', '16 - Alger'],
    ]) {
      const input = within(modal).getByLabelText(label) as HTMLInputElement;
      expect(input.value).toBe(value);
      expect(input.readOnly).toBe(true);
    }
    await user.type(within(modal).getByLabelText(/^Mot de passe/), 'Partenaire2025!');
    await user.type(within(modal).getByLabelText(/^Confirmation du mot de passe/), 'Autre123!');
    await user.click(within(modal).getByRole('button', { name: 'Créer compte' }));
    expect(
      await within(modal).findByText('Le mot de passe de confirmation ne correspond pas au mot de passe.'),
    ).toBeTruthy();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('shows each 422 message under its field, and a refused request above the form', async () => {
    let attempt = 0;
    const { api, user } = await openPage({
      [CREATE]: () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'Un compte partenaire existe déjà avec cet email.',
                errors: { email: ['Un compte partenaire existe déjà avec cet email.'] },
              },
            }
          : {
              status: 422,
              body: {
                message: 'Cette demande a déjà été traitée : le compte partenaire existe déjà.',
                errors: { id: ['Cette demande a déjà été traitée : le compte partenaire existe déjà.'] },
              },
            },
    });
    const modal = await openModal(user);
    await user.type(within(modal).getByLabelText(/^Mot de passe/), 'Partenaire2025!');
    await user.type(within(modal).getByLabelText(/^Confirmation du mot de passe/), 'Partenaire2025!');
    await user.click(within(modal).getByRole('button', { name: 'Créer compte' }));
    const email = within(modal).getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(modal).getByText('Un compte partenaire existe déjà avec cet email.')).toBeTruthy();
    expect(api.calls(CREATE)[0].body).toEqual({
      id: 4,
      nom: 'Haddad',
      prenom: 'Karim',
      email: 'karim@boutique.dz',
      telephone: KARIM.telephone,
      designation_magasin: 'Électro Bab Ezzouar',
      wilaya_magasin: '16 - Alger',
      adresse_magasin: KARIM.adresse_magasin,
      description: KARIM.description,
      password: 'Partenaire2025!',
      password_confirmation: 'Partenaire2025!',
    });

    await user.click(within(modal).getByRole('button', { name: 'Créer compte' }));
    expect(await within(modal).findByRole('alert')).toHaveProperty(
      'textContent',
      'Cette demande a déjà été traitée : le compte partenaire existe déjà.',
    );
  });

  it("creates the account: 'Creation avec success', modal closed, pending list reloaded", async () => {
    const { api, user } = await openPage({
      [CREATE]: {
        status: 201,
        body: {
          message: 'Creation avec success',
          data: { marchand: { id: 9, slug: 'x' }, demande: { id: 4 } },
        },
      },
    });
    const modal = await openModal(user);
    await user.type(within(modal).getByLabelText(/^Mot de passe/), 'Partenaire2025!');
    await user.type(within(modal).getByLabelText(/^Confirmation du mot de passe/), 'Partenaire2025!');
    await user.click(within(modal).getByRole('button', { name: 'Créer compte' }));
    expect(await screen.findByText('Creation avec success')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau partenaire' })).toBeNull());
    await waitFor(() => expect(api.calls(PENDING).length).toBeGreaterThan(1));
  });
});
