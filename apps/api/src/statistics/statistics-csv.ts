import {
  annotationBar,
  type StatisticsAnnotation,
  STATISTICS_CONSENT_LABELS,
  STATISTICS_SOURCE_LABELS,
  statisticsFilterText,
  statisticsFilters,
  type StatisticsExportTable,
  type StatisticsQuery,
  type StatisticsResponse,
} from '@agency/contracts';
import { excelCsv as csv } from '../infrastructure/csv/excel-csv';

/**
 * The statistics' tables as CSV for Excel in German (excel-csv.ts, with its defusing of formulas;
 * docs/adr/0084-csv-export-for-german-excel.md): dates as TT.MM.JJJJ, percent and seconds without a unit
 * (the unit is in the header).
 */
const germanDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

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

/** The annotations of each bar, joined ('FAQ veröffentlicht; Newsletter verschickt'). */
function notesByBar(starts: readonly string[], annotations: readonly StatisticsAnnotation[]): Map<string, string> {
  const byBar = new Map<string, string[]>();
  for (const annotation of annotations) {
    const bar = annotationBar(starts, annotation.date);
    if (bar) byBar.set(bar, [...(byBar.get(bar) ?? []), annotation.text]);
  }
  return new Map([...byBar].map(([bar, texts]) => [bar, texts.join('; ')]));
}

/**
 * One table of a statistics view (the response of GET /api/admin/statistics for the same query) as CSV; the
 * trend with a column of its annotations.
 */
export function statisticsCsv(
  table: StatisticsExportTable,
  data: StatisticsResponse,
  query: StatisticsQuery,
  annotations: readonly StatisticsAnnotation[] = [],
): string {
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
    case 'trend': {
      if (!data.trend) {
        const notes = notesByBar(
          data.monthly_visitors.map((p) => p.month),
          annotations,
        );
        return csv(
          ['Monat (ab)', 'Besucher', 'Anmerkungen'],
          data.monthly_visitors.map((p) => [germanDay(`${p.month}-01`), p.visitors, notes.get(p.month) ?? '']),
        );
      }
      const notes = notesByBar(
        data.trend.map((p) => p.bucket),
        annotations,
      );
      return csv(
        ['Zeitraum ab', 'Besucher', ...(data.comparison ? ['Besucher Vorperiode'] : []), 'Anmerkungen'],
        data.trend.map((p) => [
          germanDay(p.bucket),
          p.visitors,
          ...(data.comparison ? [p.previous_visitors ?? 0] : []),
          notes.get(p.bucket) ?? '',
        ]),
      );
    }
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
