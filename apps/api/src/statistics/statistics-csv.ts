import {
  STATISTICS_CONSENT_LABELS,
  STATISTICS_SOURCE_LABELS,
  statisticsFilterText,
  statisticsFilters,
  type StatisticsExportTable,
  type StatisticsQuery,
  type StatisticsResponse,
} from '@agency/contracts';

/**
 * CSV for Excel in German (docs/decisions.md, issue 18): UTF-8 with a byte order mark (else Excel reads
 * umlauts as Latin-1), ';' between fields (Excel's list separator in de-DE), ',' as decimal mark, no thousands
 * separator, dates as TT.MM.JJJJ, CRLF line ends; numbers stay numbers (percent and seconds without a unit,
 * the unit is in the header).
 */
const BOM = '\uFEFF';
type Cell = string | number;

/** A number as German Excel reads it: '12,5', integers as they are. */
const number = (value: number): string => String(value).replace('.', ',');

/**
 * A text cell: quoted when it holds a separator, quote or line break; and, as text staff open in a
 * spreadsheet can come from any visitor (button labels, browser names), a leading =, +, -, @, tab or CR is
 * defused with an apostrophe so it is never run as a formula (CSV injection).
 */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const cell = (value: Cell) => (typeof value === 'number' ? number(value) : text(value));
const germanDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

function csv(header: string[], rows: Cell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}

const shares = (label: string, data: Record<string, number>, names: Record<string, string> = {}) =>
  csv(
    [label, 'Anteil (%)'],
    Object.entries(data).map(([key, value]) => [names[key] ?? key, value]),
  );
const counts = (label: string, value: string, data: Record<string, number>) =>
  csv(
    [label, value],
    Object.entries(data).map(([key, n]) => [key, n]),
  );

/** The file names' table part (German, ASCII). */
export const EXPORT_FILE_NAMES: Record<StatisticsExportTable, string> = {
  summary: 'kennzahlen',
  trend: 'verlauf',
  pages: 'seiten',
  sources: 'quellen',
  devices: 'geraete',
  browsers: 'browser',
  countries: 'laender',
  buttons: 'buttons',
  conversions: 'conversions',
  consent: 'einwilligungen',
};

/** `statistiken-seiten-2026-10-26-bis-2026-11-24.csv` */
export function exportFileName(table: StatisticsExportTable, data: StatisticsResponse): string {
  return `statistiken-${EXPORT_FILE_NAMES[table]}-${data.period.from.slice(0, 10)}-bis-${data.period.to.slice(0, 10)}.csv`;
}

/** One table of a statistics view (the response of GET /api/admin/statistics for the same query) as CSV. */
export function statisticsCsv(table: StatisticsExportTable, data: StatisticsResponse, query: StatisticsQuery): string {
  const m = data.enhanced_metrics;
  switch (table) {
    case 'summary': {
      const compared = data.comparison;
      const header = ['Kennzahl', 'Wert', ...(compared ? ['Vorperiode', 'Veränderung (%)'] : [])];
      const headline = (
        label: string,
        key: 'page_views' | 'unique_visitors' | 'avg_session_duration' | 'bounce_rate',
      ) => (compared ? [label, data[key], compared[key], compared.change[key] ?? ''] : [label, data[key]]);
      const filters = statisticsFilters(query).map(statisticsFilterText).join(', ');
      return csv(header, [
        ['Zeitraum', `${germanDay(data.period.from)} – ${germanDay(data.period.to)}`],
        ...(compared ? [['Vorperiode', `${germanDay(compared.period.from)} – ${germanDay(compared.period.to)}`]] : []),
        ['Filter', filters || 'keine'],
        headline('Seitenaufrufe', 'page_views'),
        headline('Eindeutige Besucher', 'unique_visitors'),
        headline('Ø Sitzungsdauer (s)', 'avg_session_duration'),
        headline('Absprungrate (%)', 'bounce_rate'),
        ['Ereignisse', m.total_events],
        ['Button-Klicks', m.button_clicks],
        ['Scroll-Interaktionen', m.scroll_interactions],
        ['Externe Links', m.external_link_clicks],
        ['Formularstarts', m.form_starts],
        ['Formular gesendet', m.form_submits],
        ['Abgebrochen', m.form_abandoned],
        ['Formular-Conversion (%)', m.form_conversion_rate],
        ['Fehler', m.errors],
      ]);
    }
    case 'trend':
      if (!data.trend)
        return csv(
          ['Monat (ab)', 'Besucher'],
          data.monthly_visitors.map((p) => [germanDay(`${p.month}-01`), p.visitors]),
        );
      return csv(
        ['Zeitraum ab', 'Besucher', ...(data.comparison ? ['Besucher Vorperiode'] : [])],
        data.trend.map((p) => [
          germanDay(p.bucket),
          p.visitors,
          ...(data.comparison ? [p.previous_visitors ?? 0] : []),
        ]),
      );
    case 'pages':
      return csv(
        ['Seite', 'Aufrufe', 'Ø Zeit (s)', 'Absprungrate (%)'],
        data.top_pages.map((p) => [p.page, p.views, p.avg_time, p.bounce]),
      );
    case 'sources':
      return shares('Quelle', data.traffic_sources, STATISTICS_SOURCE_LABELS);
    case 'devices':
      return shares('Gerät', data.devices);
    case 'browsers':
      return shares('Browser', data.browsers);
    case 'countries':
      return counts('Land', 'Besucher', data.top_countries);
    case 'buttons':
      return counts('Button', 'Klicks', m.top_buttons);
    case 'conversions':
      return counts('Formular', 'Absendungen', data.conversions);
    case 'consent':
      return shares('Einwilligung', data.cookie_consent, STATISTICS_CONSENT_LABELS);
  }
}
