import {
  annotationBar,
  STATISTICS_CONSENT_LABELS,
  STATISTICS_SOURCE_LABELS,
  STATISTICS_TOP_BUTTONS,
  type ResetAnalyticsRequest,
  type StatisticsAnnotation,
  type StatisticsFilterDimension,
  type StatisticsResponse,
} from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock, Eye, LoaderCircle, LogOut, RefreshCw, Trash2, Users } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailure } from '../../components/admin/load-state';
import { Checkbox, DataCell, DataTable, errorText, Panel } from '../../components/admin/ui';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { useAnnotations } from './api/annotations';
import { statisticsQueryKey, useStatistics } from './api/get-statistics';
import { AnnotationsSection } from './annotations-section';
import { resetAnalytics } from './api/reset-analytics';
import { CountBars, type RowFilter } from './count-bars';
import { ExportCsv } from './export-csv';
import { FilterChips, filterable, withFilter } from './filters';
import { CountingModesSection } from './counting-modes-section';
import { FunnelsSection } from './funnels-section';
import { GoalsSection } from './goals-section';
import { LeadSourcesSection } from './lead-sources-section';
import { NotFoundSection } from './not-found-section';
import { LiveVisitors } from './live-visitors';
import { SharedDashboardsSection } from './shared-dashboards-section';
import { WebVitalsSection } from './web-vitals-section';
import { statisticsName } from '../../lib/staff-format';
import { germanDate, PERIOD_LABELS, PeriodPicker, useStatisticsQuery } from './period-picker';

// The charts' code (recharts) is a chunk of its own: the tab draws its frames and figures without waiting for it.
const MonthlyTrendChart = lazy(() => import('./charts').then((charts) => ({ default: charts.MonthlyTrendChart })));
const PeriodTrendChart = lazy(() => import('./charts').then((charts) => ({ default: charts.PeriodTrendChart })));
const ShareChart = lazy(() => import('./charts').then((charts) => ({ default: charts.ShareChart })));

/** A grey block where a figure, table or chart comes once its part has arrived. */
function Placeholder({ className }: { className: string }) {
  return <span className={cn('block animate-pulse rounded-lg bg-slate-100', className)} aria-hidden />;
}

/** A chart once its code is there; until then a block of its height. */
function Chart({ height, children }: { height: string; children: ReactNode }) {
  return <Suspense fallback={<Placeholder className={height} />}>{children}</Suspense>;
}

const numberFormat = new Intl.NumberFormat('de-DE');
const percent = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
function duration(seconds: number): string {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} min`;
}

/** A headline figure's change against the previous period, in words and sign, not only in colour. */
function Change({
  value,
  label,
  lowerIsBetter,
}: {
  value: number | null | undefined;
  label: string;
  lowerIsBetter?: boolean;
}) {
  if (value === undefined) return null;
  if (value === null)
    return (
      <p className="mt-1 text-sm text-slate-600" data-testid={`change-${label}`}>
        Vorperiode ohne Daten
      </p>
    );
  const better = value === 0 ? undefined : value > 0 !== Boolean(lowerIsBetter);
  const text = `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
  return (
    <p
      className={cn(
        'mt-1 text-sm font-medium',
        better === undefined ? 'text-slate-600' : better ? 'text-emerald-700' : 'text-red-700',
      )}
      data-testid={`change-${label}`}
    >
      {text} <span className="font-normal text-slate-600">ggü. Vorperiode</span>
    </p>
  );
}

function StatCard({
  label,
  value,
  icon: Icon,
  change,
  lowerIsBetter,
}: {
  label: string;
  /** undefined while the statistics are on their way: the card's frame stands, its figure follows. */
  value: string | undefined;
  icon: ComponentType<{ className?: string }>;
  change?: number | null;
  lowerIsBetter?: boolean;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="stat-card">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <span className="grid size-9 place-items-center rounded-lg bg-accent-50 text-accent-700">
          <Icon className="size-5" />
        </span>
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-navy-900" data-testid={`stat-${label}`}>
        {value ?? <Placeholder className="h-9 w-28" />}
      </p>
      <Change value={change} label={label} lowerIsBetter={lowerIsBetter} />
    </div>
  );
}

function Metric({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-lg font-semibold text-navy-900">{value}</p>
    </div>
  );
}

/** The source key behind a label of the traffic-source chart. */
const SOURCE_KEYS = Object.fromEntries(Object.entries(STATISTICS_SOURCE_LABELS).map(([key, label]) => [label, key]));
function labelled(data: Record<string, number>, labels: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(data)) out[labels[key] ?? key] = (out[labels[key] ?? key] ?? 0) + value;
  return out;
}

const RESET_OPTIONS: { key: keyof ResetAnalyticsRequest; label: string }[] = [
  { key: 'reset_pageviews', label: 'Seitenaufrufe löschen' },
  { key: 'reset_events', label: 'Ereignisse (Klicks, Scrolltiefe, Formulare, Fehler) löschen' },
  { key: 'reset_consents', label: 'Cookie-Einwilligungen löschen' },
  { key: 'reset_web_vitals', label: 'Ladezeiten echter Besucher löschen' },
];

function ResetDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const client = useApiClient();
  const [options, setOptions] = useState<ResetAnalyticsRequest>({
    reset_pageviews: true,
    reset_events: true,
    reset_consents: true,
    reset_web_vitals: true,
  });
  const reset = useMutation({
    mutationFn: () => resetAnalytics(client, options),
    onSuccess: () => {
      onDone();
      onClose();
    },
    // A failed reset is logged; the dialog says it failed.
    onError: (error) => console.error('Statistiken konnten nicht zurückgesetzt werden', error),
  });
  const none = RESET_OPTIONS.every((option) => !options[option.key]);
  return (
    <Dialog
      title="Statistiken zurücksetzen"
      onClose={onClose}
      size="md"
      testId="reset-dialog"
      footer={
        <DialogActions>
          <button type="button" onClick={onClose} className="rounded-lg border border-slate-300 px-3.5 py-2 text-sm">
            Abbrechen
          </button>
          <button
            type="button"
            disabled={none || reset.isPending}
            onClick={() => reset.mutate()}
            className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-3.5 py-2 text-sm font-medium text-white disabled:opacity-50"
          >
            {reset.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            {reset.isPending ? 'Lösche...' : 'Endgültig löschen'}
          </button>
        </DialogActions>
      }
    >
      <p className="mb-3 text-sm text-slate-700">Welche Daten sollen unwiderruflich gelöscht werden?</p>
      <div className="flex flex-col gap-2">
        {RESET_OPTIONS.map((option) => (
          <Checkbox
            key={option.key}
            label={option.label}
            checked={options[option.key] === true}
            onChange={(value) => setOptions({ ...options, [option.key]: value })}
          />
        ))}
      </div>
      {reset.isError && <p className="mt-3 text-sm text-red-700">Zurücksetzen fehlgeschlagen.</p>}
    </Dialog>
  );
}

/** The four headline cards; without `data` (still on its way) their frames with a placeholder each. */
function HeadlineCards({ data }: { data: StatisticsResponse | undefined }) {
  const change = data?.comparison?.change;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Seitenaufrufe"
        value={data && numberFormat.format(data.page_views)}
        icon={Eye}
        change={change?.page_views}
      />
      <StatCard
        label="Eindeutige Besucher"
        value={data && numberFormat.format(data.unique_visitors)}
        icon={Users}
        change={change?.unique_visitors}
      />
      <StatCard
        label="Ø Sitzungsdauer"
        value={data && duration(data.avg_session_duration ?? 0)}
        icon={Clock}
        change={change?.avg_session_duration}
      />
      <StatCard
        label="Absprungrate"
        value={data && percent(data.bounce_rate ?? 0)}
        icon={LogOut}
        change={change?.bounce_rate}
        lowerIsBetter
      />
    </div>
  );
}

/**
 * The view's frames while the statistics are on their way: the headline cards and the panels, each with a
 * placeholder that the figures replace once they arrive.
 */
function PendingView() {
  return (
    <div className="space-y-5" aria-busy="true">
      <HeadlineCards data={undefined} />
      <Panel title="Erweiterte Metriken">
        <Placeholder className="h-16" />
      </Panel>
      <div className="grid gap-5 xl:grid-cols-2">
        <Panel title="Besuchertrend">
          <Placeholder className="h-64" />
        </Panel>
        <Panel title="Top-Seiten">
          <Placeholder className="h-64" />
        </Panel>
      </div>
      <div className="grid gap-5 lg:grid-cols-2 xl:grid-cols-4">
        {['Geräte', 'Browser', 'Traffic-Quellen', 'Cookie-Einwilligungen'].map((title) => (
          <Panel key={title} title={title}>
            <Placeholder className="h-40" />
          </Panel>
        ))}
      </div>
    </div>
  );
}

/** Filters the view by a row of a dimension; `key` maps a shown name to the value a filter takes. */
type FilterBy = (dimension: StatisticsFilterDimension, key?: (name: string) => string) => RowFilter;

/** The annotations of each bar of the trend on screen, joined, by the bar's start. */
function barNotes(data: StatisticsResponse, annotations: readonly StatisticsAnnotation[] = []): Map<string, string> {
  const starts = data.trend
    ? data.trend.map((row) => row.bucket)
    : (data.monthly_visitors ?? []).map((row) => row.month);
  const notes = new Map<string, string>();
  for (const annotation of annotations) {
    const bar = annotationBar(starts, annotation.date);
    if (bar) notes.set(bar, notes.has(bar) ? `${notes.get(bar)}; ${annotation.text}` : annotation.text);
  }
  return notes;
}

function StatisticsView({
  data,
  periodLabel,
  filterBy,
  annotations,
}: {
  data: StatisticsResponse;
  periodLabel: string;
  filterBy: FilterBy;
  annotations: ReturnType<typeof useAnnotations>;
}) {
  const m = data.enhanced_metrics;
  const notes = barNotes(data, annotations.data?.annotations);
  const byPage = filterBy('page');
  return (
    <div className="space-y-5">
      <p id="statistics-filter-hint" className="sr-only">
        Filtert die ganze Ansicht nach diesem Wert
      </p>
      <HeadlineCards data={data} />
      {m && (
        <Panel title="Erweiterte Metriken">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-8">
            <Metric label="Ereignisse" value={numberFormat.format(m.total_events)} />
            <Metric label="Button-Klicks" value={numberFormat.format(m.button_clicks)} />
            <Metric label="Scroll-Interaktionen" value={numberFormat.format(m.scroll_interactions)} />
            <Metric label="Externe Links" value={numberFormat.format(m.external_link_clicks)} />
            <Metric label="Formularstarts" value={numberFormat.format(m.form_starts)} />
            <Metric label="Formular gesendet" value={numberFormat.format(m.form_submits)} />
            <Metric label="Abgebrochen" value={numberFormat.format(m.form_abandoned)} />
            <Metric label="Formular-Conversion" value={percent(m.form_conversion_rate)} />
          </div>
        </Panel>
      )}
      <div className="grid gap-5 xl:grid-cols-2">
        {data.trend ? (
          <Panel title={`Besuchertrend (${periodLabel})`}>
            <Chart height="h-64">
              <PeriodTrendChart data={data.trend} notes={notes} />
            </Chart>
            <AnnotationsSection annotations={annotations} />
          </Panel>
        ) : (
          <Panel title="Besuchertrend (6 Monate)">
            <Chart height="h-64">
              <MonthlyTrendChart data={data.monthly_visitors ?? []} notes={notes} />
            </Chart>
            <AnnotationsSection annotations={annotations} />
          </Panel>
        )}
        <Panel title="Top-Seiten">
          {data.top_pages?.length ? (
            <DataTable stack data-testid="top-pages">
              <thead className="text-left text-xs text-slate-500">
                <tr>
                  <th className="pb-2 font-medium">Seite</th>
                  <th className="pb-2 text-right font-medium">Aufrufe</th>
                  <th className="pb-2 text-right font-medium">Ø Zeit</th>
                  <th className="pb-2 text-right font-medium">Absprung</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.top_pages.map((page) => (
                  <tr key={page.page}>
                    {/* Paths are up to 200 characters (docs/metrics.md): they wrap instead of widening the table. */}
                    <td className="break-all py-1.5 font-mono text-xs text-navy-900">
                      {byPage.accepts(page.page) ? (
                        <button
                          type="button"
                          onClick={() => byPage.apply(page.page)}
                          aria-describedby="statistics-filter-hint"
                          className="break-all text-left underline decoration-slate-300 underline-offset-2 hover:decoration-current"
                        >
                          {page.page}
                        </button>
                      ) : (
                        page.page
                      )}
                    </td>
                    <DataCell label="Aufrufe" className="py-1.5 text-right">
                      {numberFormat.format(page.views)}
                    </DataCell>
                    <DataCell label="Ø Zeit" className="py-1.5 text-right">
                      {duration(page.avg_time)}
                    </DataCell>
                    <DataCell label="Absprung" className="py-1.5 text-right">
                      {percent(page.bounce)}
                    </DataCell>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          ) : (
            <p className="text-sm text-slate-500">Noch keine Daten</p>
          )}
        </Panel>
      </div>
      <div className="grid gap-5 lg:grid-cols-2 xl:grid-cols-4">
        <Panel title="Geräte">
          <Chart height="h-40">
            <ShareChart
              data={data.devices ?? {}}
              testId="chart-devices"
              filter={filterBy('device')}
              label={(key) => statisticsName('device', key)}
            />
          </Chart>
        </Panel>
        <Panel title="Browser">
          <Chart height="h-40">
            <ShareChart
              data={data.browsers ?? {}}
              testId="chart-browsers"
              filter={filterBy('browser')}
              label={(key) => statisticsName('browser', key)}
            />
          </Chart>
        </Panel>
        <Panel title="Traffic-Quellen">
          <Chart height="h-40">
            <ShareChart
              data={labelled(data.traffic_sources ?? {}, STATISTICS_SOURCE_LABELS)}
              testId="chart-sources"
              filter={filterBy('source', (label) => SOURCE_KEYS[label] ?? label)}
              label={(key) => statisticsName('source', key)}
            />
          </Chart>
        </Panel>
        <Panel title="Cookie-Einwilligungen">
          <Chart height="h-40">
            <ShareChart
              testId="chart-consent"
              data={{
                [STATISTICS_CONSENT_LABELS.all_accepted]: data.cookie_consent?.all_accepted ?? 0,
                [STATISTICS_CONSENT_LABELS.only_necessary]: data.cookie_consent?.only_necessary ?? 0,
                [STATISTICS_CONSENT_LABELS.customized]: data.cookie_consent?.customized ?? 0,
                [STATISTICS_CONSENT_LABELS.gpc_only_necessary]: data.cookie_consent?.gpc_only_necessary ?? 0,
              }}
            />
          </Chart>
        </Panel>
      </div>
      <div className="grid gap-5 lg:grid-cols-2 xl:grid-cols-4">
        <Panel title={`Top-Buttons (max. ${STATISTICS_TOP_BUTTONS})`}>
          <CountBars data={m?.top_buttons ?? {}} limit={STATISTICS_TOP_BUTTONS} testId="top-buttons" />
        </Panel>
        <Panel title="Top-Länder">
          <CountBars
            data={data.top_countries ?? {}}
            limit={10}
            testId="top-countries"
            filter={filterBy('country')}
            label={(key) => statisticsName('country', key)}
          />
        </Panel>
        <Panel title="Conversions">
          <CountBars
            data={data.conversions ?? {}}
            testId="conversions"
            label={(key) => statisticsName('conversion', key)}
          />
        </Panel>
        <Panel title="Fehler">
          <p className="text-3xl font-bold text-navy-900" data-testid="error-count">
            {numberFormat.format(m?.errors ?? 0)}
          </p>
          <p className="text-sm text-slate-500">
            JavaScript-Fehler {data.trend ? `im Zeitraum (${periodLabel})` : 'in 30 Tagen'}
          </p>
        </Panel>
      </div>
    </div>
  );
}

/**
 * Statistiken: figures, charts and tables of the last 30 days, or of the period picked (in the address), with
 * the comparison to the previous period, reload and reset.
 */
/** `mayRedirect`: the signed-in staff member edits the website, so a page not found can become a redirect. */
export function StatisticsPanel({ mayRedirect = false }: { mayRedirect?: boolean }) {
  const { query, invalid, setQuery } = useStatisticsQuery();
  const filterBy: FilterBy = (dimension, key = (name) => name) => ({
    accepts: (name) => filterable(dimension, key(name)),
    apply: (name) => setQuery(withFilter(query, dimension, key(name))),
  });
  const { data, isPending, isFetching, error, refetch } = useStatistics(query);
  const queryClient = useQueryClient();
  // 'Aktualisieren' and a reset load every figure of the tab again: all its reads are under the statistics key.
  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: statisticsQueryKey });
  const annotations = useAnnotations(query);
  const [resetOpen, setResetOpen] = useState(false);
  const empty =
    !data || (data.page_views === 0 && data.unique_visitors === 0 && (data.enhanced_metrics?.total_events ?? 0) === 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-3">
          <p className="text-sm text-slate-600" data-testid="period-text">
            {data?.trend
              ? `Besucherzahlen vom ${germanDate(data.period.from)} bis ${germanDate(data.period.to)}`
              : 'Besucherzahlen der letzten 30 Tage'}
            {data?.comparison &&
              ` im Vergleich zum ${germanDate(data.comparison.period.from)} bis ${germanDate(data.comparison.period.to)}`}
          </p>
          {/* The picker sets period and comparison; the filters stay as they are. */}
          <PeriodPicker
            key={JSON.stringify(query)}
            query={query}
            onChange={(next) => setQuery({ ...next, filter: query.filter })}
          />
          <FilterChips query={query} onChange={setQuery} />
          {invalid && (
            <p role="status" className="text-sm text-amber-800">
              {invalid === 'filter'
                ? 'Ein Filter in der Adresse ist ungültig; gezeigt werden die letzten 30 Tage ohne Filter.'
                : 'Der Zeitraum in der Adresse ist ungültig; gezeigt werden die letzten 30 Tage.'}
            </p>
          )}
        </div>
        {/* On a phone the actions fill the width: the export on one row, reset and reload side by side below. */}
        <div className="flex w-full flex-wrap items-end gap-2 sm:ml-auto sm:w-auto sm:justify-end">
          <ExportCsv query={query} />
          <button
            type="button"
            onClick={() => setResetOpen(true)}
            className="inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-red-200 bg-white px-3.5 py-2 text-sm font-medium text-red-700 transition hover:bg-red-50 sm:flex-none"
          >
            <Trash2 className="size-4" aria-hidden />
            Statistiken zurücksetzen
          </button>
          <button
            type="button"
            onClick={reloadAll}
            disabled={isFetching}
            className="inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-navy-900 transition hover:bg-slate-50 disabled:opacity-60 sm:flex-none"
          >
            <RefreshCw className={cn('size-4', isFetching && 'animate-spin')} aria-hidden />
            Aktualisieren
          </button>
        </div>
      </div>

      <LiveVisitors />

      {isPending ? (
        <>
          <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Statistiken werden geladen…
          </p>
          <PendingView />
        </>
      ) : !data && error ? (
        <LoadFailure
          message={errorText(error, 'Fehler beim Laden der Statistiken')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data && !empty ? (
        <StatisticsView
          data={data}
          periodLabel={query.period === 'custom' ? 'eigener Zeitraum' : PERIOD_LABELS[query.period ?? '30d']}
          filterBy={filterBy}
          annotations={annotations}
        />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">
          Keine Statistiken verfügbar
        </p>
      )}
      <CountingModesSection query={query} />
      <GoalsSection query={query} onFilter={(name) => setQuery(withFilter(query, 'goal', name))} />
      <FunnelsSection query={query} />
      <LeadSourcesSection query={query} />
      <WebVitalsSection query={query} />
      <NotFoundSection mayRedirect={mayRedirect} />
      <SharedDashboardsSection />
      {resetOpen && <ResetDialog onClose={() => setResetOpen(false)} onDone={reloadAll} />}
    </div>
  );
}
