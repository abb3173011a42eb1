import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationForm } from '@/features/about/admin/components/configuration-form';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin } from '@/test/sessions-fixtures';

const ABOUT = {
  url_logo: null,
  email: '',
  telephone: '0550123456',
  adresse: 'Alger',
  latitude: null,
  longitude: null,
  description: 'Souk',
  condition: null,
  politique: null,
  facebook: null,
  twitter: null,
  linkedin: null,
  instagram: 'instagram',
};

const submit = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

describe('configuration form: the domain schema before sending', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it.each([
    ['en', 'The email field is required.', 'The instagram field must be a valid URL.'],
    ['ar', 'حقل البريد الإلكتروني إلزامي.', 'يجب أن يكون حقل instagram رابطًا صالحًا.'],
  ] as const)('says what is wrong in %s and sends nothing', async (language, email, url) => {
    await setLanguage(language);
    loginAdmin();
    const api = mockFetch();
    const user = userEvent.setup();
    renderUi(<ConfigurationForm about={ABOUT} />);
    await user.click(submit());
    expect(await screen.findByText(email)).toBeTruthy();
    expect(screen.getByText(url)).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
