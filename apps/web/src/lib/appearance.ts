import { useSyncExternalStore } from 'react';

/**
 * Colour scheme and text direction currently applied to the whole app. Only the partner area lets
 * its user choose (settings panel); the other areas stay light / left-to-right.
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
