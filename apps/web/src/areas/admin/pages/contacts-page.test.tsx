import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeContact } from '@/features/clients/admin/admin-people.fixtures';
import type { ContactMessage } from '@/features/contact/admin/contact-admin-types';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/contacts';
const COUNT = 'GET /api/v1/user/countContactsNonLus';
const LONG_SUBJECT = `Livraison à Oran ${'très '.repeat(40)}urgente`;

/** A tiny server: contactShow marks read, contactDelete removes; list and count follow. */
function server(initial: ContactMessage[]) {
  let contacts = [...initial];
  return {
    [LIST]: () => ({ body: envelope(contacts, null, '/api/v1/user/contacts') }),
    [COUNT]: () => ({ body: { data: contacts.filter((c) => !c.vu).length } }),
    'GET /api/v1/user/contactShow/1': () => {
      contacts = contacts.map((c) => (c.id === 1 ? { ...c, vu: true } : c));
      return { body: { data: contacts.find((c) => c.id === 1) } };
    },
    'DELETE /api/v1/user/contactDelete/2': () => {
      contacts = contacts.filter((c) => c.id !== 2);
      return { body: { message: 'Suppression avec success' } };
    },
  };
}

const AMINA = makeContact(1, {
  nom: 'Benali',
  prenom: 'Amina',
  email: 'amina@exemple.dz',
  sujet: LONG_SUBJECT,
  msg: 'Bonjour,\nlivrez-vous à Oran ?',
});
const KARIM = makeContact(2, { nom: 'Haddad', prenom: 'Karim' });
const LU = makeContact(3, { nom: 'Saidi', prenom: 'Nadia', vu: true });

async function openPage() {
  loginAdmin();
  const api = mockFetch(server([AMINA, KARIM, LU]));
  renderApp('/admin/conatcts');
  const table = await screen.findByRole('table', { name: 'Messages de contact' });
  return { api, table, user: userEvent.setup() };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name)) as HTMLElement;
const badge = () => screen.queryByLabelText(/message\(s\) non lu\(s\)/);

describe('admin contacts page', () => {
  it('sets unread messages apart, cuts the subject at 150 characters, and badges the sidebar with the unread count', async () => {
    const { table } = await openPage();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nom / Prénom', 'Email / Téléphone', 'sujet', 'Envoyer le', 'Action']);
    const amina = rowOf(table, 'Benali');
    expect(amina.getAttribute('data-unread')).toBe('true');
    expect(within(amina).getByText('Non lu')).toBeTruthy();
    expect(rowOf(table, 'Saidi').getAttribute('data-unread')).toBeNull();
    expect(within(rowOf(table, 'Saidi')).queryByText('Non lu')).toBeNull();
    const subject = within(amina).getByText(/^Livraison à Oran/).textContent ?? '';
    expect(subject).toBe(`${Array.from(LONG_SUBJECT).slice(0, 150).join('')}…`);

    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    expect(badge()?.getAttribute('aria-label')).toBe('2 message(s) non lu(s)');
  });

  it("'Lire message' shows the message, marks it read, reloads the list and the badge goes down", async () => {
    const { api, table, user } = await openPage();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    await user.click(
      within(rowOf(table, 'Benali')).getByRole('button', { name: 'Actions sur le message de Benali Amina' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Lire message' }));
    const modal = await screen.findByRole('dialog', { name: 'Message' });
    expect(within(modal).getByText('Benali Amina')).toBeTruthy();
    expect(within(modal).getByText('amina@exemple.dz')).toBeTruthy();
    expect(within(modal).getByText(LONG_SUBJECT)).toBeTruthy();
    expect(within(modal).getByText(/livrez-vous à Oran/)).toBeTruthy();

    await waitFor(() => expect(api.calls('GET /api/v1/user/contactShow/1')).toHaveLength(1));
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
    await waitFor(() => expect(rowOf(table, 'Benali').getAttribute('data-unread')).toBeNull());
    expect(api.calls(LIST).length).toBeGreaterThan(1);
  });

  it("is read with the keyboard alone, and closing the message gives the focus back to the row's button", async () => {
    const { table, user } = await openPage();
    const actions = within(rowOf(table, 'Benali')).getByRole('button', {
      name: 'Actions sur le message de Benali Amina',
    });
    actions.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Lire message' }));
    await user.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Message' });
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message' })).toBeNull());
    // The menu item that opened it is gone: the focus returns to the menu's button, not to the page's start.
    await waitFor(() => expect(document.activeElement).toBe(actions));
  });

  it("deletes after the documented confirmation: 'Suppression avec success', page and badge reloaded", async () => {
    const { api, table, user } = await openPage();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    await user.click(
      within(rowOf(table, 'Haddad')).getByRole('button', { name: 'Actions sur le message de Haddad Karim' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer message' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer message' });
    expect(
      within(confirm).getByText('Voulez-vous vraiment supprimer ce contact "Haddad Karim" ?'),
    ).toBeTruthy();
    expect(api.calls('DELETE /api/v1/user/contactDelete/2')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Oui, Supprimer' }));
    expect(await screen.findByText('Suppression avec success')).toBeTruthy();
    expect(api.calls('DELETE /api/v1/user/contactDelete/2')).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText('Haddad')).toBeNull());
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
  });
});
