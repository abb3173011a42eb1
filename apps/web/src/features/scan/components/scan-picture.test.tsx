import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanModal } from '@/features/scan/components/scan-modal';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginClient } from '@/test/sessions-fixtures';

/** A desktop browser without a camera but able to decode pictures (BarcodeDetector). */
function withoutCamera() {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      detect = async () => [{ rawValue: 'qr-token-abc' }];
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('scan modal, from a picture', () => {
  it('takes the same picture again after a refusal (the order was not in delivery yet)', async () => {
    let attempt = 0;
    const api = mockFetch({
      'POST /api/v1/client/commandeScanne/qr-token-abc': () =>
        ++attempt === 1
          ? { status: 422, body: { message: "Cette commande n'est pas en cours de livraison." } }
          : { body: { message: 'Scan avec success' } },
    });
    withoutCamera();
    loginClient();
    const onClose = vi.fn();
    renderUi(<ScanModal opened onClose={onClose} />);
    const user = userEvent.setup();
    // No camera here: its message, and the picture picker still offered.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre navigateur ne permet pas d’accéder à la caméra.',
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'qr.png', { type: 'image/png' });

    await user.upload(input, picture);
    expect(await screen.findByText("Cette commande n'est pas en cours de livraison.")).toBeTruthy();
    // The picker forgets its file, so choosing the very same one again is a new choice.
    expect(input.value).toBe('');

    await user.upload(input, picture);
    expect(await screen.findByText('Scan avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/client/commandeScanne/qr-token-abc')).toHaveLength(2);
    expect(onClose).toHaveBeenCalled();
  });
});
