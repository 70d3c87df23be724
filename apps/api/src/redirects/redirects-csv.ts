import { type RedirectFields, redirectSchema, MAX_REDIRECTS } from '@agency/contracts';
import { csvRows } from '../infrastructure/csv/csv-rows';
import { excelCsv } from '../infrastructure/csv/excel-csv';

/*
 * Redirects as CSV ('Weiterleitungen' export and import): one redirect a row under a German header, as German
 * Excel opens and saves it (';', UTF-8 with BOM); ',' between fields is read too. The import reads the same
 * columns back: 'Art' 301, 302 or 410; 'Gilt für' genau or darunter; 'Aktiv' ja or nein.
 */

export const REDIRECTS_CSV_HEADER = ['Alte Adresse', 'Ziel', 'Art', 'Gilt für', 'Aktiv', 'Notiz'];
/** The largest file the import reads (1,000 redirects of long addresses fit). */
export const REDIRECTS_CSV_MAX_CHARS = 512 * 1024;

const MATCH_WORDS = { exact: 'genau', prefix: 'darunter' } as const;

/** All redirects as CSV, in the order given. */
export function redirectsCsv(redirects: readonly RedirectFields[]): string {
  return excelCsv(
    REDIRECTS_CSV_HEADER,
    redirects.map((r) => [r.from, r.to, r.status, MATCH_WORDS[r.match], r.enabled ? 'ja' : 'nein', r.note]),
  );
}

/** One problem of the file, in German, with the line it is on (0: the file as a whole). */
export interface CsvProblem {
  line: number;
  message: string;
}

/** A cell the export defused against spreadsheet formulas ("'-…"), as it was. */
const undefused = (value: string) => (/^'\s*[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/**
 * The redirects of a CSV file, each checked like a redirect saved in the form, or every problem of the file
 * (each with its line); never some of both.
 */
export function parseRedirectsCsv(
  text: string,
): { redirects: { line: number; redirect: RedirectFields }[] } | { problems: CsvProblem[] } {
  const firstLine = (text.startsWith('\uFEFF') ? text.slice(1) : text).split(/\r?\n/, 1)[0];
  const separator = firstLine.includes(';') ? ';' : ',';
  const rows = csvRows(text, separator);
  if (!rows)
    return {
      problems: [{ line: 0, message: 'Die Datei ist kein gültiges CSV (ein Anführungszeichen ist nicht geschlossen)' }],
    };
  const [header, ...body] = rows;
  const names = header?.cells.map((cell) => cell.trim().toLowerCase());
  if (!names || REDIRECTS_CSV_HEADER.some((name, i) => names[i] !== name.toLowerCase()))
    return {
      problems: [
        { line: header?.line ?? 1, message: `Die erste Zeile muss lauten: ${REDIRECTS_CSV_HEADER.join(separator)}` },
      ],
    };
  if (body.length === 0) return { problems: [{ line: 0, message: 'Die Datei enthält keine Weiterleitungen' }] };
  if (body.length > MAX_REDIRECTS)
    return { problems: [{ line: 0, message: `Höchstens ${MAX_REDIRECTS} Weiterleitungen sind möglich` }] };
  const problems: CsvProblem[] = [];
  const redirects: { line: number; redirect: RedirectFields }[] = [];
  for (const { line, cells } of body) {
    if (cells.length > REDIRECTS_CSV_HEADER.length) {
      problems.push({ line, message: `Zeile ${line}: mehr als ${REDIRECTS_CSV_HEADER.length} Spalten` });
      continue;
    }
    const [from = '', to = '', status = '', match = '', active = '', note = ''] = cells.map((c) => undefused(c.trim()));
    const matchValue = match === '' ? 'exact' : match === 'genau' ? 'exact' : match === 'darunter' ? 'prefix' : match;
    const enabled =
      active === '' || active.toLowerCase() === 'ja' ? true : active.toLowerCase() === 'nein' ? false : undefined;
    if (enabled === undefined) {
      problems.push({ line, message: `Zeile ${line}: Aktiv ist ja oder nein` });
      continue;
    }
    const parsed = redirectSchema.safeParse({ from, to, status: status || '301', match: matchValue, note, enabled });
    if (!parsed.success) {
      problems.push({ line, message: `Zeile ${line}: ${parsed.error.issues[0]?.message ?? 'ungültig'}` });
      continue;
    }
    redirects.push({ line, redirect: parsed.data });
  }
  return problems.length > 0 ? { problems } : { redirects };
}
