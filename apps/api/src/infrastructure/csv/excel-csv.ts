/**
 * CSV for Excel in German, for every export of the api (docs/decisions.md): UTF-8 with a byte order mark
 * (else Excel reads umlauts as Latin-1), ';' between fields (Excel's list separator in de-DE), ',' as decimal
 * mark, no thousands separator, CRLF line ends; numbers stay numbers.
 */
const BOM = '\uFEFF';

/** A number cell, or a text cell (text is defused and quoted by `csvText`). */
export type CsvCell = string | number;

/**
 * A text cell that a spreadsheet would run as a formula: one that starts with =, +, - or @, also after any
 * whitespace (Excel and LibreOffice skip leading spaces, tabs and line breaks before they look), and any that
 * starts with a tab or carriage return (OWASP's list).
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/**
 * A text cell: as text staff open in a spreadsheet can come from any visitor (button labels, browser names),
 * a formula start is defused with a leading apostrophe so it is never run (CSV injection); then quoted when it
 * holds a separator, quote or line break.
 */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number as German Excel reads it: '12,5', '-50', integers as they are. Never defused: it is no text. */
export const csvNumber = (value: number): string => String(value).replace('.', ',');

const cell = (value: CsvCell) => (typeof value === 'number' ? csvNumber(value) : csvText(value));

/** The whole file: BOM, the header row, the rows, each line ended by CRLF. */
export function excelCsv(header: string[], rows: CsvCell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}
