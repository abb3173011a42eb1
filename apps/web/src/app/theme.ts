import { createTheme, DEFAULT_THEME, darken, luminance, type MantineColorsTuple } from '@mantine/core';

// Deep teal-green brand colour; shade 7 is the primary (#0b7a66, drawn a shade darker, #0b7562, so
// that it reads at AA on its own tint too: `accessible` below).
const souk: MantineColorsTuple = [
  '#e4f7f2',
  '#cdeee5',
  '#9cdccb',
  '#67c9af',
  '#3db898',
  '#24ad8a',
  '#13a281',
  '#0b7a66',
  '#066b59',
  '#005a4a',
];

/** Contrast ratio of two colours (WCAG 2.x relative luminance). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text (decision 0037). */
export const TEXT_CONTRAST = 4.5;

function hex(color: string): string {
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The light backgrounds text is drawn on, besides white: the grey panels (gray-1), the brand's tint
 * (souk-1: selected and unread rows) and each palette's own shade 1 (Mantine's `light` variant: badges,
 * avatars, alerts, whose text is shade 9).
 */
export function textBackgrounds(palette: readonly string[]): string[] {
  return ['#ffffff', DEFAULT_THEME.colors.gray[1], souk[1], palette[1] ?? '#ffffff'];
}

/**
 * A palette whose shades 6 to 9 are darkened just enough to reach TEXT_CONTRAST on every text
 * background. Those are the shades drawn as text on a light background (dimmed text is gray-6, error
 * red-6, `c="red"` and outline buttons the filled shade 7, the light variant shade 9) or under white
 * text (filled buttons and badges: shade 7 and its hover shade 8), so every colour of the theme reads
 * at AA (decision 0037). Shades 0 to 5 (backgrounds, borders) are Mantine's.
 */
function accessible(palette: readonly string[]): MantineColorsTuple {
  const backgrounds = textBackgrounds(palette);
  const readable = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= TEXT_CONTRAST);
  return palette.map((shade, index) => {
    if (index < 6) return shade;
    let color = shade;
    for (let step = 1; !readable(color) && step <= 80; step++) color = hex(darken(shade, step * 0.01));
    return color;
  }) as unknown as MantineColorsTuple;
}

/** Every palette of the theme, its text shades darkened where they must be (`accessible`). */
export function themeColors(): Record<string, MantineColorsTuple> {
  return {
    ...Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors)
        .filter(([name]) => name !== 'dark')
        .map(([name, palette]) => [name, accessible(palette)]),
    ),
    souk: accessible(souk),
  };
}

/**
 * `themeColors()` as the web build worked it out (vite.config.ts, `define`): on a phone its loop took
 * 50–60 ms of the app's start (docs/decisions/0059-the-app-started-in-steps.md). Undefined where no
 * build wrote it (tests, the build's own configuration): worked out here then.
 */
declare const __SOUK_THEME_COLORS__: Record<string, MantineColorsTuple> | undefined;
const colors = typeof __SOUK_THEME_COLORS__ === 'undefined' ? themeColors() : __SOUK_THEME_COLORS__;

const fontStack =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'souk',
  primaryShade: { light: 7, dark: 5 },
  colors,
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  // Spec breakpoints: phones up to 767px, tablets from 768px, desktop from 1024px.
  // Keep in sync with postcss.config.cjs.
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  cursorType: 'pointer',
  // A modal or drawer locks the page's scrolling with its touch and wheel handlers, without also
  // hiding the page's scroll bar: hiding it puts a style sheet into the document, which makes the
  // browser work out the style of every element of the page under the dialog in the frame that shows
  // it (docs/decisions/0069-the-order-form-drawn-before-the-tap.md). Plain objects: `Modal.extend`
  // would bring the dialogs' code into the app's entry.
  components: {
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    Drawer: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
  },
});
