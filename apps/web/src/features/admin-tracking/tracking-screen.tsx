import type { TrackingConfig } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, List, RefreshCw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { HistoryButton } from '../../components/admin/history-panel';
import { Banner, Button, errorText, Loading, Panel, Switch, Toolbar, useBanner } from '../../components/admin/ui';
import { useServerDraft } from '../../components/admin/use-server-draft';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { trackingConfigQueryKey, useTrackingConfig } from './api/get-tracking-config';
import { saveTrackingConfig } from './api/save-tracking-config';

type Section = Exclude<keyof TrackingConfig, 'enabled'>;
const SECTIONS: { key: Section; label: string; description: string; subs: Record<string, string> }[] = [
  { key: 'pageViews', label: 'Seitenaufrufe', description: 'Zählt aufgerufene Seiten', subs: { trackReferrer: 'Herkunft (Referrer)', trackDeviceInfo: 'Gerät und Browser' } },
  { key: 'buttonClicks', label: 'Button-Klicks', description: 'Klicks auf wichtige Buttons', subs: {} },
  { key: 'scrollDepth', label: 'Scrolltiefe', description: '25, 50, 75 und 100 %', subs: {} },
  { key: 'timeTracking', label: 'Verweildauer', description: 'Zeit auf der Seite', subs: { trackTimeOnPage: 'Zeit auf der Seite', trackTimeToFirstInteraction: 'Zeit bis zur ersten Interaktion' } },
  { key: 'conversions', label: 'Conversions', description: 'Gesendete Anfragen', subs: { trackContactForm: 'Kontaktformular', trackOfferRequestModal: 'Angebotsdialog' } },
  { key: 'formInteractions', label: 'Formular-Interaktionen', description: 'Start und Abbruch', subs: { trackFormStart: 'Formularstart', trackFormAbandonment: 'Formularabbruch' } },
  { key: 'contentInteractions', label: 'Inhalts-Interaktionen', description: 'Leistungen und Portfolio', subs: { trackServiceExpansions: 'Aufgeklappte Leistungen', trackPortfolioClicks: 'Portfolio-Klicks' } },
  { key: 'faqTracking', label: 'FAQ', description: 'Geöffnete Fragen', subs: {} },
  { key: 'externalLinks', label: 'Externe Links', description: 'Ausgehende Links und Downloads', subs: { trackExternalClicks: 'Externe Klicks', trackDownloads: 'Downloads' } },
  { key: 'userJourney', label: 'Besucherpfad', description: 'Seitenfolge einer Sitzung', subs: {} },
  { key: 'errorTracking', label: 'Fehler', description: 'JavaScript-Fehler', subs: { trackJavaScriptErrors: 'JavaScript-Fehler' } },
  { key: 'cookieConsent', label: 'Cookie-Einwilligungen', description: 'Anteile der Entscheidungen', subs: {} },
];

/** The history's names of the fields, as this screen labels them. */
const FIELD_LABELS: Record<string, string> = {
  enabled: 'Tracking aktiv (Hauptschalter)',
  ...Object.fromEntries(SECTIONS.flatMap((section) => [[section.key, section.label], ...Object.entries(section.subs).map(([field, label]) => [`${section.key}.${field}`, label])])),
};

function withSection(config: TrackingConfig, key: Section, field: string, value: boolean): TrackingConfig {
  return { ...config, [key]: { ...config[key], [field]: value } } as TrackingConfig;
}

/** Tracking: overview cards save on each toggle; the detailed view saves on 'Speichern'. */
export function TrackingScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useTrackingConfig();
  const banner = useBanner();
  const [view, setView] = useState<'overview' | 'detail'>('overview');
  // A reload of the server's config (e.g. the one after a save) must not undo a switch flipped meanwhile.
  const { draft: config, edit, saveToken, markSaved, discard } = useServerDraft(query.data, (data) => data.config);
  useEffect(() => {
    if (query.isError) banner.error('Fehler beim Laden der Konfiguration');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError]);
  const save = useMutation({
    mutationFn: ({ next }: { next: TrackingConfig; token: number }) => saveTrackingConfig(client, next),
    onSuccess: (answer, { token }) => {
      if (answer.success) markSaved(token);
      if (answer.success) banner.success('Einstellungen erfolgreich gespeichert!');
      else banner.error('Fehler beim Speichern der Konfiguration');
      void queryClient.invalidateQueries({ queryKey: trackingConfigQueryKey });
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern')),
  });
  const reload = () => {
    // 'Neu laden' drops unsaved edits.
    discard();
    void queryClient.invalidateQueries({ queryKey: trackingConfigQueryKey });
  };
  const change = (next: TrackingConfig, immediately: boolean) => {
    edit(next);
    if (immediately) save.mutate({ next, token: saveToken() });
  };

  if (query.isPending) return <Loading />;
  if (!config) return <Banner message={banner.message ?? { kind: 'error', text: 'Konfiguration konnte nicht geladen werden' }} />;
  const overview = view === 'overview';
  return (
    <div className="space-y-5">
      <Toolbar>
        <HistoryButton resource="/api/admin/tracking-config" title="Tracking" fieldLabels={FIELD_LABELS} currentVersion={query.data?.version} onRestored={reload} />
        <Button onClick={() => setView(overview ? 'detail' : 'overview')}>
          {overview ? <List className="size-4" aria-hidden /> : <LayoutGrid className="size-4" aria-hidden />}
          {overview ? 'Detailansicht' : 'Übersicht'}
        </Button>
        <Button onClick={reload}>
          <RefreshCw className="size-4" aria-hidden />
          Neu laden
        </Button>
        {!overview && (
          <Button variant="primary" onClick={() => save.mutate({ next: config, token: saveToken() })} busy={save.isPending} disabled={save.isPending}>
            <Save className="size-4" aria-hidden />
            Speichern
          </Button>
        )}
      </Toolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      <Panel>
        <Switch label="Tracking aktiv (Hauptschalter)" checked={config.enabled} onChange={(enabled) => change({ ...config, enabled }, overview)} />
      </Panel>
      <div className={cn('grid gap-4', overview ? 'sm:grid-cols-2 xl:grid-cols-3' : '')}>
        {SECTIONS.map((section) => {
          const value = config[section.key] as Record<string, boolean>;
          return (
            <div key={section.key} className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm', (!config.enabled || !value.enabled) && 'bg-slate-50')} data-testid={`tracking-${section.key}`}>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-navy-900">{section.label}</p>
                  <p className="text-xs text-slate-500">{section.description}</p>
                </div>
                <Switch label={section.label} hideLabel checked={value.enabled} disabled={!config.enabled} onChange={(on) => change(withSection(config, section.key, 'enabled', on), overview)} />
              </div>
              {!overview && Object.keys(section.subs).length > 0 && (
                <div className="mt-3 flex flex-wrap gap-4 border-t border-slate-100 pt-3">
                  {Object.entries(section.subs).map(([field, label]) => (
                    <Switch key={field} label={label} checked={value[field]} disabled={!config.enabled || !value.enabled} onChange={(on) => change(withSection(config, section.key, field, on), false)} />
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
