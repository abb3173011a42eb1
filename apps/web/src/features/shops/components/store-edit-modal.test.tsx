import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StoreEditModal } from '@/features/shops/components/store-edit-modal';
import { SHOP } from '@/features/shops/store-profile.fixtures';
import { setLanguage } from '@/lib/i18n';
import { getSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function open(kind: 'admin' | 'partner', replies: Parameters<typeof mockFetch>[0] = {}) {
  if (kind === 'admin') loginAdmin();
  else loginPartner();
  const api = mockFetch(replies);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderUi(<StoreEditModal kind={kind} shop={SHOP} opened onClose={onClose} onSaved={onSaved} />);
  const modal = screen.getByRole('dialog', { name: 'Modifier Profil' });
  return { api, user, modal, onClose, onSaved };
}

const saved = { body: { message: 'Modification avec success', data: SHOP } };

describe('StoreEditModal', () => {
  it('starts from the store, offers the 58 wilayas and both genres', () => {
    const { modal } = open('partner');
    expect((within(modal).getByLabelText(/^Designation/) as HTMLInputElement).value).toBe('Atelier Yasmine');
    expect((within(modal).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('yasmine@boutique.dz');
    const wilaya = within(modal).getByLabelText(/^Wilaya/) as HTMLSelectElement;
    expect(wilaya.value).toBe('25 - Constantine');
    const options = [...wilaya.options].map((o) => o.value).filter(Boolean);
    expect(options).toHaveLength(58);
    expect(options[0]).toBe('01 - Adrar');
    expect(options[57]).toMatch(/^58 - /);
    expect((within(modal).getByRole('radio', { name: 'Femme' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a confirmation that differs from the password, and sends nothing', async () => {
    const { api, user, modal } = open('partner', { 'POST /api/v1/marchand/profilEdit': saved });
    await user.type(within(modal).getByLabelText('Mot de passe'), 'Figuier-Tlemcen-2026');
    await user.type(within(modal).getByLabelText('Confirmation du mot de passe'), 'Autre');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(modal).findByText('Le mot de passe de confirmation ne correspond pas au mot de passe.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/profilEdit')).toHaveLength(0);
  });

  it.each([
    ['en', 'The password confirmation does not match the password.', 'The current password is required.'],
    ['ar', 'كلمة المرور التأكيدية لا تطابق كلمة المرور.', 'كلمة المرور الحالية إلزامية.'],
  ] as const)(
    'says it with the domain schema in %s, sending nothing',
    async (language, mismatch, current) => {
      const { api, user, modal } = open('partner', { 'POST /api/v1/marchand/profilEdit': saved });
      await user.type(within(modal).getByLabelText('Mot de passe'), 'Figuier-Tlemcen-2026');
      await user.type(within(modal).getByLabelText('Confirmation du mot de passe'), 'Autre');
      const save = within(modal).getByRole('button', { name: 'Enregistrer' });
      await act(() => setLanguage(language));
      await user.click(save);
      expect(await within(modal).findByText(mismatch)).toBeTruthy();
      expect(within(modal).getByText(current)).toBeTruthy();
      expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      await act(() => setLanguage('fr'));
    },
  );

  it("asks the partner's current password with a new one: nothing is sent without it", async () => {
    const { api, user, modal, onSaved } = open('partner', { 'POST /api/v1/marchand/profilEdit': saved });
    expect(within(modal).queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    await user.type(within(modal).getByLabelText('Mot de passe'), 'Figuier-Tlemcen-2026');
    await user.type(within(modal).getByLabelText('Confirmation du mot de passe'), 'Figuier-Tlemcen-2026');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText('Le mot de passe actuel est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/marchand/profilEdit')).toHaveLength(0);
    await user.type(within(modal).getByLabelText(/^Mot de passe actuel/), 'Partenaire123!');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls('POST /api/v1/marchand/profilEdit')[0].body).toMatchObject({
      password: 'Figuier-Tlemcen-2026',
      password_confirmation: 'Figuier-Tlemcen-2026',
      current_password: 'Partenaire123!',
    });
  }, 60_000);

  it('sends no photo unless one was picked, and the password only when typed (partner)', async () => {
    const { api, user, modal, onSaved, onClose } = open('partner', {
      'POST /api/v1/marchand/profilEdit': saved,
    });
    const designation = within(modal).getByLabelText(/^Designation/);
    await user.clear(designation);
    await user.type(designation, 'Atelier Yasmine & Fils');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const [call] = api.calls('POST /api/v1/marchand/profilEdit');
    expect(call.body).toEqual({
      nom: 'Bensalem',
      prenom: 'Yasmine',
      email: 'yasmine@boutique.dz',
      telephone: '0770112233',
      genre: 'femme',
      designation_magasin: 'Atelier Yasmine & Fils',
      adresse_magasin: '5 rue Larbi Ben Mhidi',
      wilaya_magasin: '25 - Constantine',
      description: 'Bijoux berbères en argent.',
      facebook: 'https://facebook.com/atelier.yasmine',
      instagram: '',
      linkedin: '',
      twitter: '',
      registre_commerce: '',
      nif: '',
    });
    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    // The top bar reads the stored partner: it follows the saved profile.
    expect(getSession('partner')?.marchand.designation_magasin).toBe('Atelier Yasmine');
  });

  it('sends only the photo that changed, as a data URL, to marchandEdit/{id} (admin)', async () => {
    const { api, user, modal } = open('admin', { 'POST /api/v1/user/marchandEdit/7': saved });
    // Mantine's FileInput is a button over a hidden file input, named after the field.
    const input = modal.querySelector('input[type="file"][name="url_photo_magasin"]') as HTMLInputElement;
    await user.upload(input, png('vitrine.png'));
    await waitFor(() => expect(within(modal).getByText('vitrine.png')).toBeTruthy());
    await user.type(within(modal).getByLabelText('Mot de passe'), 'ChoisiParAdmin1');
    await user.type(within(modal).getByLabelText('Confirmation du mot de passe'), 'ChoisiParAdmin1');
    // An administrator sets a store's password without knowing the old one.
    expect(within(modal).queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('POST /api/v1/user/marchandEdit/7')).toHaveLength(1));
    const body = api.calls('POST /api/v1/user/marchandEdit/7')[0].body as Record<string, unknown>;
    expect(body.url_photo_magasin).toMatch(/^data:image\/png;base64,/);
    expect(body).not.toHaveProperty('url_photo');
    expect(body).toMatchObject({ password: 'ChoisiParAdmin1', password_confirmation: 'ChoisiParAdmin1' });
    expect(api.calls('POST /api/v1/marchand/profilEdit')).toHaveLength(0);
  });

  it('shows each server message under its field', async () => {
    const { user, modal, onClose } = open('admin', {
      'POST /api/v1/user/marchandEdit/7': {
        status: 422,
        body: {
          message: 'Cette adresse email est déjà utilisée. (et 1 erreur en plus)',
          errors: {
            email: ['Cette adresse email est déjà utilisée.'],
            url_photo: ['Le champ image doit être une image valide (JPEG, PNG, WebP ou GIF).'],
          },
        },
      },
    });
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    const email = within(modal).getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(modal).getByText('Cette adresse email est déjà utilisée.')).toBeTruthy();
    expect(
      within(modal).getByText('Le champ image doit être une image valide (JPEG, PNG, WebP ou GIF).'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
