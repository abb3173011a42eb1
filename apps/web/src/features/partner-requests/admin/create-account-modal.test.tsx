import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePartnerRequest } from '@/features/clients/admin/admin-people.fixtures';
import { CreateAccountModal } from '@/features/partner-requests/admin/create-account-modal';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin } from '@/test/sessions-fixtures';

const submit = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

function open(request = makePartnerRequest(3)) {
  loginAdmin();
  const api = mockFetch();
  const user = userEvent.setup();
  renderUi(<CreateAccountModal request={request} onClose={vi.fn()} />);
  return { api, user };
}

describe('partner account creation: the domain schema (createCompte) before sending', () => {
  it.each([
    ['en', 'The password confirmation does not match the password.'],
    ['ar', 'كلمة المرور التأكيدية لا تطابق كلمة المرور.'],
  ] as const)('says a mismatched pair in %s and sends nothing', async (language, message) => {
    const { api, user } = open();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Partenaire-Oran-2026');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Partenaire-Oran-2027');
    await act(() => setLanguage(language));
    await user.click(submit());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await act(() => setLanguage('fr'));
  });

  it("checks the request's own fields too, under the read-only field", async () => {
    const { api, user } = open(makePartnerRequest(4, { telephone: '12' }));
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Partenaire-Oran-2026');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Partenaire-Oran-2026');
    await act(() => setLanguage('en'));
    await user.click(submit());
    expect(
      await screen.findByText('The phone field must be a valid Algerian phone number (e.g. 0550 12 34 56).'),
    ).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await act(() => setLanguage('fr'));
  });
});
