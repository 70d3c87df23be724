import type { ReactNode } from 'react';
import { DataCell, DataTable, TableHead } from '../../components/admin/ui';

export interface FiguresRow {
  key: string;
  /** The row's heading (its first cell). */
  heading: ReactNode;
  /** One figure per column after the first, in their order. */
  figures: ReactNode[];
}

/**
 * A table of the statistics' figures: a heading per row, then right-aligned figures, each cell naming its column
 * (on a phone each row is a block of 'column: figure' lines). `caption` says what it holds to a screen reader.
 */
export function FiguresTable({
  caption,
  columns: [first, ...figures],
  rows,
  testId,
}: {
  caption: string;
  /** The headings' column, then the figures' columns. */
  columns: [string, ...string[]];
  rows: FiguresRow[];
  testId?: string;
}) {
  return (
    <DataTable stack data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <TableHead
        className="text-left text-xs text-slate-500"
        columns={[{ label: first, className: 'pb-2 font-medium' }, ...figures]}
        cellClassName="pb-2 text-right font-medium"
      />
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-navy-900">
              {row.heading}
            </th>
            {row.figures.map((figure, index) => (
              <DataCell key={figures[index]} label={figures[index]} className="py-1.5 text-right">
                {figure}
              </DataCell>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
