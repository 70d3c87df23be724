import {
  changedPermissions,
  emailTemplatesKind,
  fileSize,
  PERMISSION_LABELS,
  PLANNER_GONE_TEXTS,
  type PlanFailureReason,
  type Permissions,
  ROLE_LABELS,
  type Role,
  SHARED_DASHBOARD_PERIOD_LABELS,
  SITE_TIME_ZONE,
} from '@agency/contracts';
import type { RecordedEvent } from '@agency/event-store';
import type { ApiKeyEvent } from '../auth/api-keys/api-key.events';
import type { SignInEvent } from '../auth/sign-in.events';
import { SIGN_IN_STREAMS } from '../auth/sign-in.events';
import type { TwoFactorRequirementChanged } from '../auth/two-factor/two-factor-policy';
import type { BackupTrigger, OperationsEvent } from '../backup/operations.events';
import { backupFailureText } from '../backup/backup-status';
import { ContentRegistry } from '../content/content.registry';
import { PREVIEW_LINK_STREAMS, type PreviewLinkEvent } from '../content/publishing/preview-link.events';
import type { DocumentDefinition } from '../content/engine/content-documents';
import {
  contentDecider,
  type ContentEvent,
  contentEventType,
  type ItemFields,
  LIVE_DOCUMENT_EVENT_KINDS,
  LIVE_ITEM_EVENT_KINDS,
} from '../content/engine/content.decider';
import { itemTitle } from '../content/engine/item-title';
import type { CustomerNoteEvent } from '../customer-notes/customer-note.events';
import type { OfferRequestEvent } from '../offer-requests/offer-request.events';
import type { OutboxEvent } from '../offer-requests/outbox.events';
import { PIPELINE_CONTROL_EVENT_TYPES, type PipelineControlEvent } from '../pipeline-control/pipeline-control.events';
import type { RetentionRunCompleted } from '../retention/retention-run.events';
import { retentionSettingsDocument } from '../retention/retention-settings.document';
import { ANNOTATION_STREAMS, type AnnotationEvent } from '../statistics/annotations/annotation.events';
import {
  SHARED_DASHBOARD_STREAMS,
  type SharedDashboardEvent,
} from '../statistics/shared-dashboards/shared-dashboard.events';
import type { StatisticsDataReset } from '../statistics/statistics-reset.events';
import { trackingConfigDocument } from '../tracking-config/tracking-config.document';
import { USER_STREAMS, type UserEvent } from '../users/user.events';
import { STAFF_PREFERENCE_STREAMS, type StaffPreferenceEvent } from '../weekly-report/staff-preference.events';
import { reorderedEventType } from '../content/engine/content-items.projection';

/** An event as the activity log reads it, with the earlier events of its stream when the kind asks for them. */
export type ActivityEvent = RecordedEvent & { earlier: readonly RecordedEvent[] };

/**
 * One kind of entry of the activity log ('Aktivität'): which events of the log it shows and how it words
 * them. The log is read from the event store only (no second store); a new kind is one more entry here.
 */
export interface ActivityKind {
  kind: string;
  /** The filter's label. */
  label: string;
  types: readonly string[];
  /**
   * A constant SQL condition on the event row `e` that narrows `types` further (never built from input). A type
   * two kinds show needs it on both: it tells which of them an event belongs to.
   */
  where?: string;
  /**
   * Whether `describe` needs the earlier events of the event's stream (e.g. to tell what a change changed, or
   * the name of the item an event concerns), for all of the kind's types or for those the function names.
   */
  needsEarlier?: boolean | ((type: string) => boolean);
  describe(event: ActivityEvent): string;
}

/** Streams whose events concern one staff account: the account's id follows the prefix. */
export const PERSON_STREAM_PREFIXES = [
  USER_STREAMS.prefix,
  SIGN_IN_STREAMS.prefix,
  STAFF_PREFERENCE_STREAMS.prefix,
] as const;

const permissionList = (keys: readonly string[]) =>
  keys.length ? keys.map((key) => PERMISSION_LABELS[key as keyof Permissions] ?? key).join(', ') : 'keine';

const signIn = (event: ActivityEvent) => event as unknown as SignInEvent;
const userEvent = (event: ActivityEvent) => event as unknown as UserEvent;

function describeRights(event: ActivityEvent): string {
  const e = userEvent(event);
  switch (e.type) {
    case 'UserCreated':
      return `Benutzer angelegt als ${ROLE_LABELS[e.data.role]}; Berechtigungen: ${permissionList(changedPermissions({}, e.data.permissions))}`;
    case 'UserDetailsChanged': {
      let role: Role | undefined;
      let permissions: Partial<Permissions> = {};
      for (const earlier of event.earlier as unknown as UserEvent[]) {
        if (earlier.type === 'UserCreated' || earlier.type === 'UserDetailsChanged') {
          role = earlier.data.role ?? role;
          permissions = earlier.data.permissions ?? permissions;
        }
      }
      const parts: string[] = [];
      if (e.data.role) parts.push(`Rolle: ${role ? `${ROLE_LABELS[role]} → ` : ''}${ROLE_LABELS[e.data.role]}`);
      if (e.data.permissions) {
        const changed = changedPermissions(permissions, e.data.permissions);
        const granted = changed.filter((key) => e.data.permissions?.[key]);
        const revoked = changed.filter((key) => !e.data.permissions?.[key]);
        if (granted.length) parts.push(`Berechtigungen erteilt: ${permissionList(granted)}`);
        if (revoked.length) parts.push(`Berechtigungen entzogen: ${permissionList(revoked)}`);
        if (!changed.length) parts.push('Berechtigungen gespeichert (unverändert)');
      }
      return [...parts, ...accountChanges(event)].join('; ');
    }
    case 'UserActivated':
      return 'Konto aktiviert';
    case 'UserDeactivated':
      return 'Konto deaktiviert';
    case 'UserDeleted':
      return 'Benutzer gelöscht';
    default:
      return e.type;
  }
}

/** The last username an account had before `event`, from its stream's earlier events. */
function earlierUsername(event: ActivityEvent): string | undefined {
  let username: string | undefined;
  for (const earlier of event.earlier as unknown as UserEvent[]) {
    if (earlier.type === 'UserCreated' || earlier.type === 'UserDetailsChanged')
      username = earlier.data.username ?? username;
  }
  return username;
}

/** A change of an account's name or e-mail address (the address itself is not repeated). */
function accountChanges(event: ActivityEvent): string[] {
  const e = userEvent(event);
  if (e.type !== 'UserDetailsChanged') return [];
  const parts: string[] = [];
  if (e.data.username) {
    const before = earlierUsername(event);
    parts.push(
      `Benutzername geändert: ${before && before !== e.data.username ? `${before} → ` : ''}${e.data.username}`,
    );
  }
  if (e.data.email) parts.push('E-Mail-Adresse geändert');
  return parts;
}

/** What changed on an account besides its rights: its name, e-mail address, password, weekly report. */
function describeAccount(event: ActivityEvent): string {
  const e = event as unknown as UserEvent | StaffPreferenceEvent;
  switch (e.type) {
    case 'UserPasswordChanged':
      return event.metadata.actor?.id && event.streamId === USER_STREAMS.id(event.metadata.actor.id)
        ? 'Eigenes Passwort geändert'
        : 'Passwort neu gesetzt';
    case 'UserDetailsChanged':
      return accountChanges(event).join('; ') || 'Kontodaten gespeichert (unverändert)';
    case 'WeeklyReportSubscriptionChanged':
      return e.data.weekly_report ? 'Wochenbericht der Statistik abonniert' : 'Wochenbericht der Statistik abbestellt';
    default:
      return event.type;
  }
}

const TWO_FACTOR_TEXTS: Record<string, string> = {
  UserTwoFactorEnabled: 'Zwei-Faktor-Anmeldung eingerichtet',
  UserTwoFactorDisabled: 'Zwei-Faktor-Anmeldung abgeschaltet',
  UserTwoFactorReset: 'Zwei-Faktor-Anmeldung zurückgesetzt',
  UserRecoveryCodesRenewed: 'Neue Wiederherstellungscodes erzeugt',
};

type LiveDocumentKind = (typeof LIVE_DOCUMENT_EVENT_KINDS)[number];
type LiveItemKind = (typeof LIVE_ITEM_EVENT_KINDS)[number];
const DOCUMENT_WORDS: Record<LiveDocumentKind, string> = {
  Saved: 'gespeichert und veröffentlicht',
  Reverted: 'auf eine frühere Fassung zurückgesetzt',
  Published: 'veröffentlicht',
};
const ITEM_WORDS: Record<LiveItemKind, string> = {
  Created: 'angelegt',
  Changed: 'geändert',
  Deleted: 'in den Papierkorb gelegt',
  RestoredFromTrash: 'aus dem Papierkorb geholt',
  Reverted: 'auf eine frühere Fassung zurückgesetzt',
  Published: 'veröffentlicht',
  TakenOffline: 'offline genommen',
};
const PLAN_KINDS = ['PublicationScheduled', 'PublicationScheduleCancelled', 'PublicationScheduleFailed'] as const;
const PLAN_WORDS: Record<(typeof PLAN_KINDS)[number], string> = {
  PublicationScheduled: 'geplant',
  PublicationScheduleCancelled: 'Planung aufgehoben',
  PublicationScheduleFailed: 'Planung nicht ausgeführt',
};
/**
 * The kinds of entries of the activity log, worded with the content kinds the app runs with (`registry`: a
 * kind given to it besides the product's is named like them).
 */
export function activityKinds(registry: ContentRegistry): readonly ActivityKind[] {
  const {
    collections: CONTENT_COLLECTIONS,
    documents: CONTENT_DOCUMENTS,
    publishableDocuments: PUBLISHABLE_DOCUMENTS,
    plannable: PLANNABLE_CONTENTS,
  } = registry;

  /** A plan that ran is recorded for the person who planned it, marked `via: 'plan'`. */
  const byPlan = (event: RecordedEvent) => (event.metadata.via === 'plan' ? ' (geplant)' : '');
  /**
   * What changes the website: every live event of every document the website shows and of every collection
   * (a direct save, a publish, a restore, an item taken offline), worded by the content's German name; an
   * item also by its own ('Paket „Basis“ veröffentlicht'). Drafts are work in progress and not listed.
   */
  const CONTENT_TEXTS = new Map<string, string>([
    ...PUBLISHABLE_DOCUMENTS.flatMap((d) =>
      LIVE_DOCUMENT_EVENT_KINDS.map((k): [string, string] => [
        contentEventType(d.eventPrefix, k),
        `${d.label} ${DOCUMENT_WORDS[k]}`,
      ]),
    ),
    ...CONTENT_COLLECTIONS.flatMap((c) =>
      LIVE_ITEM_EVENT_KINDS.map((k): [string, string] => [
        contentEventType(c.eventPrefix, k),
        `${c.label} ${ITEM_WORDS[k]}`,
      ]),
    ),
  ]);
  /** Planned publishes and takings offline, their cancellations, and plans not run (their planner may no longer act). */
  const PLAN_TEXTS = new Map<string, string>([
    ...PUBLISHABLE_DOCUMENTS.flatMap((d) =>
      PLAN_KINDS.map((k): [string, string] => [contentEventType(d.eventPrefix, k), `${d.label}: ${PLAN_WORDS[k]}`]),
    ),
    ...CONTENT_COLLECTIONS.flatMap((c) =>
      PLAN_KINDS.map((k): [string, string] => [contentEventType(c.eventPrefix, k), `${c.label}: ${PLAN_WORDS[k]}`]),
    ),
  ]);

  /** Each collection's event types with what its items are called in them, by the item's fields. */
  const ITEM_COLLECTIONS = new Map(
    CONTENT_COLLECTIONS.flatMap((c) => {
      const decider = contentDecider<ItemFields>({ ...c, shape: 'item' });
      return [...LIVE_ITEM_EVENT_KINDS, ...PLAN_KINDS].map(
        (k) => [contentEventType(c.eventPrefix, k), decider] as const,
      );
    }),
  );
  const isItemType = (type: string) => ITEM_COLLECTIONS.has(type);

  /**
   * The name of the item an item's event concerns, as it was right after it ('Müller GmbH – Neue Website');
   * an item deleted since keeps the name it had. Empty when the item has none.
   */
  function itemName(event: ActivityEvent): string {
    const decider = ITEM_COLLECTIONS.get(event.type);
    if (!decider) return '';
    const state = [...event.earlier, event].reduce(
      (current, recorded) =>
        decider.evolve(current, { type: recorded.type, data: recorded.data } as ContentEvent<ItemFields>),
      decider.initialState,
    );
    const title = itemTitle(state.live) ?? itemTitle(state.draft);
    return title ? ` „${title}“` : '';
  }

  /** '<Label> „<name>“ <words>' for an item's event, '<Label> <words>' for a document's. */
  function withItemName(event: ActivityEvent, text: string, label: string): string {
    const name = itemName(event);
    return name && text.startsWith(label) ? `${label}${name}${text.slice(label.length)}` : text;
  }
  const LABEL_OF_TYPE = new Map<string, string>(
    CONTENT_COLLECTIONS.flatMap((c) =>
      [...LIVE_ITEM_EVENT_KINDS, ...PLAN_KINDS].map((k) => [contentEventType(c.eventPrefix, k), c.label] as const),
    ),
  );
  const named = (event: ActivityEvent, text: string) => withItemName(event, text, LABEL_OF_TYPE.get(event.type) ?? '');

  /**
   * Settings staff change (tracking, system, retention, e-mail templates): saved straight away, not
   * published; each save and restore with what it is about.
   */
  const SETTINGS_DOCUMENTS: readonly DocumentDefinition[] = [
    trackingConfigDocument,
    retentionSettingsDocument,
    ...CONTENT_DOCUMENTS.filter((kind) => !kind.publishable),
  ];
  const SETTINGS_LABELS = new Map<string, string>(
    SETTINGS_DOCUMENTS.flatMap((d) =>
      (['Saved', 'Reverted'] as const).map((k) => [contentEventType(d.eventPrefix, k), d.label] as const),
    ),
  );
  /** The types a document's earlier code wrote (tracking configuration): read as saves and restores. */
  const LEGACY_SETTINGS_TYPES = new Map<string, string>(
    SETTINGS_DOCUMENTS.flatMap((d) => Object.keys(d.legacy?.upcasters ?? {}).map((type) => [type, d.label] as const)),
  );

  function describeSettings(event: ActivityEvent): string {
    const label = SETTINGS_LABELS.get(event.type) ?? LEGACY_SETTINGS_TYPES.get(event.type) ?? event.type;
    const data = event.data as { toVersion?: number; restoredFrom?: number; document?: Record<string, unknown> };
    const restoredFrom = data.toVersion ?? data.restoredFrom;
    const what = restoredFrom ? `auf Version ${restoredFrom} zurückgesetzt` : 'gespeichert';
    const document = data.document ?? {};
    if (label === emailTemplatesKind.label) {
      const name = typeof document['name'] === 'string' && document['name'] ? document['name'] : event.streamId;
      return `${label} „${name}“ ${what}`;
    }
    if (label === retentionSettingsDocument.label) {
      const requests = document['requests_months'];
      const requestsText =
        typeof requests === 'number'
          ? `Anfragen nach ${requests} Monaten löschen`
          : 'Anfragen nicht automatisch löschen';
      return `${label} ${what}: ${requestsText}, Rohdaten der Statistik ${String(document['analytics_months'] ?? '?')} Monate aufbewahren`;
    }
    if (typeof document['host'] === 'string' && document['host']) {
      return `${label} ${what} (Server ${document['host']}${document['port'] ? `:${String(document['port'])}` : ''})`;
    }
    return `${label} ${what}`;
  }

  const n = (value: number) => value.toLocaleString('de-DE');
  const retentionRun = (event: ActivityEvent) => (event as unknown as RetentionRunCompleted).data;

  /** An offer request by what survives its erasure: when it came and what it was about (no personal data). */
  function requestName(event: ActivityEvent): string {
    const received = [...event.earlier, event].find(
      (e) => e.type === 'OfferRequestReceived' || e.type === 'OfferRequestSuspectedSpam',
    );
    const service = (received?.data as { service?: unknown } | undefined)?.service;
    const when = received
      ? ` vom ${new Date(received.createdAt).toLocaleDateString('de-DE', { timeZone: SITE_TIME_ZONE })}`
      : '';
    return `${when}${typeof service === 'string' && service ? ` (${service})` : ''}`;
  }

  function describeRequest(event: ActivityEvent): string {
    const e = event as unknown as OfferRequestEvent | { type: 'SuspectedSpamDeleted' };
    switch (e.type) {
      case 'OfferRequestDeleted':
        return `Anfrage${requestName(event)} gelöscht`;
      case 'OfferRequestMarkedRead':
        return `Anfrage${requestName(event)} als gelesen markiert`;
      case 'OfferRequestMarkedUnread':
        return `Anfrage${requestName(event)} wieder als ungelesen markiert`;
      case 'SuspectedSpamDeleted':
        return `Zurückgehaltene Einsendung${requestName(event)} gelöscht`;
      case 'OfferRequestSyncedToAccounting':
        return `Anfrage${requestName(event)} in die Buchhaltung eingetragen (Kunden-Nr. ${e.data.customer_id}${e.data.created ? ', neu angelegt' : ''})`;
      default:
        return e.type;
    }
  }

  function describeNote(event: ActivityEvent): string {
    const e = event as unknown as CustomerNoteEvent;
    const added = [...event.earlier, event].find((earlier) => earlier.type === 'CustomerNoteAdded') as
      { data: { title?: string; type?: string } } | undefined;
    const title = added?.data.title ? ` „${added.data.title}“` : '';
    const what =
      added?.data.type === 'task' ? 'Aufgabe' : added?.data.type === 'communication' ? 'Kommunikation' : 'Notiz';
    if (e.type === 'CustomerNoteAdded') return `${what}${title} angelegt`;
    if (e.type === 'CustomerTaskStatusChanged')
      return `${what}${title}: ${e.data.status === 'done' ? 'erledigt' : 'wieder offen'}`;
    return event.type;
  }

  const operation = (event: ActivityEvent) => event as unknown as OperationsEvent;
  const BY_TRIGGER: Record<BackupTrigger, string> = {
    schedule: 'nächtliche Sicherung',
    command: 'durch den Betrieb: npm run backup',
  };
  const berlinDateTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: SITE_TIME_ZONE });

  const germanDate = (day: string) => {
    const [year, month, date] = day.split('-');
    return `${Number(date)}.${Number(month)}.${year}`;
  };
  /** What 'Statistik zurücksetzen' deletes, by the kinds of events it names. */
  const RESET_WORDS: Record<string, string> = {
    pageview: 'Seitenaufrufe',
    event: 'Ereignisse',
    consent: 'Cookie-Einwilligungen',
  };

  /** Hand-made annotations, shared dashboards and resets of the statistics, each by what it concerns. */
  function describeStatistics(event: ActivityEvent): string {
    const e = event as unknown as AnnotationEvent | SharedDashboardEvent | StatisticsDataReset;
    switch (e.type) {
      case 'StatisticsAnnotationAdded':
        return `Anmerkung zum ${germanDate(e.data.date)} geschrieben: „${e.data.text}“`;
      case 'StatisticsAnnotationRemoved': {
        const added = event.earlier.find((earlier) => earlier.type === 'StatisticsAnnotationAdded')?.data as
          { date: string; text: string } | undefined;
        return added ? `Anmerkung zum ${germanDate(added.date)} entfernt: „${added.text}“` : 'Anmerkung entfernt';
      }
      case 'SharedDashboardCreated': {
        const details = [
          SHARED_DASHBOARD_PERIOD_LABELS[e.data.period] ?? e.data.period,
          ...(e.data.hasPassword ? ['mit Passwort'] : []),
          ...(e.data.expiresOn ? [`gültig bis ${germanDate(e.data.expiresOn)}`] : []),
        ];
        return `Dashboard „${e.data.name}“ geteilt (${details.join(', ')})`;
      }
      case 'SharedDashboardRevoked':
        return `Geteiltes Dashboard „${e.data.name}“ widerrufen`;
      case 'StatisticsDataReset': {
        const words = [...new Set(e.data.deleted.map((kind) => RESET_WORDS[kind]).filter(Boolean))];
        return `Statistik zurückgesetzt: ${words.join(', ') || 'nichts'} gelöscht`;
      }
      default:
        return event.type;
    }
  }

  /** The Backend tab's actions: the analytics pipeline stopped, restarted, its autostart, replays; the outbox. */
  function describeBackend(event: ActivityEvent): string {
    const e = event as unknown as PipelineControlEvent | OutboxEvent;
    switch (e.type) {
      case 'AnalyticsPipelineStopped':
        return 'Verarbeitung der Statistik angehalten';
      case 'AnalyticsPipelineRestarted':
        return 'Verarbeitung der Statistik neu gestartet';
      case 'AnalyticsPipelineAutostartChanged':
        return `Autostart der Verarbeitung ${e.data.enabled ? 'eingeschaltet' : 'ausgeschaltet'}`;
      case 'FailedTrackBatchesReplayed': {
        if (e.data.count === 0) return 'Fehlgeschlagene Batches erneut verarbeiten: keine vorhanden';
        const more = e.data.count > e.data.ids.length ? ', …' : '';
        return `${n(e.data.count)} fehlgeschlagene ${e.data.count === 1 ? 'Batch' : 'Batches'} erneut eingereiht (${e.data.ids.join(', ')}${more})`;
      }
      case 'OutboxJobRetried':
        return `Erneut senden: ${e.data.what} (Auftrag ${e.data.jobId})`;
      default:
        return event.type;
    }
  }

  /** A collection's new order on the website, by the collection's German name. */
  const REORDER_TEXTS = new Map<string, string>(
    CONTENT_COLLECTIONS.map((c) => [reorderedEventType(c), `${c.pluralLabel}: Reihenfolge geändert`]),
  );

  /** A preview link by the content whose drafts it shows and the page it opens. */
  function describePreviewLink(event: ActivityEvent): string {
    const e = event as unknown as PreviewLinkEvent;
    const label = PLANNABLE_CONTENTS.find((content) => content.name === e.data.content)?.label ?? e.data.content;
    if (e.type === 'PreviewLinkRevoked') return `Vorschau-Link für ${label} widerrufen`;
    return `Vorschau-Link für ${label} erstellt (Seite ${e.data.path}, gültig bis ${berlinDateTime(e.data.expiresAt)})`;
  }

  return [
    {
      kind: 'login',
      label: 'Anmeldungen',
      types: ['StaffSignedIn'],
      describe: (event) => {
        const { data } = signIn(event);
        if (!('method' in data) || data.method === 'password') return 'Angemeldet';
        if (data.method === 'totp') return 'Angemeldet mit Code aus der App';
        return `Angemeldet mit einem Wiederherstellungscode (noch ${data.recoveryCodesLeft ?? 0} übrig)`;
      },
    },
    {
      kind: 'login_failed',
      label: 'Fehlgeschlagene Anmeldungen',
      types: ['StaffSignInFailed'],
      describe: (event) => {
        const { data } = signIn(event);
        return 'step' in data && data.step === 'code'
          ? 'Anmeldung fehlgeschlagen: falscher Code'
          : 'Anmeldung fehlgeschlagen: falsches Passwort';
      },
    },
    {
      kind: 'two_factor',
      label: 'Zwei-Faktor-Anmeldung',
      types: [...Object.keys(TWO_FACTOR_TEXTS), 'TwoFactorRequirementChanged'],
      describe: (event) =>
        event.type === 'TwoFactorRequirementChanged'
          ? (event as unknown as TwoFactorRequirementChanged).data.required
            ? 'Zwei-Faktor-Anmeldung für alle Mitarbeiter vorgeschrieben'
            : 'Zwei-Faktor-Anmeldung nicht mehr vorgeschrieben'
          : `${TWO_FACTOR_TEXTS[event.type] ?? event.type}${event.metadata.via === 'reset-two-factor' ? ' (durch den Betrieb)' : ''}`,
    },
    {
      kind: 'api_keys',
      label: 'API-Schlüssel',
      types: ['ApiKeyCreated', 'ApiKeyRevoked', 'ApiKeyUsed'],
      describe: (event) => {
        const e = event as unknown as ApiKeyEvent;
        if (e.type === 'ApiKeyCreated') return `API-Schlüssel „${e.data.name}“ erstellt`;
        if (e.type === 'ApiKeyRevoked') return `API-Schlüssel „${e.data.name}“ widerrufen`;
        return `Abfrage mit dem API-Schlüssel „${e.data.name}“: ${e.data.method} ${e.data.path}`;
      },
    },
    {
      kind: 'rights',
      label: 'Rollen und Berechtigungen',
      types: ['UserCreated', 'UserDetailsChanged', 'UserActivated', 'UserDeactivated', 'UserDeleted'],
      // A change of name or e-mail address alone is no change of rights.
      where: `e.type <> 'UserDetailsChanged' OR e.data ? 'role' OR e.data ? 'permissions'`,
      needsEarlier: true,
      describe: describeRights,
    },
    {
      kind: 'accounts',
      label: 'Konten',
      types: ['UserPasswordChanged', 'UserDetailsChanged', 'WeeklyReportSubscriptionChanged'],
      // A change of role or permissions is one of rights, which names a change of name or address with it.
      where: `e.type <> 'UserDetailsChanged' OR NOT (e.data ? 'role' OR e.data ? 'permissions')`,
      needsEarlier: (type) => type === 'UserDetailsChanged',
      describe: describeAccount,
    },
    {
      kind: 'publish',
      label: 'Veröffentlichungen',
      types: [...CONTENT_TEXTS.keys(), ...REORDER_TEXTS.keys()],
      needsEarlier: isItemType,
      describe: (event) =>
        REORDER_TEXTS.get(event.type) ?? `${named(event, CONTENT_TEXTS.get(event.type) ?? event.type)}${byPlan(event)}`,
    },
    {
      kind: 'schedule',
      label: 'Geplante Veröffentlichungen',
      types: [...PLAN_TEXTS.keys()],
      needsEarlier: isItemType,
      describe: (event) => {
        const text = named(event, PLAN_TEXTS.get(event.type) ?? event.type);
        const data = event.data as { action?: string; at?: string; reason?: string };
        // A plan that found nothing left to do when it came due ends by itself.
        if (data.reason === 'nothing_to_do') return `${text} (nichts zu tun)`;
        const failure = PLANNER_GONE_TEXTS[data.reason as PlanFailureReason] as string | undefined;
        if (failure) return `${text}. ${failure}`;
        if (!data.at) return text;
        const when = berlinDateTime(data.at);
        return `${text} (${data.action === 'take_offline' ? 'offline nehmen' : 'veröffentlichen'} am ${when})`;
      },
    },
    {
      kind: 'previews',
      label: 'Vorschau-Links',
      types: PREVIEW_LINK_STREAMS.types,
      describe: describePreviewLink,
    },
    {
      kind: 'settings',
      label: 'Einstellungen',
      types: [...SETTINGS_LABELS.keys(), ...LEGACY_SETTINGS_TYPES.keys()],
      describe: describeSettings,
    },
    {
      kind: 'retention',
      label: 'Aufbewahrung angewendet',
      types: ['RetentionRunCompleted'],
      describe: (event) => {
        const run = retentionRun(event);
        const requests = `${n(run.requests_erased)} ${run.requests_erased === 1 ? 'Anfrage' : 'Anfragen'}`;
        const spam = `${n(run.spam_erased)} zurückgehaltene ${run.spam_erased === 1 ? 'Einsendung' : 'Einsendungen'}`;
        const rows = `${n(run.analytics_rows_removed)} Rohdaten-Zeilen der Statistik`;
        return `Aufbewahrung angewendet: ${requests}, ${spam} und ${rows} gelöscht${event.metadata.actor ? '' : ' (täglicher Lauf)'}`;
      },
    },
    {
      kind: 'requests',
      label: 'Anfragen',
      types: [
        'OfferRequestMarkedRead',
        'OfferRequestMarkedUnread',
        'OfferRequestDeleted',
        'SuspectedSpamDeleted',
        'OfferRequestSyncedToAccounting',
      ],
      // What the retention job erases is one entry of its run ('Aufbewahrung angewendet'), not one per request.
      where: `e.metadata->>'reason' IS DISTINCT FROM 'retention'`,
      needsEarlier: true,
      describe: describeRequest,
    },
    {
      kind: 'customer_notes',
      label: 'Kundennotizen',
      types: ['CustomerNoteAdded', 'CustomerTaskStatusChanged'],
      needsEarlier: (type) => type === 'CustomerTaskStatusChanged',
      describe: describeNote,
    },
    {
      kind: 'statistics',
      label: 'Statistik',
      types: [...ANNOTATION_STREAMS.types, ...SHARED_DASHBOARD_STREAMS.types, 'StatisticsDataReset'],
      needsEarlier: (type) => type === 'StatisticsAnnotationRemoved',
      describe: describeStatistics,
    },
    {
      kind: 'backend',
      label: 'Backend',
      types: [...PIPELINE_CONTROL_EVENT_TYPES, 'OutboxJobRetried'],
      describe: describeBackend,
    },
    {
      kind: 'backup',
      label: 'Sicherungen',
      types: ['BackupCompleted', 'BackupFailed'],
      describe: (event) => {
        const e = operation(event);
        if (e.type === 'BackupCompleted')
          return `Sicherung erstellt: ${e.data.file} (${fileSize(e.data.sizeBytes)}; ${BY_TRIGGER[e.data.trigger] ?? e.data.trigger})`;
        if (e.type === 'BackupFailed')
          return `Sicherung fehlgeschlagen (${BY_TRIGGER[e.data.trigger] ?? e.data.trigger}): ${backupFailureText(e.data.message)}`;
        return e.type;
      },
    },
    {
      kind: 'restore',
      label: 'Wiederherstellungen aus Sicherungen',
      types: ['RestoreCompleted'],
      describe: (event) => {
        const e = operation(event);
        if (e.type !== 'RestoreCompleted') return e.type;
        return `Aus der Sicherung ${e.data.file} vom ${berlinDateTime(e.data.backupFinishedAt)} wiederhergestellt${e.data.replaced ? ', die Daten davor ersetzt' : ''} (durch den Betrieb: npm run restore)`;
      },
    },
  ];
}

/**
 * The kinds that show each event type. A type in two kinds without a `where` on each would make entries
 * ambiguous, so it stops the start.
 */
export function kindsOfType(kinds: readonly ActivityKind[]): ReadonlyMap<string, readonly ActivityKind[]> {
  const map = new Map<string, ActivityKind[]>();
  for (const kind of kinds) {
    for (const type of kind.types) map.set(type, [...(map.get(type) ?? []), kind]);
  }
  for (const [type, shown] of map) {
    if (shown.length > 1 && shown.some((kind) => !kind.where))
      throw new Error(`Event type ${type} belongs to two activity kinds, not told apart by their conditions`);
  }
  return map;
}
