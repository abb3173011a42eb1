import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponModelFormModal } from '@/features/coupons/admin/components/coupon-model-form-modal';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginAdmin } from '@/test/sessions-fixtures';

const submit = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

describe('coupon model form: the domain schema before sending', () => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it.each([
    ['en', 'The duration field is required.', 'The discount must be greater than 0.'],
    ['ar', 'حقل المدة إلزامي.', 'يجب أن يكون التخفيض أكبر من 0.'],
  ] as const)('says what is wrong in %s and sends nothing', async (language, duree, remise) => {
    await setLanguage(language);
    loginAdmin();
    const api = mockFetch();
    const user = userEvent.setup();
    renderUi(<CouponModelFormModal opened onClose={vi.fn()} />);
    const [designation, , montant, discount] = screen.getAllByRole('textbox');
    await user.type(designation, 'Ramadan');
    await user.type(montant, '2000');
    await user.type(discount, '0');
    await user.click(submit());
    expect(await screen.findByText(duree)).toBeTruthy();
    expect(screen.getByText(remise)).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
