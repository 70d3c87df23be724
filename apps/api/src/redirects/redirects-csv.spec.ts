import { csvRows } from '../infrastructure/csv/csv-rows';
import { parseRedirectsCsv, redirectsCsv } from './redirects-csv';

describe('csvRows', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, and names the line each row starts on', () => {
    expect(csvRows('\uFEFFa;b\r\n"x;1";"sagt ""hallo"""\n\n"zwei\nzeilen";z\n', ';')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x;1', 'sagt "hallo"'] },
      { line: 4, cells: ['zwei\nzeilen', 'z'] },
    ]);
    expect(csvRows('a;"offen', ';')).toBeUndefined();
  });
});

describe('redirects as CSV', () => {
  const header = 'Alte Adresse;Ziel;Art;Gilt für;Aktiv;Notiz';

  it('reads back what it exports, a defused note included', () => {
    const redirects = [
      {
        from: '/alt',
        to: '/neu',
        status: '301' as const,
        match: 'exact' as const,
        enabled: true,
        note: '-50 % Aktion',
      },
      { from: '/blog', to: '/wissen', status: '302' as const, match: 'prefix' as const, enabled: false, note: 'a;b' },
    ];
    const csv = redirectsCsv(redirects);
    expect(csv).toContain("'-50 % Aktion");
    expect(parseRedirectsCsv(csv)).toEqual({
      redirects: [
        { line: 2, redirect: redirects[0] },
        { line: 3, redirect: redirects[1] },
      ],
    });
  });

  it('reads commas too, and fills in 301, genau and ja when left empty', () => {
    expect(parseRedirectsCsv('Alte Adresse,Ziel,Art,Gilt für,Aktiv,Notiz\n/a,/b,,,,')).toEqual({
      redirects: [
        { line: 2, redirect: { from: '/a', to: '/b', status: '301', match: 'exact', enabled: true, note: '' } },
      ],
    });
  });

  it('names every bad line and the header it wants', () => {
    expect(parseRedirectsCsv('von;nach\n/a;/b')).toEqual({
      problems: [{ line: 1, message: `Die erste Zeile muss lauten: ${header}` }],
    });
    expect(parseRedirectsCsv(`${header}\n/a;/b;301;genau;vielleicht;\n/c;;301;;;\n/d;/e;301;;;;zu viel`)).toEqual({
      problems: [
        { line: 2, message: 'Zeile 2: Aktiv ist ja oder nein' },
        { line: 3, message: 'Zeile 3: Bitte das Ziel angeben (nur 410 braucht keines)' },
        { line: 4, message: 'Zeile 4: mehr als 6 Spalten' },
      ],
    });
    expect(parseRedirectsCsv(header)).toEqual({
      problems: [{ line: 0, message: 'Die Datei enthält keine Weiterleitungen' }],
    });
  });
});
