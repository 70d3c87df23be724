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
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const COLORS = ['#0d9488', '#1e3a8a', '#f59e0b', '#e11d48', '#7c3aed', '#0891b2', '#65a30d', '#64748b'];
/** The folded rest of a share ('Sonstige') is grey and comes last, whatever its size. */
const OTHER_COLOR = '#cbd5e1';
const colorOf = (name: string, index: number) =>
  name === STATISTICS_OTHER_LABEL ? OTHER_COLOR : COLORS[index % COLORS.length];
const numberFormat = new Intl.NumberFormat('de-DE');
const monthFormat = new Intl.DateTimeFormat('de-DE', { month: 'short', year: '2-digit' });

function monthLabel(month: string): string {
  const date = new Date(/^\d{4}-\d{2}$/.test(month) ? `${month}-01T00:00:00` : month);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

/** The visitors' bars of the trend charts (their rounding and least height follow the bars' width). */
const VISITOR_BARS = { dataKey: 'visitors', name: 'Besucher', fill: '#0d9488', isAnimationActive: false } as const;

/** Six-month visitor trend; bars keep a minimum height so a quiet month stays visible. */
export function MonthlyTrendChart({ data }: { data: { month: string; visitors: number }[] }) {
  const rows = data.map((row) => ({ ...row, label: monthLabel(row.month) }));
  return (
    <div className="h-64" data-testid="chart-monthly">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [numberFormat.format(Number(value)), 'Besucher']} />
          <Bar {...VISITOR_BARS} radius={[6, 6, 0, 0]} minPointSize={4} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

const dayFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/**
 * Visitors per day (per week beyond 92 days) of the picked period as bars; with a comparison the previous
 * period's visitors, point by point, as a dashed line over them (issue 18).
 */
export function PeriodTrendChart({
  data,
}: {
  data: { bucket: string; visitors: number; previous_visitors?: number }[];
}) {
  const rows = data.map((row) => ({ ...row, label: dayFormat.format(new Date(`${row.bucket}T00:00:00Z`)) }));
  const compared = data.some((row) => row.previous_visitors !== undefined);
  return (
    <div className="h-64" data-testid="chart-trend">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value, name) => [numberFormat.format(Number(value)), name]} />
          {compared && <Legend wrapperStyle={{ fontSize: 12 }} />}
          <Bar {...VISITOR_BARS} radius={[4, 4, 0, 0]} minPointSize={2} />
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
      </ResponsiveContainer>
    </div>
  );
}

/** Filtering the view by a row's name: which names can, and what a click does. */
export interface RowFilter {
  accepts: (name: string) => boolean;
  apply: (name: string) => void;
}

/** A row's name: a button that filters the view by it when the row can filter (issue 18), else text. */
function RowName({ name, onSelect, className }: { name: string; onSelect?: () => void; className: string }) {
  if (!onSelect) return <span className={className}>{name}</span>;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-describedby="statistics-filter-hint"
      className={`${className} text-left underline decoration-slate-300 underline-offset-2 hover:text-navy-900 hover:decoration-current`}
    >
      {name}
    </button>
  );
}

/** A share (percent) per name as a donut with a legend; `filter` makes the names filter buttons. */
export function ShareChart({
  data,
  testId,
  filter,
}: {
  data: Record<string, number>;
  testId: string;
  filter?: RowFilter;
}) {
  const rows = Object.entries(data)
    .map(([name, value]) => ({ name, value }))
    .filter((row) => row.value > 0)
    .sort(
      (a, b) =>
        Number(a.name === STATISTICS_OTHER_LABEL) - Number(b.name === STATISTICS_OTHER_LABEL) || b.value - a.value,
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
                <Cell key={row.name} fill={colorOf(row.name, index)} />
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
          <li key={row.name} className="flex items-center gap-2">
            <span className="size-2.5 shrink-0 rounded-full" style={{ background: colorOf(row.name, index) }} />
            <RowName
              name={row.name}
              className="min-w-0 flex-1 truncate text-slate-700"
              onSelect={select(filter, row.name)}
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

/** The click handler of a row, when its name is one a filter takes (a folded 'Sonstige' never is). */
function select(filter: RowFilter | undefined, name: string) {
  return filter && name !== STATISTICS_OTHER_LABEL && filter.accepts(name) ? () => filter.apply(name) : undefined;
}

/** Counts per name as horizontal bars (top buttons, countries, conversions); `filter` as for ShareChart. */
export function CountBars({
  data,
  limit,
  testId,
  filter,
}: {
  data: Record<string, number>;
  limit?: number;
  testId: string;
  filter?: RowFilter;
}) {
  const rows = Object.entries(data)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  if (rows.length === 0) return <p className="text-sm text-slate-500">Noch keine Daten</p>;
  const max = Math.max(...rows.map(([, value]) => value), 1);
  return (
    <ul className="space-y-2" data-testid={testId}>
      {rows.map(([name, value]) => (
        <li key={name} className="text-sm">
          <div className="flex justify-between gap-2">
            <RowName name={name} className="min-w-0 truncate text-slate-700" onSelect={select(filter, name)} />
            <span className="font-medium text-navy-900">{numberFormat.format(value)}</span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-100">
            <div className="h-2 rounded-full bg-accent-500" style={{ width: `${Math.max(3, (value / max) * 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
