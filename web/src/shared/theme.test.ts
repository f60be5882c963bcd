import { describe, expect, it } from '@jest/globals';
import { cutHex, DEFAULT_THEME, getTheme, setTheme, THEME_KEY } from './theme';

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
});
