/**
 * Theme settings: light/dark and primary/secondary colours. The company's saved colours (company settings, set by its
 * admins) apply to everyone in it; a colour the user picks in the header wins for that user and is saved in
 * localStorage with the mode. Colours are hex cut to 7 characters (#rrggbb; a picker's alpha suffix is dropped).
 * Default (no company colour, no pick) is red.
 */
import { useSyncExternalStore } from 'react';
import { theme, type ThemeConfig } from 'antd';

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

/** The user's own picks (what localStorage keeps): a colour left out follows the company. */
interface Picks {
  mode: ThemeMode;
  primary?: string;
  secondary?: string;
}
type Colours = { primary?: string; secondary?: string };

/** A saved colour, or undefined: before company colours every change saved all three, so the default red is no pick. */
const picked = (value: unknown, fallback: string): string | undefined => {
  const hex = typeof value === 'string' ? cutHex(value, '') : '';
  return hex && hex !== fallback ? hex : undefined;
};

function read(): Picks {
  try {
    const raw = JSON.parse(localStorage.getItem(THEME_KEY) ?? '{}') as Partial<ThemeSettings>;
    return {
      mode: raw.mode === 'dark' ? 'dark' : 'light',
      primary: picked(raw.primary, DEFAULT_THEME.primary),
      secondary: picked(raw.secondary, DEFAULT_THEME.secondary),
    };
  } catch {
    return { mode: DEFAULT_THEME.mode };
  }
}

/** The company's colours as last seen in this browser, so a reload paints them before the branding query answers. */
const COMPANY_KEY = 'hr.companyColours';
function readCompany(): Colours {
  try {
    const raw = JSON.parse(localStorage.getItem(COMPANY_KEY) ?? '{}') as Colours;
    return { primary: picked(raw.primary, ''), secondary: picked(raw.secondary, '') };
  } catch {
    return {};
  }
}

let picks = read();
let company = readCompany();
const effective = (): ThemeSettings => ({
  mode: picks.mode,
  primary: picks.primary ?? company.primary ?? DEFAULT_THEME.primary,
  secondary: picks.secondary ?? company.secondary ?? DEFAULT_THEME.secondary,
});
let current = effective();
const listeners = new Set<() => void>();

function changed(): void {
  const next = effective();
  if (next.mode === current.mode && next.primary === current.primary && next.secondary === current.secondary) return;
  current = next;
  listeners.forEach((l) => l());
}

export function getTheme(): ThemeSettings {
  return current;
}

/** The user's own change (header switch and pickers): saved, and it wins over the company's colours. */
export function setTheme(patch: Partial<ThemeSettings>): void {
  picks = {
    mode: patch.mode ?? picks.mode,
    primary: patch.primary ? cutHex(patch.primary, current.primary) : picks.primary,
    secondary: patch.secondary ? cutHex(patch.secondary, current.secondary) : picks.secondary,
  };
  localStorage.setItem(THEME_KEY, JSON.stringify(picks));
  changed();
}

/** Drops the user's colour picks: the company's colours (or the default) apply again. */
export function forgetColourPicks(): void {
  picks = { mode: picks.mode };
  localStorage.setItem(THEME_KEY, JSON.stringify(picks));
  changed();
}

/** The company's saved colours (null: none), for everyone who has not picked their own. */
export function setCompanyColours(colours: { primary?: string | null; secondary?: string | null }): void {
  company = { primary: picked(colours.primary, ''), secondary: picked(colours.secondary, '') };
  localStorage.setItem(COMPANY_KEY, JSON.stringify(company));
  changed();
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

/**
 * Text tones that keep WCAG AA (4.5:1) on the page and card backgrounds of each mode: antd's secondary/tertiary and
 * placeholder greys (45 % and 25 % black, 1.8–3.4:1) fail it, so every muted text, placeholder and description uses
 * these instead (axe "color-contrast").
 */
export const MUTED_TEXT: Record<ThemeMode, string> = { light: 'rgba(0, 0, 0, 0.58)', dark: 'rgba(255, 255, 255, 0.6)' };

/** Error red that reaches 4.5:1 on white and on hovered rows (antd's #ff4d4f is 3.3:1), and on the dark background. */
export const ERROR_TEXT: Record<ThemeMode, string> = { light: '#cf1322', dark: '#ff7875' };

/** `hex` mixed with `other` by `share` (0..1) of `other`: lighter or darker shades of the user's colours. */
export function mix(hex: string, other: string, share: number): string {
  const rgb = (h: string) => {
    const v = h.replace('#', '');
    const full = v.length === 3 ? v.replace(/./g, (c) => c + c) : v;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  };
  const [a, b] = [rgb(hex), rgb(other)];
  return `#${a
    .map((c, i) =>
      Math.round(c * (1 - share) + b[i] * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Preset tag colours (status tags: green, gold, ...): antd writes them in shade 7 on shade 1, which is 2.7–3.4:1 in
 * light mode for green, gold, lime and yellow, and 3.4–4.2:1 in dark mode for purple and geekblue ("Interviewing");
 * shade 8 (9 for the light yellows) reaches 4.5:1 in both, on the palette of each mode.
 */
function tagText(dark: boolean): Record<string, string> {
  const palette = theme.getDesignToken(dark ? { algorithm: theme.darkAlgorithm } : undefined) as unknown as Record<string, string>;
  const deeper: Record<string, number> = dark ? {} : { gold: 9, yellow: 9, lime: 9 };
  const names = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];
  return Object.fromEntries(names.map((n) => [`${n}7`, palette[`${n}${deeper[n] ?? 8}`]]));
}
const TAG_TEXT = { light: tagText(false), dark: tagText(true) };

/**
 * The focus colour of fields: blue, never the primary colour (the red primary made a focused field look like one in
 * error). 3:1 or more against the page in each mode, as a focus indicator needs (WCAG 1.4.11).
 */
export const FOCUS_COLOR = { light: '#1d4ed8', dark: '#7cacf8' } as const;

/** Fields' focus border and ring in the focus colour (antd draws them in the primary colour). */
function focusTokens(mode: ThemeSettings['mode']) {
  const color = FOCUS_COLOR[mode];
  const field = { activeBorderColor: color, activeShadow: `0 0 0 2px ${mix(color, mode === 'dark' ? '#000000' : '#ffffff', 0.7)}` };
  return {
    Input: field,
    InputNumber: field,
    DatePicker: field,
    Select: { activeBorderColor: color, activeOutlineColor: mix(color, mode === 'dark' ? '#000000' : '#ffffff', 0.7) },
  };
}

/**
 * THE antd theme of the app for the user's settings. In dark mode links and the sider title use a lightened primary
 * and the selected menu item is white on the primary colour (antd's default, primary text on a dark tint of it, was
 * red on dark red); muted text, placeholders, errors and status tags use the readable tones above.
 */
export function themeConfig(settings: ThemeSettings): ThemeConfig {
  const dark = settings.mode === 'dark';
  const muted = MUTED_TEXT[settings.mode];
  const link = dark ? mix(settings.primary, '#ffffff', 0.4) : settings.primary;
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: settings.primary,
      colorLink: link,
      colorLinkHover: dark ? mix(settings.primary, '#ffffff', 0.55) : mix(settings.primary, '#000000', 0.2),
      colorInfo: settings.secondary,
      colorError: ERROR_TEXT[settings.mode],
      borderRadius: 6,
      colorTextTertiary: muted,
      colorTextDescription: muted,
      colorTextPlaceholder: muted,
    },
    components: {
      ...focusTokens(settings.mode),
      // The calendar's days of the next/previous month are text people read, not disabled controls.
      // In dark mode the selected day is written in the lighter link red (the primary red reads 2.2:1 on its dark cell).
      Calendar: { colorTextDisabled: muted, ...(dark ? { colorPrimary: link } : {}) },
      // An empty table's "Currently you don't have any ..." is read too (antd draws it disabled grey, 1.8:1 on white).
      Table: { colorTextDisabled: muted },
      ...(dark
        ? {
            Menu: { itemSelectedBg: settings.primary, itemSelectedColor: '#ffffff', subMenuItemSelectedColor: '#ffffff' },
            // The active tab's text in the primary red reads 2.9:1 on the dark card: use the lighter link red.
            Tabs: { itemSelectedColor: link, itemHoverColor: link, itemActiveColor: link, inkBarColor: link },
          }
        : {}),
      Tag: TAG_TEXT[settings.mode],
    },
  };
}

/** The colour of headings drawn in the primary colour (the sider title): readable in both modes. */
export function primaryText(settings: ThemeSettings): string {
  return settings.mode === 'dark' ? mix(settings.primary, '#ffffff', 0.4) : settings.primary;
}
