import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST, theme } from '@/app/theme';

describe('theme colours (decision 0037)', () => {
  it('draws every text shade (6 to 9) of every palette at AA contrast against white', () => {
    const colors = theme.colors ?? {};
    expect(Object.keys(colors)).toEqual(expect.arrayContaining(['gray', 'red', 'green', 'yellow', 'souk']));
    for (const [name, palette] of Object.entries(colors)) {
      if (name === 'dark' || !palette) continue;
      for (const shade of [6, 7, 8, 9]) {
        const color = palette[shade] as string;
        expect(contrastRatio(color, '#ffffff'), `${name}.${shade} ${color}`).toBeGreaterThanOrEqual(4.5);
        // Also on the light grey panels the text sits on.
        expect(contrastRatio(color, '#f1f3f5'), `${name}.${shade} on gray.1`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(TEXT_CONTRAST).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps Mantine’s light shades and only darkens the ones that failed', () => {
    const colors = theme.colors ?? {};
    expect(colors.red?.slice(0, 6)).toEqual(DEFAULT_THEME.colors.red.slice(0, 6));
    expect(colors.red?.[9]).toBe(DEFAULT_THEME.colors.red[9]);
    expect(colors.gray?.[6]).not.toBe(DEFAULT_THEME.colors.gray[6]);
  });
});
