import { csvText, excelCsv } from './excel-csv';

describe('CSV for Excel in German', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+49 40 123', "'+49 40 123"],
    ['-3', "'-3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tHallo', "'\tHallo"],
    ['\rHallo', '"\'\rHallo"'],
    ['\n=1+1', '"\'\n=1+1"'],
    ['\r\n+1', '"\'\r\n+1"'],
    ['\t=1', "'\t=1"],
    [' @SUM(A1)', "' @SUM(A1)"],
    ['   -2', "'   -2"],
    [' \n =HYPERLINK("x";"y")', '"\' \n =HYPERLINK(""x"";""y"")"'],
  ])('defuses the text %j that a spreadsheet would run as a formula: %s', (value, cell) => {
    expect(csvText(value)).toBe(cell);
  });

  it.each([
    ['Angebot', 'Angebot'],
    [' Angebot', ' Angebot'],
    ['\nZeile', '"\nZeile"'],
    ['a=b', 'a=b'],
    ['Preis; netto', '"Preis; netto"'],
    ['Sag "Hallo"', '"Sag ""Hallo"""'],
  ])('leaves the text %j as it is, quoted where it must be: %s', (value, cell) => {
    expect(csvText(value)).toBe(cell);
  });

  it('keeps numbers numbers, negative ones too, with a decimal comma', () => {
    expect(
      excelCsv(
        ['Kennzahl', 'Wert'],
        [
          ['Veränderung (%)', -50],
          ['Anteil', 12.5],
          ['-x', 3],
        ],
      ),
    ).toBe("\uFEFFKennzahl;Wert\r\nVeränderung (%);-50\r\nAnteil;12,5\r\n'-x;3\r\n");
  });
});
