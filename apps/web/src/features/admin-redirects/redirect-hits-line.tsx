import type { AdminItem } from '@agency/contracts';
import { hitsKeyOf, type useRedirectHits } from './api/redirect-hits';

const numberFormat = new Intl.NumberFormat('de-DE');
const dateFormat = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** 'Aufrufe: 12 (zuletzt …)' under a redirect's card; a failed load says so rather than 0. */
export function RedirectHitsLine({ item, hits }: { item: AdminItem; hits: ReturnType<typeof useRedirectHits> }) {
  if (hits.isError) return <p className="text-xs text-red-700">Aufrufe konnten nicht geladen werden</p>;
  if (!hits.data) return <p className="text-xs text-slate-500">Aufrufe werden geladen…</p>;
  const row = hits.data.get(hitsKeyOf(item['match'], item['from']));
  return (
    <p className="text-xs text-slate-600" data-testid="redirect-hits">
      Aufrufe: {numberFormat.format(row?.hits ?? 0)}
      {row && <> (zuletzt {dateFormat.format(new Date(row.last_hit))})</>}
    </p>
  );
}
