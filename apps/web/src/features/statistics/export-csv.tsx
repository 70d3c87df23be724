import { STATISTICS_EXPORT_TABLES, type StatisticsExportTable, type StatisticsQuery } from '@agency/contracts';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { statisticsParams } from './api/get-statistics';

export const EXPORT_TABLE_LABELS: Record<StatisticsExportTable, string> = {
  summary: 'Kennzahlen',
  trend: 'Besuchertrend',
  pages: 'Top-Seiten',
  sources: 'Traffic-Quellen',
  devices: 'Geräte',
  browsers: 'Browser',
  countries: 'Top-Länder',
  buttons: 'Top-Buttons',
  conversions: 'Conversions',
  consent: 'Cookie-Einwilligungen',
};

/**
 * CSV of one table of the view on screen (its period, comparison and filters): a plain download link to
 * GET /api/admin/statistics/export, which the session cookie authorises; the browser shows its progress.
 */
export function ExportCsv({ query }: { query: StatisticsQuery }) {
  const id = useId();
  const [table, setTable] = useState<StatisticsExportTable>('summary');
  const params = statisticsParams(query);
  params.set('table', table);
  return (
    // The table's choice and its download stay together on one row, also on a phone.
    <div className="flex w-full items-end gap-2 sm:w-auto" data-testid="export-csv">
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-slate-700 sm:flex-none">
        <label htmlFor={`${id}-table`}>CSV-Tabelle</label>
        <select
          id={`${id}-table`}
          value={table}
          onChange={(e) => setTable(e.target.value as StatisticsExportTable)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-navy-900"
        >
          {STATISTICS_EXPORT_TABLES.map((key) => (
            <option key={key} value={key}>
              {EXPORT_TABLE_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <a
        href={`/api/admin/statistics/export?${params.toString()}`}
        download
        className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-navy-900 transition hover:bg-slate-50"
      >
        <Download className="size-4" aria-hidden />
        CSV exportieren
      </a>
    </div>
  );
}
