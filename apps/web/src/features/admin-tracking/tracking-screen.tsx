import { trackingConfigSchema, type TrackingConfig } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, List, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { HistoryButton } from '../../components/admin/history-panel';
import {
  Banner,
  Button,
  errorText,
  Input,
  Panel,
  ReloadButton,
  SaveButton,
  Switch,
  Toolbar,
  useBanner,
} from '../../components/admin/ui';
import { useServerForm } from '../../components/admin/use-server-form';
import { fieldError } from '../../components/forms/field-error';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { trackingConfigQueryKey, useTrackingConfig } from './api/get-tracking-config';
import { NO_ANALYSIS_WITHOUT_CONSENT, usePrivacyTextClaimsNoAnalysis } from './api/get-privacy-text';
import { saveTrackingConfig } from './api/save-tracking-config';

type Section = Exclude<keyof TrackingConfig, 'enabled' | 'thirdPartyAnalytics' | 'cookielessCounting'>;
interface SectionView {
  key: Section;
  label: string;
  description: string;
  subs: Record<string, string>;
  /** A sub-switch that only works with another one of its section on (it is sent with that one's event). */
  requires?: Record<string, string>;
  /** Number fields of the section (detailed view). */
  numbers?: Record<string, { label: string; hint: string; min: number; max: number; step: number }>;
}
const SECTIONS: SectionView[] = [
  {
    key: 'pageViews',
    label: 'Seitenaufrufe',
    description: 'Zählt aufgerufene Seiten',
    subs: { trackReferrer: 'Herkunft (Referrer)', trackDeviceInfo: 'Gerät und Browser' },
  },
  { key: 'buttonClicks', label: 'Button-Klicks', description: 'Klicks auf wichtige Buttons', subs: {} },
  {
    key: 'scrollDepth',
    label: 'Scrolltiefe',
    description: '25, 50, 75 und 100 % und die tiefste Stelle',
    subs: { trackMaxScroll: 'Maximale Scrolltiefe' },
  },
  {
    key: 'timeTracking',
    label: 'Verweildauer',
    description: 'Zeit auf der Seite',
    subs: { trackTimeOnPage: 'Zeit auf der Seite', trackTimeToFirstInteraction: 'Zeit bis zur ersten Interaktion' },
    requires: { trackTimeToFirstInteraction: 'trackTimeOnPage' },
  },
  {
    key: 'conversions',
    label: 'Conversions',
    description: 'Gesendete Anfragen und Anmeldungen',
    subs: {
      trackContactForm: 'Kontaktformular',
      trackOfferRequestModal: 'Angebotsdialog',
      trackNewsletterSignup: 'Newsletter-Anmeldung',
    },
  },
  {
    key: 'formInteractions',
    label: 'Formular-Interaktionen',
    description: 'Start, Abbruch und Eingabefehler',
    subs: {
      trackFormStart: 'Formularstart',
      trackFormAbandonment: 'Formularabbruch',
      trackValidationErrors: 'Validierungsfehler',
    },
  },
  {
    key: 'contentInteractions',
    label: 'Inhalts-Interaktionen',
    description: 'Leistungen und Portfolio',
    subs: { trackServiceExpansions: 'Aufgeklappte Leistungen', trackPortfolioClicks: 'Portfolio-Klicks' },
  },
  { key: 'faqTracking', label: 'FAQ', description: 'Geöffnete Fragen', subs: {} },
  {
    key: 'externalLinks',
    label: 'Externe Links',
    description: 'Ausgehende Links und Downloads',
    subs: { trackExternalClicks: 'Externe Klicks', trackDownloads: 'Downloads' },
  },
  { key: 'userJourney', label: 'Besucherpfad', description: 'Seitenfolge einer Sitzung', subs: {} },
  {
    key: 'errorTracking',
    label: 'Fehler',
    description: 'JavaScript-Fehler, 404 und langsames Laden',
    subs: { trackJavaScriptErrors: 'JavaScript-Fehler', track404Errors: 'Seite nicht gefunden (404)' },
    numbers: {
      slowLoadingThreshold: {
        label: 'Langsames Laden ab',
        hint: 'Millisekunden, 0 = aus',
        min: 0,
        max: 60_000,
        step: 100,
      },
    },
  },
  { key: 'cookieConsent', label: 'Cookie-Einwilligungen', description: 'Anteile der Entscheidungen', subs: {} },
];

const COOKIELESS_COUNTING = 'Cookielose Zählung ohne Einwilligung';

/** The history's names of the fields, as this screen labels them. */
const FIELD_LABELS: Record<string, string> = {
  enabled: 'Tracking aktiv (Hauptschalter)',
  ...Object.fromEntries(
    SECTIONS.flatMap((section) => [
      [section.key, section.label],
      ...Object.entries(section.subs).map(([field, label]) => [`${section.key}.${field}`, label]),
      ...Object.entries(section.numbers ?? {}).map(([field, { label, hint }]) => [
        `${section.key}.${field}`,
        `${label} (${hint})`,
      ]),
    ]),
  ),
  cookielessCounting: COOKIELESS_COUNTING,
  'cookielessCounting.enabled': COOKIELESS_COUNTING,
  thirdPartyAnalytics: 'Google Analytics',
  'thirdPartyAnalytics.enabled': 'Google Analytics',
  'thirdPartyAnalytics.measurementId': 'Mess-ID',
};

/** A change of one switch or field ('enabled', 'pageViews.trackReferrer'…); `immediately` saves it at once. */
type Change = (name: string, value: boolean | number | string, immediately: boolean) => void;

/** Tracking: overview cards save on each toggle; the detailed view saves on 'Speichern'. */
export function TrackingScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useTrackingConfig();
  const banner = useBanner();
  const [view, setView] = useState<'overview' | 'detail'>('overview');
  // A reload of the server's config (e.g. the one after a save) must not undo a switch flipped meanwhile.
  const { form, gate, submit, markSaved, discard, version } = useServerForm({
    query,
    failure: 'Fehler beim Laden der Konfiguration',
    toDraft: (data): TrackingConfig => data.config,
    schema: trackingConfigSchema,
  });
  const config = form.watch();
  const errors = form.formState.errors;
  const save = useMutation({
    // Switches of the overview save one by one, each based on the version the one before it left.
    scope: { id: 'tracking-config' },
    mutationFn: ({ next }: { next: TrackingConfig; token: number }) => saveTrackingConfig(client, next, version()),
    onSuccess: (answer, { token }) => {
      if (answer.success) markSaved(token, answer.version);
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
  // Checked with the contract schema (each message on its field, the first in the banner), then saved.
  const saveChecked = () => submit(({ values, token }) => save.mutate({ next: values, token }), banner.error);
  const change: Change = (name, value, immediately) => {
    form.setValue(name as 'enabled', value as never);
    if (immediately) saveChecked();
  };

  if (gate) return gate;
  const overview = view === 'overview';
  return (
    <div className="space-y-5">
      <Toolbar>
        <HistoryButton
          resource="/api/admin/tracking-config"
          title="Tracking"
          fieldLabels={FIELD_LABELS}
          onRestored={reload}
        />
        <Button onClick={() => setView(overview ? 'detail' : 'overview')}>
          {overview ? <List className="size-4" aria-hidden /> : <LayoutGrid className="size-4" aria-hidden />}
          {overview ? 'Detailansicht' : 'Übersicht'}
        </Button>
        <ReloadButton onClick={reload} />
        {!overview && <SaveButton onClick={saveChecked} pending={save.isPending} />}
      </Toolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      <Panel>
        <Switch
          label="Tracking aktiv (Hauptschalter)"
          checked={config.enabled}
          onChange={(enabled) => change('enabled', enabled, overview)}
        />
      </Panel>
      <div className={cn('grid gap-4', overview ? 'sm:grid-cols-2 xl:grid-cols-3' : '')}>
        {SECTIONS.map((section) => {
          const value = config[section.key] as unknown as Record<string, boolean | number>;
          const sectionOn = config.enabled && value.enabled === true;
          return (
            <TrackingCard
              key={section.key}
              name={section.key}
              title={section.label}
              description={section.description}
              on={sectionOn}
              checked={value.enabled === true}
              disabled={!config.enabled}
              onChange={(on) => change(`${section.key}.enabled`, on, overview)}
            >
              {!overview && (Object.keys(section.subs).length > 0 || section.numbers) && (
                <div className="mt-3 flex flex-wrap items-end gap-4 border-t border-slate-100 pt-3">
                  {Object.entries(section.subs).map(([field, label]) => {
                    const needs = section.requires?.[field];
                    return (
                      <Switch
                        key={field}
                        label={label}
                        checked={value[field] === true}
                        disabled={!sectionOn || (needs !== undefined && value[needs] !== true)}
                        onChange={(on) => change(`${section.key}.${field}`, on, false)}
                      />
                    );
                  })}
                  {section.numbers && (
                    <div className="basis-full">
                      {Object.entries(section.numbers).map(([field, number]) => (
                        <Input
                          key={field}
                          label={number.label}
                          hint={number.hint}
                          type="number"
                          inputMode="numeric"
                          min={number.min}
                          max={number.max}
                          step={number.step}
                          className="w-full max-w-sm"
                          disabled={!sectionOn}
                          value={String(value[field] ?? '')}
                          error={fieldError(errors, `${section.key}.${field}`)}
                          onChange={(event) => {
                            const next = Number.parseInt(event.target.value, 10);
                            change(`${section.key}.${field}`, Number.isFinite(next) ? next : 0, false);
                          }}
                        />
                      ))}
                    </div>
                  )}
                </div>
              )}
            </TrackingCard>
          );
        })}
        <CookielessCountingCard config={config} overview={overview} onChange={change} />
        <ThirdPartyAnalyticsCard
          config={config}
          overview={overview}
          onChange={change}
          measurementIdError={fieldError(errors, 'thirdPartyAnalytics.measurementId')}
        />
      </div>
    </div>
  );
}

/**
 * A card of one kind of tracking: its title and description beside its switch (named by the title), faded while
 * what it counts is off (`on`), and what it offers beyond that below.
 */
function TrackingCard({
  name,
  title,
  description,
  on,
  checked,
  disabled,
  onChange,
  children,
}: {
  /** The config's key, in the card's test id. */
  name: string;
  title: string;
  description: string;
  on: boolean;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm', !on && 'bg-slate-50')}
      data-testid={`tracking-${name}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-navy-900">{title}</p>
          <p className="text-xs text-slate-500">{description}</p>
        </div>
        <Switch label={title} hideLabel checked={checked} disabled={disabled} onChange={onChange} />
      </div>
      {children}
    </div>
  );
}

/** What a card of a setting beyond the sections reads: the config, the view (a change saves at once in the overview). */
interface SettingCardProps {
  config: TrackingConfig;
  overview: boolean;
  onChange: Change;
}

/**
 * Counting visitors who gave no analytics consent (cookieless page views: no session id, nothing kept in
 * their browser, no IP stored). Off by default: the cookie banner promises 'Kein Tracking' and the privacy
 * text that nothing is analysed without consent. The legal note says what switching it on means; while it is
 * on and the published privacy text still says otherwise, a warning sends staff to Rechtstexte.
 */
function CookielessCountingCard({ config, overview, onChange }: SettingCardProps) {
  const section = config.cookielessCounting;
  const on = config.enabled && config.pageViews.enabled && section.enabled;
  const claimsNoAnalysis = usePrivacyTextClaimsNoAnalysis(section.enabled);
  return (
    <TrackingCard
      name="cookielessCounting"
      title={COOKIELESS_COUNTING}
      description="Seitenaufrufe von Besuchern, die keine Einwilligung gegeben haben"
      on={on}
      checked={section.enabled}
      disabled={!config.enabled || !config.pageViews.enabled}
      onChange={(enabled) => onChange('cookielessCounting.enabled', enabled, overview)}
    >
      <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-600" data-testid="cookieless-legal-note">
        Rechtlicher Hinweis: Eingeschaltet zählt die Website auch Besucher ohne Einwilligung, cookielos (ohne
        Sitzungskennung, ohne gespeicherte IP-Adresse, nichts wird im Browser abgelegt). Rechtsgrundlage ist dann Ihr
        berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO); der Cookie-Hinweis verspricht „Kein Tracking“ – klären Sie
        den Einsatz vorher rechtlich und passen Sie die Datenschutzerklärung unter Rechtstexte an.
      </p>
      {section.enabled && claimsNoAnalysis && (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Die Datenschutzerklärung sagt noch „{NO_ANALYSIS_WITHOUT_CONSENT}“ Passen Sie sie unter Rechtstexte an,
            solange die cookielose Zählung eingeschaltet ist.
          </span>
        </p>
      )}
    </TrackingCard>
  );
}

/**
 * Google Analytics: staff enter the measurement id; visitors' browsers load the script only after analytics
 * consent, with IP anonymisation, and the pages' CSP allows its host only while it is switched on.
 */
function ThirdPartyAnalyticsCard({
  config,
  overview,
  onChange,
  measurementIdError,
}: SettingCardProps & { measurementIdError?: string }) {
  const section = config.thirdPartyAnalytics;
  const on = config.enabled && section.enabled;
  return (
    <TrackingCard
      name="thirdPartyAnalytics"
      title="Google Analytics"
      description="Nur nach Einwilligung in Analyse-Cookies, mit IP-Anonymisierung"
      on={on}
      checked={section.enabled}
      // Without an id there is nothing to load: it is entered in the detailed view.
      disabled={!config.enabled || (!section.enabled && section.measurementId === '')}
      onChange={(enabled) => onChange('thirdPartyAnalytics.enabled', enabled, overview)}
    >
      {overview ? (
        section.measurementId === '' && (
          <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-500">
            Mess-ID in der Detailansicht eintragen.
          </p>
        )
      ) : (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <Input
            label="Mess-ID"
            hint="G-XXXXXXXXXX"
            className="max-w-xs"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            disabled={!config.enabled}
            value={section.measurementId}
            error={measurementIdError}
            onChange={(event) =>
              onChange('thirdPartyAnalytics.measurementId', event.target.value.trim().toUpperCase(), false)
            }
          />
        </div>
      )}
    </TrackingCard>
  );
}
