/**
 * THE company's money settings, one place for every layer until company workspaces exist (then they become a setting
 * of the company): the currency every amount is in (SPEC §9: the payment sheet's is USD, so the sheet that feeds it is
 * too) and the locale amounts are written in (Intl, which every runtime has). The upstream stores plain numbers; the
 * gateway (payment sheet, XLSX) and the web (every screen, CSV) read these.
 */
export const COMPANY_CURRENCY = 'USD';
export const COMPANY_LOCALE = 'en-US';

const formatter = new Intl.NumberFormat(COMPANY_LOCALE, { style: 'currency', currency: COMPANY_CURRENCY });

/** An amount as the company's locale writes it: "$1,250.50". */
export function formatCompanyMoney(amount: number): string {
  return formatter.format(amount);
}

/** What the locale writes before and after the digits ("$" and ""), for spreadsheet number formats. */
export function currencyAffixes(): { prefix: string; suffix: string } {
  const parts = formatter.formatToParts(1);
  const at = parts.findIndex((p) => p.type === 'integer');
  const text = (list: Intl.NumberFormatPart[]) =>
    list
      .filter((p) => p.type === 'currency' || p.type === 'literal')
      .map((p) => p.value)
      .join('');
  return { prefix: text(parts.slice(0, at)), suffix: text(parts.slice(at + 1).filter((p) => p.type !== 'fraction' && p.type !== 'decimal')) };
}
