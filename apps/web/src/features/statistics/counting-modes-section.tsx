import type { CountingMode, StatisticsQuery } from '@agency/contracts';
import { Panel } from '../../components/admin/ui';
import { useCountingModes } from './api/get-counting-modes';
import { germanDate } from './period-picker';

const MODE_LABELS: Record<CountingMode, string> = {
  consent: 'nur Besucher mit Einwilligung',
  cookieless: 'auch Besucher ohne Einwilligung (cookielos)',
  changed: 'an diesem Tag umgestellt',
};

/**
 * 'Zählweise': which visitors each day of the view counted, from the tracking settings' history (Tracking,
 * 'Cookielose Zählung ohne Einwilligung'); days in a row with the same mode are one line.
 */
export function CountingModesSection({ query }: { query: StatisticsQuery }) {
  const { data, isError } = useCountingModes(query);
  if (isError || !data) return null;
  const runs: { from: string; to: string; mode: CountingMode }[] = [];
  for (const { day, mode } of data.days) {
    const last = runs[runs.length - 1];
    if (last && last.mode === mode && mode !== 'changed') last.to = day;
    else runs.push({ from: day, to: day, mode });
  }
  return (
    <Panel title="Zählweise">
      <ul className="space-y-1 text-sm text-slate-700" data-testid="counting-modes">
        {runs.map((run) => (
          <li key={run.from} data-mode={run.mode}>
            <span className="font-medium text-navy-900">
              {run.from === run.to ? germanDate(run.from) : `${germanDate(run.from)} – ${germanDate(run.to)}`}
            </span>
            : {MODE_LABELS[run.mode]}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
