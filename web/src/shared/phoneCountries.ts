/**
 * The phone field's countries (SPEC §9: the default phone country is US unless configured). `splitPhone` reads a
 * stored number back into its country and the rest; the longest code wins, and +1 reads as the US (listed first).
 */
export interface PhoneCountry {
  code: string;
  dial: string;
}

/** The configured default country (SPEC §9). */
export const DEFAULT_PHONE_COUNTRY = 'US';

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'US', dial: '+1' },
  { code: 'CA', dial: '+1' },
  { code: 'EG', dial: '+20' },
  { code: 'GB', dial: '+44' },
  { code: 'SA', dial: '+966' },
  { code: 'AE', dial: '+971' },
  { code: 'JO', dial: '+962' },
  { code: 'LB', dial: '+961' },
  { code: 'MA', dial: '+212' },
  { code: 'TN', dial: '+216' },
  { code: 'TR', dial: '+90' },
  { code: 'DE', dial: '+49' },
  { code: 'FR', dial: '+33' },
  { code: 'IN', dial: '+91' },
  { code: 'PK', dial: '+92' },
  { code: 'PH', dial: '+63' },
];

export const dialOf = (code: string) => PHONE_COUNTRIES.find((c) => c.code === code)?.dial ?? '+1';

/** "+20 100 123 4567" -> { country: 'EG', number: '100 123 4567' }; a number without a known "+code" has no country. */
export function splitPhone(value: string): { country: string | null; number: string } {
  if (!value.startsWith('+')) return { country: null, number: value };
  const digits = value.slice(1);
  const match = PHONE_COUNTRIES.filter((c) => digits.startsWith(c.dial.slice(1))).sort((a, b) => b.dial.length - a.dial.length)[0];
  return match ? { country: match.code, number: value.slice(match.dial.length).trimStart() } : { country: null, number: value };
}

/**
 * The stored value of what is in the box: as typed, with the country's code in front unless the text brings its own
 * "+code"; blank is empty.
 */
export function joinPhone(country: string, number: string): string {
  if (number.trim() === '') return '';
  return number.trimStart().startsWith('+') ? number : `${dialOf(country)} ${number}`;
}
