import { STATISTICS_LIVE_MINUTES } from '@agency/contracts';
import { Radio } from 'lucide-react';
import { Panel } from '../../components/admin/ui';
import { useLiveVisitors } from './api/get-live';

const numberFormat = new Intl.NumberFormat('de-DE');

/**
 * Live: visitors of the last minutes and the pages they are on, asked again every 10 s. Not a live region:
 * a screen reader announcing it every 10 s would drown the rest of the tab.
 */
export function LiveVisitors() {
  const { data, isError } = useLiveVisitors();
  return (
    <Panel
      title={
        <span className="inline-flex items-center gap-2">
          <Radio className="size-4 text-accent-700" aria-hidden />
          Live
        </span>
      }
      actions={<span className="text-xs text-slate-600">wird alle 10 Sekunden aktualisiert</span>}
    >
      <div data-testid="live">
        {isError ? (
          <p className="text-sm text-slate-600">Live-Daten konnten nicht geladen werden.</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              <span className="text-2xl font-bold text-navy-900" data-testid="live-visitors">
                {data ? numberFormat.format(data.visitors) : '–'}
              </span>{' '}
              Besucher in den letzten {STATISTICS_LIVE_MINUTES} Minuten
            </p>
            {data && data.pages.length > 0 && (
              <table className="mt-3 w-full text-sm" data-testid="live-pages">
                <thead className="text-left text-xs text-slate-600">
                  <tr>
                    <th className="pb-1 font-medium">Seite</th>
                    <th className="pb-1 text-right font-medium">Besucher</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.pages.map((row) => (
                    <tr key={row.page}>
                      <td className="break-all py-1 pr-2 font-mono text-xs text-navy-900">{row.page}</td>
                      <td className="py-1 text-right">{numberFormat.format(row.visitors)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
