import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { alertDialog } from '@/features/backoffice/feedback';
import { loadScreenStrings } from '@/lib/i18n';
import { confirmAction } from '@/ui/confirm-action';

function DeleteButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => confirmAction(t, { onConfirm })}>
      Supprimer
    </button>
  );
}

describe('dialogs fetched with the first one (ModalsHost)', () => {
  // The dialogs are asked for from screens past the first view (the basket, the account, the
  // back-office), whose routes load those screens' strings before they render: so does this file,
  // which has no route above it (alone in its worker, nothing else has loaded them).
  beforeAll(() => loadScreenStrings());

  it('opens the first confirmation once its code has come, and the next ones at once', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <Providers env="test">
        <DeleteButton onConfirm={onConfirm} />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const first = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
    expect(within(first).getByText('Vous ne pourrez pas revenir en arrière !')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Oui, supprimez-le!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const second = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
    await user.click(within(second).getByRole('button', { name: 'Annuler' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('opens an alert asked for by code (no click) the same way', async () => {
    render(
      <Providers env="test">
        <p>Page</p>
      </Providers>,
    );
    alertDialog('Oops...', 'Ce stock existe déjà!');
    const alert = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(within(alert).getByText('Ce stock existe déjà!')).toBeTruthy();
  });
});
