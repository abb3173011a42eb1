import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanModal } from '@/features/scan/components/scan-modal';
import { CAMERA_CONSTRAINTS } from '@/features/scan/qr-camera';
import { mockFetch } from '@/test/fetch-mock';
import { renderUi } from '@/test/render-ui';
import { loginClient } from '@/test/sessions-fixtures';

const stop = vi.fn();
const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
const detect = vi.fn(async () => [{ rawValue: 'qr-token-abc' }]);

function setSecureContext(value: boolean) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value });
}

/** A browser with a camera and BarcodeDetector (Chrome on Android, for instance). */
function withCamera() {
  setSecureContext(true);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      detect = detect;
    },
  );
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

function open(orderId: number | null = null) {
  loginClient();
  const onClose = vi.fn();
  renderUi(<ScanModal opened onClose={onClose} orderId={orderId} />);
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => {
  stop.mockClear();
  getUserMedia.mockClear();
  detect.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'isSecureContext');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'readyState');
});

describe('scan modal', () => {
  it('says HTTPS is required outside a secure context, with Lancer Scan', async () => {
    mockFetch();
    setSecureContext(false);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Scan' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La caméra n’est disponible que sur une connexion sécurisée (HTTPS).',
    );
    expect(within(dialog).getByRole('button', { name: 'Lancer Scan' })).toBeTruthy();
  });

  it('says the browser has no camera stream support', async () => {
    mockFetch();
    setSecureContext(true);
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre navigateur ne permet pas d’accéder à la caméra.',
    );
  });

  it('falls back to the zxing reader where BarcodeDetector is missing: the camera still starts', async () => {
    mockFetch();
    setSecureContext(true);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    expect('BarcodeDetector' in globalThis).toBe(false);
    open();
    expect((await screen.findByRole('alert')).textContent).toMatch(/L’accès à la caméra a été refusé/);
    expect(getUserMedia).toHaveBeenCalled();
  });

  it('says a refused camera permission', async () => {
    mockFetch();
    withCamera();
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    open();
    expect((await screen.findByRole('alert')).textContent).toMatch(/L’accès à la caméra a été refusé/);
  });

  it('shows the server message in red with Lancer Scan, stops the camera, and retries to success', async () => {
    let attempt = 0;
    const api = mockFetch({
      'POST /api/v1/client/commandeScanne/55': () =>
        ++attempt === 1
          ? { status: 422, body: { message: 'Code QR invalide pour cette commande.' } }
          : { body: { message: 'Scan avec success' } },
    });
    withCamera();
    const { user, onClose } = open(55);
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toBe('Code QR invalide pour cette commande.');
    expect(alert.getAttribute('style') ?? '').toMatch(/red/);
    expect(stop).toHaveBeenCalled();
    expect(api.calls('POST /api/v1/client/commandeScanne/55')[0].body).toEqual({ code: 'qr-token-abc' });

    await user.click(screen.getByRole('button', { name: 'Lancer Scan' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Scan avec success', {}, { timeout: 4000 })).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('from the floating button, sends the decoded text itself so the server finds the order', async () => {
    const api = mockFetch({
      'POST /api/v1/client/commandeScanne/qr-token-abc': { body: { message: 'Scan avec success' } },
    });
    withCamera();
    const { onClose } = open(null);
    expect(await screen.findByText('Scan avec success', {}, { timeout: 4000 })).toBeTruthy();
    expect(api.calls('POST /api/v1/client/commandeScanne/qr-token-abc')[0].body).toEqual({
      code: 'qr-token-abc',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a picked file that is not an image', async () => {
    mockFetch();
    withCamera();
    detect.mockResolvedValue([]);
    open(55);
    await screen.findByRole('dialog', { name: 'Scan' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The picker's input is hidden (the visible button opens it): the change is what matters.
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette image ne peut pas être décodée : choisissez une image contenant un QR code.',
    );
  });
});
