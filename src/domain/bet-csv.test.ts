import { describe, expect, it } from 'vitest';
import { csvField, parseCsv } from './bet-csv';

describe('csvField', () => {
  it('disarms text a spreadsheet would run as a formula, and leaves plain numbers alone', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+44 20')).toBe("'+44 20");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('-cmd|calc')).toBe("'-cmd|calc");
    expect(csvField('-10.00')).toBe('-10.00');
    expect(csvField('Say "hi", then go')).toBe('"Say ""hi"", then go"');
  });
});

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside fields, CRLF or LF, and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","line\nbreak"\n\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line\nbreak'],
    ]);
    expect(parseCsv('a,"open')).toBeNull();
    expect(parseCsv('a,,\r\n')).toEqual([['a', '', '']]);
  });
});
