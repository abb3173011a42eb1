import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FounderFormModal } from '@/features/founders/components/founder-form-modal';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin } from '@/test/sessions-fixtures';

const submit = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

describe('founder form: the domain schema before sending', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it.each([
    ['en', 'The photo field is required.', 'The email field must be a valid email address.'],
    ['ar', 'حقل الصورة إلزامي.', 'يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صالحًا.'],
  ] as const)('says what is wrong in %s and sends nothing', async (language, photo, email) => {
    await setLanguage(language);
    loginAdmin();
    const api = mockFetch();
    const user = userEvent.setup();
    renderUi(<FounderFormModal opened fondateur={null} onClose={vi.fn()} />);
    const [nom, prenom, mail] = screen.getAllByRole('textbox');
    await user.type(nom, 'Haddad');
    await user.type(prenom, 'Yasmine');
    await user.type(mail, 'yasmine');
    await user.click(submit());
    expect(await screen.findByText(photo)).toBeTruthy();
    expect(screen.getByText(email)).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
