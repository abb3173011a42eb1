import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Deep teal-green brand colour; shade 7 is the primary (#0b7a66).
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

const fontStack =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'souk',
  primaryShade: { light: 7, dark: 5 },
  colors: { souk },
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  // Spec breakpoints: phones up to 767px, tablets from 768px, desktop from 1024px.
  // Keep in sync with postcss.config.cjs.
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  cursorType: 'pointer',
});
