import { createZxingDetector } from './zxing-detector';

/**
 * Camera and QR decoding for the scan modal: the browser's `BarcodeDetector` where it exists
 * (Chrome / Edge on Android, macOS, ChromeOS…), else the zxing library (see zxing-detector.ts).
 */

/** Camera: ideal 640x480, at least 360x240, at most 1920x1080; the back camera on phones. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: 'environment',
    width: { min: 360, ideal: 640, max: 1920 },
    height: { min: 240, ideal: 480, max: 1080 },
  },
};

/** Without a tracking overlay, one decoding attempt every 500 ms. */
export const SCAN_INTERVAL_MS = 500;

export type ScanProblem = 'insecure' | 'noStream' | 'noDecoder' | 'denied' | 'cameraError' | 'undecodable';

interface DetectedCode {
  rawValue: string;
}

export interface QrDetector {
  detect(source: ImageBitmapSource): Promise<DetectedCode[]>;
}

type DetectorConstructor = new (options?: { formats?: string[] }) => QrDetector;

export function createQrDetector(): QrDetector | null {
  const Detector = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (typeof Detector !== 'function') return createZxingDetector();
  try {
    return new Detector({ formats: ['qr_code'] });
  } catch {
    return createZxingDetector();
  }
}

/** Why the camera cannot even be asked for, or null when it can. */
export function cameraProblem(): ScanProblem | null {
  // Browsers expose no camera outside HTTPS (or localhost): say that rather than "unsupported".
  if (typeof window !== 'undefined' && window.isSecureContext === false) return 'insecure';
  if (typeof navigator === 'undefined' || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
    return 'noStream';
  }
  return null;
}

/** getUserMedia's refusals, sorted into what the client can act on. */
export function cameraFailure(error: unknown): ScanProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  return 'cameraError';
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

async function firstCode(detector: QrDetector, source: ImageBitmapSource): Promise<string | null> {
  const codes = await detector.detect(source);
  const text = codes.find((c) => c.rawValue)?.rawValue?.trim();
  return text || null;
}

/** A code read from a picked or dropped picture; null when it is not an image or holds no QR code. */
export async function decodeImageFile(detector: QrDetector | null, file: File): Promise<string | null> {
  if (!detector || !file.type.startsWith('image/')) return null;
  try {
    return await firstCode(detector, file);
  } catch {
    // Some engines take bitmaps only; a broken or foreign image fails here too.
    try {
      if (typeof createImageBitmap !== 'function') return null;
      return await firstCode(detector, await createImageBitmap(file));
    } catch {
      return null;
    }
  }
}

/** One attempt on the current video frame; errors (frame not ready) count as "nothing yet". */
export async function decodeVideoFrame(
  detector: QrDetector,
  video: HTMLVideoElement,
): Promise<string | null> {
  if (video.readyState < 2) return null;
  try {
    return await firstCode(detector, video);
  } catch {
    return null;
  }
}
