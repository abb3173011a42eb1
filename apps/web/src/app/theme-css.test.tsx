import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { theme } from '@/app/theme';
import { themeCss } from '../../vite-theme-css';

describe('the theme style sheet (vite-theme-css.ts)', () => {
  it('holds the theme’s CSS variables for both colour schemes and its global classes', () => {
    const css = themeCss();
    expect(css).toContain(':root, :host{--mantine-z-index-app: 100;');
    // The theme's own values, not Mantine's defaults: the brand palette, darkened for contrast.
    expect(css).toContain(`--mantine-color-souk-7: ${theme.colors?.souk?.[7]};`);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-souk-filled);');
    expect(css).toContain(`--mantine-font-family: ${theme.fontFamily};`);
    expect(css).toContain(':root[data-mantine-color-scheme="dark"]');
    expect(css).toContain(':root[data-mantine-color-scheme="light"]');
    expect(css).toContain('.mantine-hidden-from-md {display: none !important;}');
  });

  it('is what no page draws inline any more', () => {
    const html = renderToString(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    expect(html).not.toContain('<style');
    expect(html).toContain('<p>page</p>');
  });
});
