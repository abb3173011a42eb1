import { QRCodeDecoderErrorCorrectionLevel, QRCodeEncoder } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { decodeQr, type GreyImage, shrink, toGrey } from '@/features/scan/qr-decode';

/** Order tokens as the server makes them: 64 hexadecimal characters (256 random bits), here reproducible. */
function tokens(count: number): string[] {
  let seed = 20_261_122;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 64 }, () => (next() % 16).toString(16)).join(''),
  );
}

/**
 * The order's QR code as the detail shows it and a client saves it: 256 px wide with a 2-module
 * margin, so modules are 6 or 7 px wide (the scale is not a whole number).
 */
function picture(text: string, width = 256, margin = 2): GreyImage {
  const matrix = QRCodeEncoder.encode(text, QRCodeDecoderErrorCorrectionLevel.M).getMatrix();
  const modules = matrix.getWidth();
  const scale = width / (modules + 2 * margin);
  const data = new Uint8ClampedArray(width * width).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      if (mx >= 0 && my >= 0 && mx < modules && my < modules && matrix.get(mx, my) === 1) {
        data[y * width + x] = 0;
      }
    }
  }
  return { data, width, height: width };
}

describe('decodeQr', () => {
  it('reads every order code from its saved picture (zxing alone misses about one in four)', () => {
    const sample = tokens(40);
    const read = sample.filter((token) => decodeQr(picture(token), { still: true }) === token);
    expect(read).toEqual(sample);
  });

  it('reads codes drawn at other sizes', () => {
    for (const [index, token] of tokens(12).entries()) {
      const width = 180 + index * 37;
      expect(decodeQr(picture(token, width, 4), { still: true }), `${width} px`).toBe(token);
    }
  });

  it('finds nothing in a blank picture', () => {
    const blank = { data: new Uint8ClampedArray(200 * 200).fill(255), width: 200, height: 200 };
    expect(decodeQr(blank, { still: true })).toBeNull();
    expect(decodeQr(blank, { still: false })).toBeNull();
  });
});

describe('picture helpers', () => {
  it('turns RGBA into grey levels, a transparent pixel being white paper', () => {
    const rgba = [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 0, 255, 0, 0, 255];
    expect([...toGrey({ data: rgba, width: 4, height: 1 }).data]).toEqual([0, 255, 255, 76]);
  });

  it('shrinks by averaging the area each pixel covers', () => {
    const image = { data: new Uint8ClampedArray([0, 255, 0, 255, 255, 255, 0, 0]), width: 4, height: 2 };
    expect(shrink(image, 0.5)).toEqual({ data: new Uint8ClampedArray([191, 64]), width: 2, height: 1 });
  });
});
