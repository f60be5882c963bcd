/**
 * Theme settings the user picks in the header: light/dark and primary/secondary colours, saved in localStorage.
 * Colours are hex cut to 7 characters (#rrggbb; a picker's alpha suffix is dropped). Default is red.
 */
import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark';
export interface ThemeSettings {
  mode: ThemeMode;
  primary: string;
  secondary: string;
}

export const THEME_KEY = 'hr.theme';
export const DEFAULT_THEME: ThemeSettings = { mode: 'light', primary: '#d32f2f', secondary: '#ff8a65' };

/** '#D32F2FFF' -> '#d32f2f'; anything that is not a hex colour falls back. */
export function cutHex(value: string | null | undefined, fallback: string): string {
  const v = (value ?? '').trim().toLowerCase().slice(0, 7);
  return /^#[0-9a-f]{6}$/.test(v) ? v : /^#[0-9a-f]{3}$/.test(v) ? v : fallback;
}

function read(): ThemeSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(THEME_KEY) ?? '{}') as Partial<ThemeSettings>;
    return {
      mode: raw.mode === 'dark' ? 'dark' : 'light',
      primary: cutHex(raw.primary, DEFAULT_THEME.primary),
      secondary: cutHex(raw.secondary, DEFAULT_THEME.secondary),
    };
  } catch {
    return DEFAULT_THEME;
  }
}

let current = read();
const listeners = new Set<() => void>();

export function getTheme(): ThemeSettings {
  return current;
}

export function setTheme(patch: Partial<ThemeSettings>): void {
  const next: ThemeSettings = {
    mode: patch.mode ?? current.mode,
    primary: cutHex(patch.primary ?? current.primary, current.primary),
    secondary: cutHex(patch.secondary ?? current.secondary, current.secondary),
  };
  localStorage.setItem(THEME_KEY, JSON.stringify(next));
  current = next;
  listeners.forEach((l) => l());
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getTheme,
    getTheme,
  );
}
