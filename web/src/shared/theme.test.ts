import { describe, expect, it } from '@jest/globals';
import {
  cutHex,
  DEFAULT_THEME,
  FOCUS_COLOR,
  getTheme,
  mix,
  MUTED_TEXT,
  forgetColourPicks,
  primaryText,
  setCompanyColours,
  setTheme,
  THEME_KEY,
  themeConfig,
} from './theme';

describe('theme settings', () => {
  it('defaults to light mode and red', () => {
    expect(DEFAULT_THEME.mode).toBe('light');
    expect(DEFAULT_THEME.primary).toBe('#d32f2f');
  });

  it('cuts colours to 7 characters of hex', () => {
    expect(cutHex('#D32F2FFF', '#000000')).toBe('#d32f2f');
    expect(cutHex('#1677ff80', '#000000')).toBe('#1677ff');
    expect(cutHex('red', '#000000')).toBe('#000000');
    expect(cutHex(null, '#123456')).toBe('#123456');
  });

  it('saves the mode and colours in localStorage', () => {
    setTheme({ mode: 'dark', primary: '#00897bff', secondary: '#ffb300' });
    expect(getTheme()).toEqual({ mode: 'dark', primary: '#00897b', secondary: '#ffb300' });
    expect(JSON.parse(localStorage.getItem(THEME_KEY)!)).toEqual({ mode: 'dark', primary: '#00897b', secondary: '#ffb300' });
  });

  it("follows the company's colours where the user picked none; the user's pick wins", () => {
    setTheme({ mode: 'light' });
    setCompanyColours({ primary: '#1677ff', secondary: '#13c2c2' });
    expect(getTheme()).toMatchObject({ primary: '#00897b', secondary: '#ffb300' });
    forgetColourPicks();
    expect(getTheme()).toEqual({ mode: 'light', primary: '#1677ff', secondary: '#13c2c2' });
    expect(JSON.parse(localStorage.getItem(THEME_KEY)!)).toEqual({ mode: 'light' });
    setTheme({ primary: '#722ed1' });
    expect(getTheme()).toEqual({ mode: 'light', primary: '#722ed1', secondary: '#13c2c2' });
    setCompanyColours({});
    expect(getTheme()).toEqual({ mode: 'light', primary: '#722ed1', secondary: DEFAULT_THEME.secondary });
  });
});

describe('themeConfig (contrast-safe tokens)', () => {
  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#d32f2f', '#ffffff', 0)).toBe('#d32f2f');
  });

  it('focuses fields in the focus blue, not the primary or error colour, visible against the page (3:1) in both modes', () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
    for (const [mode, page] of [
      ['light', '#ffffff'],
      ['dark', '#141414'],
    ] as const) {
      const config = themeConfig({ ...DEFAULT_THEME, mode });
      for (const name of ['Input', 'InputNumber', 'DatePicker', 'Select'] as const) {
        const color = (config.components?.[name] as { activeBorderColor?: string }).activeBorderColor!;
        expect(color).toBe(FOCUS_COLOR[mode]);
        expect([DEFAULT_THEME.primary, config.token?.colorError]).not.toContain(color);
        expect(ratio(color, page)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('uses readable muted text, placeholders and errors in both modes', () => {
    const light = themeConfig({ ...DEFAULT_THEME, mode: 'light' });
    expect(light.token).toMatchObject({ colorTextPlaceholder: MUTED_TEXT.light, colorTextTertiary: MUTED_TEXT.light, colorError: '#cf1322' });
    const dark = themeConfig({ ...DEFAULT_THEME, mode: 'dark' });
    expect(dark.token).toMatchObject({ colorTextPlaceholder: MUTED_TEXT.dark, colorError: '#ff7875' });
  });

  it('draws the selected menu item white on the primary colour in dark mode, and lightens links there', () => {
    const dark = themeConfig({ ...DEFAULT_THEME, mode: 'dark' });
    expect(dark.components?.Menu).toMatchObject({ itemSelectedBg: '#d32f2f', itemSelectedColor: '#ffffff' });
    expect(dark.token?.colorLink).toBe(mix('#d32f2f', '#ffffff', 0.4));
    expect(primaryText({ ...DEFAULT_THEME, mode: 'light' })).toBe('#d32f2f');
  });

  it('darkens the text of light preset tags (green, gold)', () => {
    const tag = themeConfig(DEFAULT_THEME).components?.Tag as Record<string, string>;
    expect(tag.green7).toBe('#237804');
    expect(tag.gold7).toBe('#874d00');
  });

  it('lightens the text of dark preset tags (geekblue "Interviewing", purple) to the dark palette\'s shade 8', () => {
    const tag = themeConfig({ ...DEFAULT_THEME, mode: 'dark' }).components?.Tag as Record<string, string>;
    expect(tag.geekblue7).toBe('#7f9ef3');
    expect(tag.purple7).toBe('#ab7ae0');
  });
});
