/** A row of a CSV file with the line it starts on (1-based), for messages that name it. */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * The rows of a CSV file (RFC 4180: quoted fields with doubled quotes, line breaks inside quotes, CRLF or LF),
 * with `separator` between fields; a leading byte order mark is dropped, empty lines are skipped. undefined
 * when a quote is never closed. Linear in the text; the caller bounds its size.
 */
export function csvRows(text: string, separator: string): CsvRow[] | undefined {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return undefined;
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
