import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv';

describe('the CSV writer', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    // numbers stay numbers
    expect(csvCell(-2)).toBe('-2');
  });

  it('quotes commas, quotes and line breaks, and leaves blanks empty', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Name', 'Days'], [['Sara', 3], ['=x', null]])).toBe("Name,Days\r\nSara,3\r\n'=x,\r\n");
  });
});
