import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SponsorFormModal } from '@/features/sponsors/admin/components/sponsor-form-modal';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin } from '@/test/sessions-fixtures';

const submit = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

describe('sponsor form: the domain schema before sending', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it.each([
    ['en', 'The last name field is required.', 'The logo field is required.'],
    ['ar', 'حقل اللقب إلزامي.', 'حقل الشعار إلزامي.'],
  ] as const)('says what is missing in %s and sends nothing', async (language, nom, logo) => {
    await setLanguage(language);
    loginAdmin();
    const api = mockFetch();
    const user = userEvent.setup();
    renderUi(<SponsorFormModal opened sponsor={null} onClose={vi.fn()} />);
    await user.click(submit());
    expect(await screen.findByText(nom)).toBeTruthy();
    expect(screen.getByText(logo)).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
