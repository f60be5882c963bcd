import { describe, expect, it } from '@jest/globals';
import { csvCell, guardCell, toCsv, unguardCell } from './csv';
// The upstream's importer guards and unguards with @hr/rules' functions: the web's writer must use the same ones.
import { guardCell as sharedGuard, unguardCell as sharedUnguard } from '@hr/rules';

describe('the CSV writer', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe(`"'=SUM(A1:A2)"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2+A1')).toBe(`"'-2+A1"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    // plain numbers stay numbers, as text or as numbers (the upstream's rule)
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('-2')).toBe('-2');
    expect(csvCell('-0.5')).toBe('-0.5');
  });

  it('follows the upstream guard exactly, so quoted triggers round-trip through its importer', () => {
    const samples = ["'=x", "''=HYPERLINK(1)", '=1+1', '-5', '-5+A1', '@a', 'plain', "'quoted", '\rline'];
    expect(guardCell).toBe(sharedGuard);
    expect(unguardCell).toBe(sharedUnguard);
    for (const value of samples) {
      expect(unguardCell(guardCell(value))).toBe(value);
    }
    expect(csvCell("'=x")).toBe(`"''=x"`);
  });

  it('quotes commas, quotes and line breaks, and leaves blanks empty', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Days'],
        [
          ['Sara', 3],
          ['=x', null],
        ],
      ),
    ).toBe(`Name,Days\r\nSara,3\r\n"'=x",\r\n`);
  });
});
