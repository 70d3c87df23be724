import { STATISTICS_OTHER_LABEL } from '@agency/contracts';

const numberFormat = new Intl.NumberFormat('de-DE');

/** Filtering the view by a row's name: which names can, and what a click does. */
export interface RowFilter {
  accepts: (name: string) => boolean;
  apply: (name: string) => void;
}

/** A row's name: a button that filters the view by it when the row can filter, else text. */
export function RowName({ name, onSelect, className }: { name: string; onSelect?: () => void; className: string }) {
  // Truncated names show in full on hover.
  if (!onSelect)
    return (
      <span className={className} title={name}>
        {name}
      </span>
    );
  return (
    <button
      type="button"
      onClick={onSelect}
      title={name}
      aria-describedby="statistics-filter-hint"
      className={`${className} text-left underline decoration-slate-300 underline-offset-2 hover:text-navy-900 hover:decoration-current`}
    >
      {name}
    </button>
  );
}

/** A row's key as staff read it (a country's code as its German name); the key is what filters take. */
export type RowLabel = (key: string) => string;

/** The click handler of a row, when its name is one a filter takes (a folded 'Sonstige' never is). */
export function select(filter: RowFilter | undefined, name: string) {
  return filter && name !== STATISTICS_OTHER_LABEL && filter.accepts(name) ? () => filter.apply(name) : undefined;
}

/** Counts per name as horizontal bars (top buttons, countries, conversions); `filter` as for ShareChart. */
export function CountBars({
  data,
  limit,
  testId,
  filter,
  label = (key) => key,
}: {
  data: Record<string, number>;
  limit?: number;
  testId: string;
  filter?: RowFilter;
  label?: RowLabel;
}) {
  const rows = Object.entries(data)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  if (rows.length === 0) return <p className="text-sm text-slate-500">Noch keine Daten</p>;
  const max = Math.max(...rows.map(([, value]) => value), 1);
  return (
    <ul className="space-y-2" data-testid={testId}>
      {rows.map(([key, value]) => (
        <li key={key} className="text-sm">
          <div className="flex justify-between gap-2">
            <RowName name={label(key)} className="min-w-0 truncate text-slate-700" onSelect={select(filter, key)} />
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
