import { NOT_FOUND_PERIODS } from '@agency/contracts';
import { Signpost } from 'lucide-react';
import { useState } from 'react';
import { loadState } from '../../components/admin/load-state';
import { Banner, Button, DataCell, DataTable, Panel, Select, TableHead, useBanner } from '../../components/admin/ui';
import { useNotFoundPages } from './api/not-found-pages';
import { RedirectDialog } from './redirect-dialog';

const numberFormat = new Intl.NumberFormat('de-DE');
const dayFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' });

/** The period a list covers, and why it starts later than asked when the retention has removed older days. */
function periodLine(list: { days: number; since: string; kept_months: number }): string {
  const since = new Date(`${list.since}T00:00:00Z`);
  const asked = new Date();
  asked.setUTCHours(0, 0, 0, 0);
  asked.setUTCDate(asked.getUTCDate() - list.days + 1);
  const cut = since.getTime() > asked.getTime();
  return (
    `Zeitraum: ${dayFormat.format(since)} bis heute` +
    (cut
      ? ` (ältere Tage sind nach der Aufbewahrung der Statistik von ${list.kept_months} ${list.kept_months === 1 ? 'Monat' : 'Monaten'} gelöscht)`
      : '')
  );
}
type Days = (typeof NOT_FOUND_PERIODS)[number];

/** A referrer as staff read it: '' is a visit without one (typed in, a bookmark, an app). */
const referrerLabel = (referrer: string) => (referrer === '' ? 'direkt / unbekannt' : referrer);

/**
 * 'Nicht gefundene Seiten': the paths of the site that answered the 404 page, counted by the server (every
 * visitor, with or without consent or JavaScript; bots and probes for other software left out), with the
 * pages that linked there. Staff who edit the website turn a row into a redirect with one click.
 */
export function NotFoundSection({ mayRedirect }: { mayRedirect: boolean }) {
  const [days, setDays] = useState<Days>('30');
  const pages = useNotFoundPages(days);
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const banner = useBanner();
  const gate = loadState(pages, 'Fehler beim Laden der nicht gefundenen Seiten');
  return (
    <Panel
      title="Nicht gefundene Seiten"
      actions={
        <Select label="Zeitraum der Liste" value={days} onChange={(event) => setDays(event.target.value as Days)}>
          {NOT_FOUND_PERIODS.map((value) => (
            <option key={value} value={value}>
              Letzte {value} Tage
            </option>
          ))}
        </Select>
      }
    >
      <div className="space-y-3" data-testid="not-found-pages">
        <Banner message={banner.message} onClose={banner.clear} />
        {pages.data && (
          <p className="text-sm text-slate-600" data-testid="not-found-period">
            {periodLine(pages.data)}
          </p>
        )}
        {gate ??
          (pages.data && pages.data.pages.length === 0 ? (
            <p className="text-sm text-slate-500">Keine nicht gefundenen Seiten im Zeitraum</p>
          ) : (
            <DataTable stack data-testid="not-found-table">
              <caption className="sr-only">Nicht gefundene Seiten mit Aufrufen und Verweisquellen</caption>
              <TableHead
                className="text-left text-xs text-slate-500"
                columns={[
                  'Seite',
                  { label: 'Aufrufe', className: 'pb-2 text-right font-medium' },
                  'Verweisquellen',
                  { label: 'Weiterleitung', className: 'pb-2 text-right font-medium' },
                ]}
                cellClassName="pb-2 font-medium"
              />
              <tbody className="divide-y divide-slate-100">
                {pages.data?.pages.map((row) => (
                  <tr key={row.path}>
                    <DataCell label="Seite" className="break-all py-1.5 font-mono text-xs text-navy-900">
                      {row.path}
                    </DataCell>
                    <DataCell label="Aufrufe" className="py-1.5 text-right">
                      {numberFormat.format(row.hits)}
                    </DataCell>
                    <DataCell label="Verweisquellen" className="py-1.5 text-xs text-slate-700">
                      <ul>
                        {row.referrers.map((referrer) => (
                          <li key={referrer.referrer} className="break-all">
                            {referrerLabel(referrer.referrer)} ({numberFormat.format(referrer.hits)})
                          </li>
                        ))}
                      </ul>
                    </DataCell>
                    <DataCell label="Weiterleitung" className="py-1.5 text-right">
                      {row.redirected ? (
                        <span className="text-xs font-medium text-emerald-800">Weiterleitung vorhanden</span>
                      ) : mayRedirect ? (
                        <Button
                          className="px-2 py-1 text-xs"
                          aria-label={`Weiterleitung anlegen für ${row.path}`}
                          onClick={() => setRedirecting(row.path)}
                        >
                          <Signpost className="size-3.5" aria-hidden />
                          Weiterleitung anlegen
                        </Button>
                      ) : (
                        <span className="text-xs text-slate-500">–</span>
                      )}
                    </DataCell>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          ))}
        <p className="text-xs text-slate-600">
          Vom Server gezählt, auch ohne Einwilligung (nur Pfad, Tag und verweisende Seite, keine Besucherdaten); Bots
          und Abfragen nach fremder Software (z. B. /wp-admin, .php, .env) sind ausgenommen.
        </p>
      </div>
      {redirecting && (
        <RedirectDialog
          from={redirecting}
          onClose={() => setRedirecting(null)}
          onCreated={() => {
            banner.success(`Weiterleitung für ${redirecting} angelegt`);
            setRedirecting(null);
          }}
        />
      )}
    </Panel>
  );
}
