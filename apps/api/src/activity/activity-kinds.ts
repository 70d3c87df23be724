import {
  changedPermissions,
  fileSize,
  PERMISSION_LABELS,
  type Permissions,
  ROLE_LABELS,
  type Role,
  SITE_TIME_ZONE,
} from '@agency/contracts';
import type { RecordedEvent } from '@agency/event-store';
import type { SignInEvent } from '../auth/sign-in.events';
import { SIGN_IN_STREAMS } from '../auth/sign-in.events';
import type { TwoFactorRequirementChanged } from '../auth/two-factor/two-factor-policy';
import type { BackupTrigger, OperationsEvent } from '../backup/operations.events';
import { CONTENT_COLLECTIONS, CONTENT_DOCUMENTS } from '../content/content.registry';
import { documentEventType, LIVE_DOCUMENT_EVENT_KINDS } from '../content/shared/content-document.decider';
import { itemEventType, LIVE_ITEM_EVENT_KINDS } from '../content/shared/content-item.decider';
import { USER_STREAMS, type UserEvent } from '../users/user.events';

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
  /** A constant SQL condition on the event row `e` that narrows `types` further (never built from input). */
  where?: string;
  /** Whether `describe` needs the earlier events of the event's stream (e.g. to tell what a change changed). */
  needsEarlier?: boolean;
  describe(event: ActivityEvent): string;
}

/** Streams whose events concern one staff account: the account's id follows the prefix. */
export const PERSON_STREAM_PREFIXES = [USER_STREAMS.prefix, SIGN_IN_STREAMS.prefix] as const;

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
      return parts.join('; ');
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
const PLAN_KINDS = ['PublicationScheduled', 'PublicationScheduleCancelled'] as const;
const PLAN_WORDS: Record<(typeof PLAN_KINDS)[number], string> = {
  PublicationScheduled: 'geplant',
  PublicationScheduleCancelled: 'Planung aufgehoben',
};
/** A plan that ran is recorded for the person who planned it, marked `via: 'plan'`. */
const byPlan = (event: RecordedEvent) => (event.metadata.via === 'plan' ? ' (geplant)' : '');
/**
 * What changes the website (issue 21): every live event of every content document and collection (a
 * direct save, a publish, a restore, an item taken offline), worded by the content's German name. Drafts
 * are work in progress and not listed.
 */
const CONTENT_TEXTS = new Map<string, string>([
  ...CONTENT_DOCUMENTS.flatMap((d) =>
    LIVE_DOCUMENT_EVENT_KINDS.map((k): [string, string] => [
      documentEventType(d.eventPrefix, k),
      `${d.label} ${DOCUMENT_WORDS[k]}`,
    ]),
  ),
  ...CONTENT_COLLECTIONS.flatMap((c) =>
    LIVE_ITEM_EVENT_KINDS.map((k): [string, string] => [
      itemEventType(c.eventPrefix, k),
      `${c.label} ${ITEM_WORDS[k]}`,
    ]),
  ),
]);
/** Planned publishes and takings offline, and their cancellations. */
const PLAN_TEXTS = new Map<string, string>([
  ...CONTENT_DOCUMENTS.flatMap((d) =>
    PLAN_KINDS.map((k): [string, string] => [documentEventType(d.eventPrefix, k), `${d.label}: ${PLAN_WORDS[k]}`]),
  ),
  ...CONTENT_COLLECTIONS.flatMap((c) =>
    PLAN_KINDS.map((k): [string, string] => [itemEventType(c.eventPrefix, k), `${c.label}: ${PLAN_WORDS[k]}`]),
  ),
]);

const operation = (event: ActivityEvent) => event as unknown as OperationsEvent;
const BY_TRIGGER: Record<BackupTrigger, string> = {
  schedule: 'nächtliche Sicherung',
  command: 'durch den Betrieb: npm run backup',
};
const berlinDateTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: SITE_TIME_ZONE });

export const ACTIVITY_KINDS: readonly ActivityKind[] = [
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
    kind: 'rights',
    label: 'Rollen und Berechtigungen',
    types: ['UserCreated', 'UserDetailsChanged', 'UserActivated', 'UserDeactivated', 'UserDeleted'],
    // A change of name or e-mail address alone is no change of rights.
    where: `e.type <> 'UserDetailsChanged' OR e.data ? 'role' OR e.data ? 'permissions'`,
    needsEarlier: true,
    describe: describeRights,
  },
  {
    kind: 'publish',
    label: 'Veröffentlichungen',
    types: [...CONTENT_TEXTS.keys()],
    describe: (event) => `${CONTENT_TEXTS.get(event.type) ?? event.type}${byPlan(event)}`,
  },
  {
    kind: 'schedule',
    label: 'Geplante Veröffentlichungen',
    types: [...PLAN_TEXTS.keys()],
    describe: (event) => {
      const text = PLAN_TEXTS.get(event.type) ?? event.type;
      const data = event.data as { action?: string; at?: string; reason?: string };
      // A plan that found nothing left to do when it came due ends by itself.
      if (data.reason === 'nothing_to_do') return `${text} (nichts zu tun)`;
      if (!data.at) return text;
      const when = berlinDateTime(data.at);
      return `${text} (${data.action === 'take_offline' ? 'offline nehmen' : 'veröffentlichen'} am ${when})`;
    },
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
        return `Sicherung fehlgeschlagen (${BY_TRIGGER[e.data.trigger] ?? e.data.trigger}): ${e.data.message}`;
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

/** The kind of each event type; a type in two kinds would make entries ambiguous, so it stops the start. */
export const KIND_OF_TYPE: ReadonlyMap<string, ActivityKind> = (() => {
  const map = new Map<string, ActivityKind>();
  for (const kind of ACTIVITY_KINDS) {
    for (const type of kind.types) {
      if (map.has(type)) throw new Error(`Event type ${type} belongs to two activity kinds`);
      map.set(type, kind);
    }
  }
  return map;
})();
