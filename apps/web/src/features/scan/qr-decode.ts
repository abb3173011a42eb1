import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';

/** A picture in grey levels, one byte per pixel (what the zxing reader works on). */
export interface GreyImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** RGBA pixels (a canvas's ImageData) to grey levels, with the weights zxing's own sources use. */
export function toGrey({ data, width, height }: { data: ArrayLike<number>; width: number; height: number }) {
  const grey = new Uint8ClampedArray(width * height);
  for (let p = 0; p < grey.length; p++) {
    const i = p * 4;
    // A transparent pixel is the paper behind it: white.
    grey[p] = data[i + 3] === 0 ? 255 : (data[i] * 306 + data[i + 1] * 601 + data[i + 2] * 117 + 0x200) >> 10;
  }
  return { data: grey, width, height };
}

/** The picture at `factor` (< 1) of its size, each pixel the mean of the area it covers. */
export function shrink(image: GreyImage, factor: number): GreyImage {
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / factor);
    const y1 = Math.min(image.height, Math.max(y0 + 1, Math.floor((y + 1) / factor)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x / factor);
      const x1 = Math.min(image.width, Math.max(x0 + 1, Math.floor((x + 1) / factor)));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) sum += image.data[yy * image.width + xx];
      }
      data[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return { data, width, height };
}

const PURE_BARCODE = new Map([[DecodeHintType.PURE_BARCODE, true]]);

function read(image: GreyImage, hints?: Map<DecodeHintType, unknown>): string | null {
  const source = new RGBLuminanceSource(image.data, image.width, image.height);
  try {
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    // zxing throws when it finds no readable code.
    return null;
  }
}

/**
 * The text of the QR code in a picture, or null. zxing-js misses a good share of clean codes at
 * some sizes (one order's code in five, zxing-js/library#653), so other sizes are tried too, and,
 * for a still picture, the reading of a picture that is the code alone (a saved or printed QR code).
 * A camera frame gets two tries only: the next frame comes soon.
 */
export function decodeQr(image: GreyImage, { still }: { still: boolean }): string | null {
  const sizes = still ? [1, 0.5, 0.75] : [1, 0.5];
  for (const size of sizes) {
    const text = read(size === 1 ? image : shrink(image, size));
    if (text) return text;
  }
  return still ? read(image, PURE_BARCODE) : null;
}
