import type { QrDetector } from './qr-camera';

/**
 * A `BarcodeDetector`-shaped QR reader on zxing (pure JavaScript, nothing fetched at run time),
 * for browsers without the native detector — Chromium on Linux, Firefox, desktop Safari. The
 * reader is loaded on first use, so it never weighs on pages that do not scan.
 */
export function createZxingDetector(): QrDetector {
  let decoder: Promise<typeof import('./qr-decode')> | undefined;
  const load = () => {
    decoder ??= import('./qr-decode');
    return decoder;
  };

  return {
    async detect(source) {
      const { decodeQr, toGrey } = await load();
      const canvas = await toCanvas(source);
      const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
      if (!pixels) return [];
      const text = decodeQr(toGrey(pixels), { still: !(source instanceof HTMLVideoElement) });
      return text ? [{ rawValue: text }] : [];
    },
  };
}

async function toCanvas(source: ImageBitmapSource): Promise<HTMLCanvasElement | null> {
  let drawable: CanvasImageSource;
  let width: number;
  let height: number;
  if (source instanceof HTMLVideoElement) {
    drawable = source;
    width = source.videoWidth;
    height = source.videoHeight;
  } else if (source instanceof Blob) {
    const bitmap = await createImageBitmap(source);
    drawable = bitmap;
    width = bitmap.width;
    height = bitmap.height;
  } else if (source instanceof ImageBitmap || source instanceof HTMLCanvasElement) {
    drawable = source;
    width = source.width;
    height = source.height;
  } else {
    return null;
  }
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(drawable, 0, 0, width, height);
  return canvas;
}
