import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryFormModal } from '@/features/categories/admin/components/category-form-modal';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin } from '@/test/sessions-fixtures';

const submit = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

describe('category form: the domain schema before sending', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it.each([
    ['en', 'The name field is required.', 'The picture field is required.'],
    ['ar', 'حقل التسمية إلزامي.', 'حقل الصورة إلزامي.'],
  ] as const)(
    'says what a new category needs in %s and sends nothing',
    async (language, designation, image) => {
      await setLanguage(language);
      loginAdmin();
      const api = mockFetch();
      const user = userEvent.setup();
      renderUi(<CategoryFormModal target={{ level: 'categorie', current: null }} onClose={vi.fn()} />);
      await user.click(submit());
      expect(await screen.findByText(designation)).toBeTruthy();
      expect(screen.getByText(image)).toBeTruthy();
      expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    },
  );
});
