import {
  WEB_VITAL_METRICS,
  WEB_VITAL_THRESHOLDS,
  webVitalRating,
  type WebVitalFigures,
  type WebVitalMetric,
  type WebVitalP75s,
  type WebVitalRating,
} from '@agency/contracts';
import { DataCell, DataTable, TableHead } from '../../components/admin/ui';
import { cn } from '../../lib/cn';

/* The pieces of 'Ladezeiten echter Besucher': values as staff read them, a metric's card, a table of p75s. */

export const numberFormat = new Intl.NumberFormat('de-DE');
const clsFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const percentFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** What each metric measures, in a line. */
const METRIC_NAMES: Record<WebVitalMetric, string> = {
  LCP: 'Größtes Element sichtbar',
  INP: 'Reaktion auf Eingaben',
  CLS: 'Layout-Verschiebungen',
  FCP: 'Erster Inhalt sichtbar',
  TTFB: 'Antwort des Servers',
};
const RATING_LABELS: Record<WebVitalRating, string> = {
  good: 'gut',
  'needs-improvement': 'verbesserungswürdig',
  poor: 'schlecht',
};
/** Text and background colours with at least 4.5:1 contrast; the rating is always written out too. */
const RATING_STYLES: Record<WebVitalRating, string> = {
  good: 'bg-emerald-50 text-emerald-800',
  'needs-improvement': 'bg-amber-50 text-amber-900',
  poor: 'bg-red-50 text-red-800',
};
export const DEVICE_LABELS: Record<string, string> = { mobile: 'Mobil', tablet: 'Tablet', desktop: 'Desktop' };

/** A metric's value as staff read it: milliseconds, CLS without unit. */
export function vitalValue(metric: WebVitalMetric, value: number | null): string {
  if (value === null) return '–';
  return metric === 'CLS' ? clsFormat.format(value) : `${numberFormat.format(value)} ms`;
}

const thresholdText = (metric: WebVitalMetric) => {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  return `gut bis ${vitalValue(metric, good)}, schlecht über ${vitalValue(metric, poor)}`;
};

/** A p75 with its rating written beside it. */
function RatedValue({ metric, value }: { metric: WebVitalMetric; value: number | null }) {
  if (value === null) return <span className="text-slate-500">–</span>;
  const rating = webVitalRating(metric, value);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1 rounded px-1.5 py-0.5', RATING_STYLES[rating])}>
      <span className="font-semibold tabular-nums">{vitalValue(metric, value)}</span>
      <span className="text-xs">({RATING_LABELS[rating]})</span>
    </span>
  );
}

/** One metric: its p75, rating, the shares of good / needs-improvement / poor measurements and the thresholds. */
export function MetricCard({ figures }: { figures: WebVitalFigures }) {
  const { metric, samples } = figures;
  const shares: [WebVitalRating, number][] = [
    ['good', figures.good],
    ['needs-improvement', figures.needs_improvement],
    ['poor', figures.poor],
  ];
  return (
    <div className="rounded-xl border border-slate-200 p-4" data-testid={`vital-${metric}`}>
      <h3 className="text-sm font-semibold text-navy-900">
        {metric} <span className="font-normal text-slate-600">· {METRIC_NAMES[metric]}</span>
      </h3>
      <p className="mt-2 text-lg" data-testid={`vital-${metric}-p75`}>
        <RatedValue metric={metric} value={figures.p75} />
      </p>
      <p className="mt-1 text-xs text-slate-600">
        75. Perzentil · {numberFormat.format(samples)} {samples === 1 ? 'Messung' : 'Messungen'}
      </p>
      {samples > 0 && (
        <>
          <div className="mt-3 flex h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
            <div className="bg-emerald-600" style={{ width: `${figures.good}%` }} />
            <div className="bg-amber-500" style={{ width: `${figures.needs_improvement}%` }} />
            <div className="bg-red-600" style={{ width: `${figures.poor}%` }} />
          </div>
          <ul className="mt-2 space-y-0.5 text-xs text-slate-700">
            {shares.map(([rating, share]) => (
              <li key={rating}>
                {RATING_LABELS[rating]}: {percentFormat.format(share)} %
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-2 text-xs text-slate-600">{thresholdText(metric)}</p>
    </div>
  );
}

/** A table of p75s per metric, one row per `rows` entry, its first cell the row's name. */
export function P75Table({
  caption,
  first,
  rows,
  testId,
  extra,
}: {
  caption: string;
  first: string;
  rows: { key: string; name: string; p75: WebVitalP75s; extra?: string }[];
  testId: string;
  extra?: string;
}) {
  return (
    // Wider than a phone it scrolls sideways: the keyboard scrolls it once it has the focus.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <DataTable stack data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className="text-left text-xs text-slate-500"
          columns={[{ label: first, className: 'pb-2 font-medium' }, ...WEB_VITAL_METRICS, ...(extra ? [extra] : [])]}
          cellClassName="pb-2 pl-2 font-medium"
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row" className="break-all py-1.5 pr-2 text-left font-normal text-navy-900">
                {row.name}
              </th>
              {WEB_VITAL_METRICS.map((metric) => (
                <DataCell key={metric} label={metric} className="py-1.5 pl-2" data-metric={metric}>
                  <RatedValue metric={metric} value={row.p75[metric]} />
                </DataCell>
              ))}
              {extra && (
                <DataCell label={extra} className="py-1.5 pl-2 tabular-nums">
                  {row.extra}
                </DataCell>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
