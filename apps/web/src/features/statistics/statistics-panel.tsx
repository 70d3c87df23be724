import { Eye, LoaderCircle, RefreshCw, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { cn } from '../../lib/cn';
import { useStatistics } from './api/get-statistics';

const numberFormat = new Intl.NumberFormat('de-DE');

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: ComponentType<{ className?: string }> }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <span className="grid size-9 place-items-center rounded-lg bg-accent-50 text-accent-700">
          <Icon className="size-5" />
        </span>
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-navy-900" data-testid={`stat-${label}`}>
        {numberFormat.format(value)}
      </p>
    </div>
  );
}

/** Statistics tab: headline figures of the last 30 days with a reload button. */
export function StatisticsPanel() {
  const { data, isPending, isFetching, refetch } = useStatistics();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">Besucherzahlen der letzten 30 Tage</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-navy-900 transition hover:bg-slate-50 disabled:opacity-60"
        >
          <RefreshCw className={cn('size-4', isFetching && 'animate-spin')} aria-hidden />
          Aktualisieren
        </button>
      </div>

      {isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Statistiken werden geladen…
        </p>
      ) : data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Seitenaufrufe" value={data.page_views} icon={Eye} />
          <StatCard label="Eindeutige Besucher" value={data.unique_visitors} icon={Users} />
        </div>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">
          Keine Statistiken verfügbar
        </p>
      )}
    </div>
  );
}
