import { csvField, toCsv } from './csv.js';

describe('CSV of the history download (RFC 4180, no formula injection)', () => {
  it('escapes every cell a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('Online payment — thank you')).toBe('Online payment — thank you');
  });

  it('quotes commas, quotes and line breaks, and ends every line with CRLF', () => {
    expect(toCsv([['a', 'b,c'], ['say "hi"', 'two\nlines']])).toBe('\uFEFFa,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });
});
