import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST, textBackgrounds, theme } from '@/app/theme';

describe('theme colours (decision 0037)', () => {
  it('draws every text shade (6 to 9) of every palette at AA contrast on white, grey panels and tints', () => {
    const colors = theme.colors ?? {};
    expect(Object.keys(colors)).toEqual(expect.arrayContaining(['gray', 'red', 'green', 'yellow', 'souk']));
    expect(TEXT_CONTRAST).toBeGreaterThanOrEqual(4.5);
    for (const [name, palette] of Object.entries(colors)) {
      if (name === 'dark' || !palette) continue;
      const backgrounds = textBackgrounds(palette);
      expect(backgrounds).toEqual(expect.arrayContaining(['#ffffff', palette[1]]));
      for (const shade of [6, 7, 8, 9]) {
        for (const background of backgrounds) {
          const color = palette[shade] as string;
          expect(
            contrastRatio(color, background),
            `${name}.${shade} ${color} on ${background}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('keeps Mantine’s light shades and darkens only the shades that failed', () => {
    const colors = theme.colors ?? {};
    expect(colors.red?.slice(0, 6)).toEqual(DEFAULT_THEME.colors.red.slice(0, 6));
    expect(colors.violet?.[9]).toBe(DEFAULT_THEME.colors.violet[9]);
    expect(colors.gray?.[6]).not.toBe(DEFAULT_THEME.colors.gray[6]);
  });
});
