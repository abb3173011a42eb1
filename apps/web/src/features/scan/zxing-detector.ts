import type { QrDetector } from './qr-camera';

/**
 * A `BarcodeDetector`-shaped QR reader on @zxing/browser (pure JavaScript, nothing fetched at run
 * time), for browsers without the native detector — Chromium on Linux, Firefox, desktop Safari.
 * The library is loaded on first use, so it never weighs on pages that do not scan.
 */
export function createZxingDetector(): QrDetector {
  let reader: Promise<import('@zxing/browser').BrowserQRCodeReader> | undefined;
  const load = () => {
    reader ??= import('@zxing/browser').then((m) => new m.BrowserQRCodeReader());
    return reader;
  };

  return {
    async detect(source) {
      const qr = await load();
      const canvas = await toCanvas(source);
      if (!canvas) return [];
      try {
        return [{ rawValue: qr.decodeFromCanvas(canvas).getText() }];
      } catch {
        // zxing throws when the picture holds no readable code.
        return [];
      }
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
