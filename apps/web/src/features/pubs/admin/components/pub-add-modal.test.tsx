import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PubAddModal } from '@/features/pubs/admin/components/pub-add-modal';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin } from '@/test/sessions-fixtures';

const submit = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

describe('ad form: the domain schema before sending', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it.each([
    ['en', 'The category field is required.', 'The picture field is required.'],
    ['ar', 'حقل الصنف إلزامي.', 'حقل الصورة إلزامي.'],
  ] as const)(
    'asks a categorie ad for its category and picture in %s, sending nothing',
    async (language, categorie, image) => {
      await setLanguage(language);
      loginAdmin();
      const api = mockFetch({ 'GET /api/v1/user/categoriesWithoutPagination': { body: { data: [] } } });
      const user = userEvent.setup();
      renderUi(<PubAddModal opened defaultType="categorie" onClose={vi.fn()} />);
      await user.click(submit());
      expect(await screen.findByText(categorie)).toBeTruthy();
      expect(screen.getByText(image)).toBeTruthy();
      expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    },
  );
});
