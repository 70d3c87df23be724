import {
  parseStatisticsFilter,
  STATISTICS_FILTER_LABELS,
  statisticsFilters,
  type StatisticsFilter,
  type StatisticsFilterDimension,
  type StatisticsQuery,
} from '@agency/contracts';
import { X } from 'lucide-react';
import { statisticsName } from '../../lib/staff-format';

/**
 * The query with a filter on `dimension` set to `value` (another value of the same dimension is replaced:
 * filters of different dimensions combine), or unchanged when the value is not one a filter takes (a folded
 * 'Sonstige', an unknown source).
 */
export function withFilter(
  query: StatisticsQuery,
  dimension: StatisticsFilterDimension,
  value: string,
): StatisticsQuery {
  const raw = `${dimension}:${value}`;
  if (typeof parseStatisticsFilter(raw) === 'string') return query;
  const others = statisticsFilters(query).filter((f) => f.dimension !== dimension);
  return { ...query, filter: [...others.map((f) => `${f.dimension}:${f.value}`), raw] };
}

/** Whether a row of `dimension` can be clicked to filter by it. */
export const filterable = (dimension: StatisticsFilterDimension, value: string): boolean =>
  typeof parseStatisticsFilter(`${dimension}:${value}`) !== 'string';

/** The active filters as chips; each removes its filter, 'Alle Filter entfernen' all of them. */
export function FilterChips({
  query,
  onChange,
}: {
  query: StatisticsQuery;
  onChange: (next: StatisticsQuery) => void;
}) {
  const filters = statisticsFilters(query);
  if (filters.length === 0) return null;
  const without = (removed: StatisticsFilter) => {
    const rest = filters.filter((f) => f !== removed).map((f) => `${f.dimension}:${f.value}`);
    onChange({ ...query, filter: rest.length ? rest : undefined });
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-chips">
      <span className="text-sm text-slate-600">Gefiltert nach:</span>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const text = `${STATISTICS_FILTER_LABELS[filter.dimension]}: ${statisticsName(filter.dimension, filter.value)}`;
          return (
            <li key={filter.dimension}>
              <button
                type="button"
                onClick={() => without(filter)}
                aria-label={`Filter ${text} entfernen`}
                className="inline-flex max-w-xs items-center gap-1.5 rounded-full border border-accent-200 bg-accent-50 px-3 py-1 text-sm text-accent-800 hover:bg-accent-100"
              >
                <span className="truncate">{text}</span>
                <X className="size-3.5 shrink-0" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      {filters.length > 1 && (
        <button
          type="button"
          onClick={() => onChange({ ...query, filter: undefined })}
          className="text-sm text-slate-600 underline hover:text-navy-900"
        >
          Alle Filter entfernen
        </button>
      )}
    </div>
  );
}
