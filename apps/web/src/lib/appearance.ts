import { useSyncExternalStore } from 'react';

/**
 * Colour scheme and text direction currently applied to the whole app. Only the partner area lets
 * its user choose (settings panel); the other areas stay light / left-to-right.
 *
 * Direction rule (language vs partner theme): Arabic ⇒ right to left everywhere, whatever the theme
 * (the partner's 'rtl' / 'dark-rtl' modes then change nothing but the colours); in French or English
 * the partner's 'rtl' / 'dark-rtl' modes still flip the partner area to right to left, as before.
 * See `directionFor`.
 */

export type ThemeMode = 'light' | 'dark' | 'rtl' | 'dark-rtl';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'rtl', 'dark-rtl'];
export const PARTNER_THEME_KEY = 'souk.partner.theme';

let current: ThemeMode = 'light';
const listeners = new Set<() => void>();

export function isDark(mode: ThemeMode): boolean {
  return mode === 'dark' || mode === 'dark-rtl';
}

export function isRtl(mode: ThemeMode): boolean {
  return mode === 'rtl' || mode === 'dark-rtl';
}

/** The direction of the page for a language and a theme mode (the rule above). */
export function directionFor(language: string, mode: ThemeMode): 'rtl' | 'ltr' {
  return language === 'ar' || isRtl(mode) ? 'rtl' : 'ltr';
}

export function getAppearance(): ThemeMode {
  return current;
}

export function setAppearance(mode: ThemeMode): void {
  if (mode === current) return;
  current = mode;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppearance(): ThemeMode {
  return useSyncExternalStore(subscribe, getAppearance, getAppearance);
}

export function readPartnerTheme(): ThemeMode {
  try {
    const value = window.localStorage.getItem(PARTNER_THEME_KEY);
    return THEME_MODES.includes(value as ThemeMode) ? (value as ThemeMode) : 'light';
  } catch {
    return 'light';
  }
}

export function savePartnerTheme(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(PARTNER_THEME_KEY, mode);
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
}
