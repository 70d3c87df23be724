import { STATISTICS_OTHER_LABEL } from '@agency/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactElement } from 'react';
import { formatCalendarDayShort, formatCalendarMonth } from '../../lib/staff-format';
import { RowName, select, type RowFilter, type RowLabel } from './count-bars';

/*
 * The charts of the statistics tab: recharts, loaded as a chunk of its own once the tab shows (the tab's
 * figures and frames do not wait for it).
 */
export { CountBars, type RowFilter, type RowLabel } from './count-bars';

const COLORS = ['#0d9488', '#1e3a8a', '#f59e0b', '#e11d48', '#7c3aed', '#0891b2', '#65a30d', '#64748b'];
/** The folded rest of a share ('Sonstige') is grey and comes last, whatever its size. */
const OTHER_COLOR = '#cbd5e1';
const colorOf = (name: string, index: number) =>
  name === STATISTICS_OTHER_LABEL ? OTHER_COLOR : COLORS[index % COLORS.length];
const numberFormat = new Intl.NumberFormat('de-DE');
const monthLabel = formatCalendarMonth;

/** The visitors' bars of the trend charts (their rounding and least height follow the bars' width). */
const VISITOR_BARS = { dataKey: 'visitors', name: 'Besucher', fill: '#0d9488', isAnimationActive: false } as const;

/** The annotations of each bar, by the bar's start (its first day, or its month). */
export type BarNotes = ReadonlyMap<string, string>;

/** An annotated bar: a dashed amber line through it, the annotations in its tooltip. */
const noteMarker = (label: string) => (
  <ReferenceLine key={label} x={label} stroke="#d97706" strokeDasharray="4 3" ifOverflow="extendDomain" />
);
/** The frame of a visitor trend: 16 rem high, as wide as its place. */
function TrendFrame({ testId, children }: { testId: string; children: ReactElement }) {
  return (
    <div className="h-64" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
const TREND_MARGIN = { top: 8, right: 8, bottom: 0, left: -16 };
/** A visitor trend's grid and axes: the bars' labels below, whole numbers of visitors beside. */
const TREND_AXES = (
  <>
    <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
    <XAxis dataKey="label" tick={{ fontSize: 12 }} />
    <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
  </>
);
/** Tooltip entries in dark teal: the bars' own colour is too light for text on white (WCAG AA). */
const TOOLTIP_ITEM = { color: '#115e59' } as const;
const tooltipLabel = (label: unknown, payload: readonly { payload?: { notes?: string } }[] | undefined) => {
  const notes = payload?.[0]?.payload?.notes;
  return notes ? (
    <>
      {String(label)}
      <span className="block max-w-64 whitespace-normal text-amber-700">{notes}</span>
    </>
  ) : (
    String(label)
  );
};

/** Six-month visitor trend; bars keep a minimum height so a quiet month stays visible. */
export function MonthlyTrendChart({
  data,
  notes = new Map(),
}: {
  data: { month: string; visitors: number }[];
  notes?: BarNotes;
}) {
  const rows = data.map((row) => ({ ...row, label: monthLabel(row.month), notes: notes.get(row.month) }));
  return (
    <TrendFrame testId="chart-monthly">
      <BarChart data={rows} margin={TREND_MARGIN}>
        {TREND_AXES}
        <Tooltip
          formatter={(value) => [numberFormat.format(Number(value)), 'Besucher']}
          labelFormatter={tooltipLabel}
          itemStyle={TOOLTIP_ITEM}
        />
        <Bar {...VISITOR_BARS} radius={[6, 6, 0, 0]} minPointSize={4} />
        {rows.filter((row) => row.notes).map((row) => noteMarker(row.label))}
      </BarChart>
    </TrendFrame>
  );
}

/**
 * Visitors per day (per week beyond 92 days) of the picked period as bars; with a comparison the previous
 * period's visitors, point by point, as a dashed line over them; annotated bars marked.
 */
export function PeriodTrendChart({
  data,
  notes = new Map(),
}: {
  data: { bucket: string; visitors: number; previous_visitors?: number }[];
  notes?: BarNotes;
}) {
  const rows = data.map((row) => ({ ...row, label: formatCalendarDayShort(row.bucket), notes: notes.get(row.bucket) }));
  const compared = data.some((row) => row.previous_visitors !== undefined);
  return (
    <TrendFrame testId="chart-trend">
      <ComposedChart data={rows} margin={TREND_MARGIN}>
        {TREND_AXES}
        <Tooltip
          formatter={(value, name) => [numberFormat.format(Number(value)), name]}
          labelFormatter={tooltipLabel}
          itemStyle={TOOLTIP_ITEM}
        />
        {compared && <Legend wrapperStyle={{ fontSize: 12 }} />}
        <Bar {...VISITOR_BARS} radius={[4, 4, 0, 0]} minPointSize={2} />
        {rows.filter((row) => row.notes).map((row) => noteMarker(row.label))}
        {compared && (
          <Line
            dataKey="previous_visitors"
            name="Vorperiode"
            stroke="#1e3a8a"
            strokeDasharray="5 4"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        )}
      </ComposedChart>
    </TrendFrame>
  );
}

/**
 * A share (percent) per name as a donut with a legend; `filter` makes the names filter buttons, `label`
 * turns the answer's keys into what staff read.
 */
export function ShareChart({
  data,
  testId,
  filter,
  label = (key) => key,
}: {
  data: Record<string, number>;
  testId: string;
  filter?: RowFilter;
  label?: RowLabel;
}) {
  const rows = Object.entries(data)
    .map(([key, value]) => ({ key, name: label(key), value }))
    .filter((row) => row.value > 0)
    .sort(
      (a, b) =>
        Number(a.key === STATISTICS_OTHER_LABEL) - Number(b.key === STATISTICS_OTHER_LABEL) || b.value - a.value,
    );
  if (rows.length === 0) return <p className="text-sm text-slate-500">Noch keine Daten</p>;
  return (
    // Donut above its legend: the panels sit four in a row, too narrow for a legend beside the donut.
    <div className="flex flex-col items-center gap-4" data-testid={testId}>
      <div className="size-32 shrink-0">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={rows}
              dataKey="value"
              nameKey="name"
              innerRadius="55%"
              outerRadius="100%"
              isAnimationActive={false}
            >
              {rows.map((row, index) => (
                <Cell key={row.key} fill={colorOf(row.key, index)} />
              ))}
            </Pie>
            <Tooltip
              formatter={(value) => `${Number(value).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="w-full min-w-0 space-y-1 text-sm">
        {rows.map((row, index) => (
          <li key={row.key} className="flex items-center gap-2">
            <span className="size-2.5 shrink-0 rounded-full" style={{ background: colorOf(row.key, index) }} />
            <RowName
              name={row.name}
              className="min-w-0 flex-1 truncate text-slate-700"
              onSelect={select(filter, row.key)}
            />
            <span className="whitespace-nowrap font-medium text-navy-900">
              {row.value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
