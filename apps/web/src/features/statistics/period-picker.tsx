import {
  STATISTICS_PERIODS,
  statisticsQuerySchema,
  type StatisticsPeriodKey,
  type StatisticsQuery,
} from '@agency/contracts';
import { useId, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Checkbox } from '../../components/admin/ui';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldError, firstError } from '../../components/forms/field-error';
import { statisticsParams } from './api/get-statistics';

export const PERIOD_LABELS: Record<StatisticsPeriodKey, string> = {
  today: 'Heute',
  '7d': '7 Tage',
  '30d': '30 Tage',
  '6m': '6 Monate',
  '12m': '12 Monate',
  custom: 'Eigener Zeitraum',
};

/** yyyy-mm-dd → TT.MM.JJJJ */
export const germanDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('.');

/** TT.MM.JJJJ (also T.M.JJJJ) → yyyy-mm-dd, or undefined when it is no date. */
export function isoDate(german: string): string | undefined {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(german);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

/**
 * The view's period, comparison and filters, kept in the address (/admin/statistiken?period=…&filter=…), so a
 * view can be bookmarked and sent to colleagues. An address the API would refuse shows the default view and
 * says so.
 */
export function useStatisticsQuery(): {
  query: StatisticsQuery;
  /** What of the address the API would refuse: its filters alone, or the period (or anything else). */
  invalid?: 'period' | 'filter';
  setQuery: (next: StatisticsQuery) => void;
} {
  const [params, setParams] = useSearchParams();
  const raw: Record<string, string | string[]> = Object.fromEntries(params);
  // The one parameter that repeats: every filter, not only the last.
  const filters = params.getAll('filter');
  if (filters.length > 1) raw['filter'] = filters;
  const parsed = statisticsQuerySchema.safeParse(raw);
  const setQuery = (next: StatisticsQuery) => setParams(statisticsParams(next));
  const invalid = parsed.success
    ? undefined
    : parsed.error.issues.every((issue) => issue.path[0] === 'filter')
      ? 'filter'
      : 'period';
  return { query: parsed.success ? parsed.data : {}, invalid, setQuery };
}

/** The custom range as staff type it (TT.MM.JJJJ). */
type RangeForm = { from: string; to: string };

/** The picker's own words for what the contract (the api's statisticsQuerySchema) says about a range. */
function rangeText(message: string | undefined): string {
  if (!message || /JJJJ-MM-TT|gültiges Datum|braucht from und to/.test(message))
    return 'Bitte beide Daten im Format TT.MM.JJJJ angeben.';
  if (/vor from/.test(message)) return '„Bis“ darf nicht vor „Von“ liegen.';
  if (/Zukunft/.test(message)) return '„Bis“ darf nicht in der Zukunft liegen.';
  if (/höchstens/.test(message)) return 'Der Zeitraum darf höchstens 366 Tage umfassen.';
  return 'Bitte einen gültigen Zeitraum angeben.';
}

/** Zeitraum (select), for 'Eigener Zeitraum' two de-DE dates, and the comparison with the previous period. */
export function PeriodPicker({
  query,
  onChange,
}: {
  query: StatisticsQuery;
  onChange: (next: StatisticsQuery) => void;
}) {
  const id = useId();
  const period = query.period ?? '30d';
  const [custom, setCustom] = useState(period === 'custom');
  const [error, setError] = useState<string>();
  // The one form layer: the range checked with the contract schema the api uses (dates converted to ISO).
  const range = useContractForm<RangeForm>({
    schema: statisticsQuerySchema,
    defaultValues: { from: query.from ? germanDate(query.from) : '', to: query.to ? germanDate(query.to) : '' },
    payload: ({ from, to }) => ({
      period: 'custom',
      from: isoDate(from) ?? from,
      to: isoDate(to) ?? to,
      compare: query.compare,
    }),
  });

  const choose = (next: StatisticsPeriodKey) => {
    setError(undefined);
    if (next === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    // 30 Tage is the spec's view: without a comparison it is the plain address.
    onChange(next === '30d' && !query.compare ? {} : { period: next, compare: query.compare });
  };

  const apply = ({ from, to }: RangeForm) => {
    const fromIso = isoDate(from);
    const toIso = isoDate(to);
    if (!fromIso || !toIso) return setError(rangeText(undefined));
    setError(undefined);
    onChange({ period: 'custom', from: fromIso, to: toIso, compare: query.compare });
  };
  const refuse = (errors: FieldErrors<RangeForm>) => setError(rangeText(firstError(errors)));

  const compare = (checked: boolean) => {
    const base = query.period ? query : { period: '30d' as const };
    const next = { ...base, compare: checked ? ('previous' as const) : undefined };
    onChange(next.period === '30d' && !next.compare ? {} : next);
  };

  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="period-picker">
      <div className="flex flex-col gap-1 text-sm text-slate-700">
        <label htmlFor={`${id}-period`}>Zeitraum</label>
        <select
          id={`${id}-period`}
          value={custom ? 'custom' : period}
          onChange={(e) => choose(e.target.value as StatisticsPeriodKey)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-navy-900"
        >
          {STATISTICS_PERIODS.map((key) => (
            <option key={key} value={key}>
              {PERIOD_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      {custom && (
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={(event) => void range.handleSubmit(apply, refuse)(event)}
          aria-label="Eigener Zeitraum"
        >
          {(
            [
              ['from', 'Von'],
              ['to', 'Bis'],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex flex-col gap-1 text-sm text-slate-700" htmlFor={`${id}-${key}`}>
              {label}
              <input
                id={`${id}-${key}`}
                {...range.register(key)}
                placeholder="TT.MM.JJJJ"
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                aria-invalid={error && fieldError(range.formState.errors, key) !== undefined ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-format`}
                className="w-32 rounded-lg border border-slate-300 px-3 py-2 text-sm text-navy-900"
              />
            </label>
          ))}
          <button type="submit" className="rounded-lg bg-navy-900 px-3.5 py-2 text-sm font-medium text-white">
            Anwenden
          </button>
          <span id={`${id}-format`} className="sr-only">
            Datum im Format TT.MM.JJJJ
          </span>
        </form>
      )}
      <div className="pb-2">
        <Checkbox label="Mit Vorperiode vergleichen" checked={query.compare === 'previous'} onChange={compare} />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
