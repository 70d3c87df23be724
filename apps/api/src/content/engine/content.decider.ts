import { isDeepStrictEqual } from 'node:util';
import { type Decider, RuleViolation } from '@agency/event-store';
import { changedFields } from './content-diff';
import type { HistoryKind } from './content-history';
import {
  cancelPlan,
  evolvePlans,
  failPlan,
  type PlannerStanding,
  type PublicationPlan,
  type PublicationPlanEventData,
  type PublicationPlans,
  schedulePlan,
} from './publication-plan';

/*
 * One piece of content as an event-sourced aggregate, for every kind: an item of a collection (a success
 * story, a testimonial) or a document (the FAQ, the imprint, the image map: a kind of one item, Payload's
 * globals). Every kind shares this decider; only the event names carry the kind's prefix
 * (`SuccessStoryCreated`, `FaqCatalogSaved`), so the log reads in the domain's words.
 *
 * The two shapes differ in how a change reaches the live version. An item changes field by field
 * (`Changed` holds the fields that differ; the 'aktiv' switch is one of them) and a pending draft takes the
 * same change, so publishing it later does not undo it. A document is saved whole (`Saved` holds all of
 * it), which ends the draft: nothing of the draft would be left to keep. Drafts are events of the same
 * stream either way: `DraftSaved` holds the whole next version, `Published` makes it live.
 */

/** An item's fields. */
export type ItemFields = Record<string, unknown>;

/** Where an event holds the content: an item's `fields`, a document's `document`. */
type Value<V> = { fields: V } | { document: V };

export interface ContentEventData<V> extends PublicationPlanEventData {
  /** An item's first version, live at once. */
  Created: { id: string; fields: V };
  /** The fields of the live item that changed. */
  Changed: { fields: Partial<V> };
  /** A whole document, live at once. */
  Saved: { document: V };
  Deleted: Record<string, never>;
  RestoredFromTrash: Record<string, never>;
  /** A restore of the live version: an item's fields that differ from that version, or a whole document. */
  Reverted: { toVersion: number } & ({ fields: Partial<V> } | { document: V });
  /** The whole next version; `id` on the first event of an item that starts as a draft. */
  DraftSaved: { id?: string; toVersion?: number } & Value<V>;
  DraftDiscarded: Record<string, never>;
  /** The whole version as it goes live; `planId` when a plan published it. */
  Published: { planId?: string } & Value<V>;
  /** 'Offline nehmen am …': the item is switched off ('aktiv' off) by its plan. */
  TakenOffline: { planId?: string };
}
export type ContentEventKind = keyof ContentEventData<unknown>;

const PLAN_EVENT_KINDS = [
  'PublicationScheduled',
  'PublicationScheduleCancelled',
  'PublicationScheduleFailed',
] as const satisfies ContentEventKind[];
export const DRAFT_EVENT_KINDS = ['DraftSaved', 'DraftDiscarded'] as const satisfies ContentEventKind[];
/** The kinds that change what the website shows (the live read model's events), of an item. */
export const LIVE_ITEM_EVENT_KINDS = [
  'Created',
  'Changed',
  'Deleted',
  'RestoredFromTrash',
  'Reverted',
  'Published',
  'TakenOffline',
] as const satisfies ContentEventKind[];
/** The kinds that change what the website shows, of a document. */
export const LIVE_DOCUMENT_EVENT_KINDS = ['Saved', 'Reverted', 'Published'] as const satisfies ContentEventKind[];
/** Every kind of event an item's stream holds. */
export const ITEM_EVENT_KINDS: readonly ContentEventKind[] = [
  ...LIVE_ITEM_EVENT_KINDS,
  ...DRAFT_EVENT_KINDS,
  ...PLAN_EVENT_KINDS,
];
/** Every kind of event a document's stream holds. */
export const DOCUMENT_EVENT_KINDS: readonly ContentEventKind[] = [
  ...LIVE_DOCUMENT_EVENT_KINDS,
  ...DRAFT_EVENT_KINDS,
  ...PLAN_EVENT_KINDS,
];
const EVENT_KINDS = new Set<string>([...ITEM_EVENT_KINDS, 'Saved']);

/** The history's name for each kind of event. */
export const HISTORY_KINDS: Record<ContentEventKind, HistoryKind> = {
  Created: 'created',
  Changed: 'changed',
  Saved: 'saved',
  Deleted: 'deleted',
  RestoredFromTrash: 'restored_from_trash',
  Reverted: 'reverted',
  DraftSaved: 'draft_saved',
  DraftDiscarded: 'draft_discarded',
  Published: 'published',
  TakenOffline: 'taken_offline',
  PublicationScheduled: 'publication_scheduled',
  PublicationScheduleCancelled: 'publication_cancelled',
  PublicationScheduleFailed: 'publication_failed',
};

/** Typed by kind through `contentEventKind`; the type string carries the kind's prefix. */
export type ContentEvent<V = unknown> = { type: string; data: ContentEventData<V>[ContentEventKind] };

export const contentEventType = (prefix: string, kind: ContentEventKind) => `${prefix}${kind}`;

/** The kind of a logged event of the kind with this prefix, or undefined for another kind's event. */
export function contentEventKind(prefix: string, type: string): ContentEventKind | undefined {
  if (!type.startsWith(prefix)) return undefined;
  const kind = type.slice(prefix.length);
  return EVENT_KINDS.has(kind) ? (kind as ContentEventKind) : undefined;
}

/** The content an event holds, whole or in part (an item's changed fields); undefined for one without any. */
export function eventContent(data: unknown): unknown {
  const holder = data as { fields?: unknown; document?: unknown } | null;
  return holder?.document ?? holder?.fields;
}

/**
 * How to read events that a document's earlier code wrote, by their type, as today's events. The log keeps
 * what was written; every reader (state, history, projection) sees the current shape.
 */
export type EventUpcasters = Readonly<Record<string, (data: never) => ContentEvent>>;

/** The event as today's code knows it: upcast when it is of an earlier type, else as it is. */
export function upcastEvent<E extends { type: string; data: unknown }>(event: E, upcasters: EventUpcasters = {}): E {
  const upcast = upcasters[event.type] as ((data: unknown) => ContentEvent) | undefined;
  return upcast ? { ...event, ...upcast(event.data) } : event;
}

/**
 * `live` is what the website shows (null while it was never published), `draft` the next version staff
 * prepare, `plans` the open 'Veröffentlichen am …' / 'Offline nehmen am …' plans. An item is 'absent' until
 * its first event and 'deleted' while in the trash; a document is always 'present'.
 */
export type ContentState<V> = {
  status: 'absent' | 'present' | 'deleted';
  id: string;
  live: V | null;
  draft: V | null;
  plans: PublicationPlans;
};

/** An item's first version, live at once. */
type CreateContent<V> = { type: 'Create'; id: string; value: V };
/** A change of the live version: an item's edit (only what differs is recorded) or a document's save. */
type ChangeContent<V> = { type: 'Change'; value: V };
type DeleteContent = { type: 'Delete' };
type RestoreContentFromTrash = { type: 'RestoreFromTrash' };
/**
 * `value` is the content as it was at `toVersion`, read from its history by the caller; `asDraft` when it
 * comes back as the draft (a draft's version, or an item never published).
 */
type RevertContent<V> = { type: 'Revert'; toVersion: number; value: V; asDraft?: boolean };
/** `id` names a new item that starts as a draft. */
type SaveContentDraft<V> = { type: 'SaveDraft'; id?: string; value: V };
type DiscardContentDraft = { type: 'DiscardDraft' };
/** Publishes `value` (the form as it is), else the saved draft. */
type PublishContent<V> = { type: 'Publish'; value?: V };
type ScheduleContentPublication = { type: 'SchedulePublication'; plan: PublicationPlan };
type CancelContentPublication = { type: 'CancelPublication'; planId: string };
/**
 * A plan that came due (the scheduler runs it), with the rights of who planned it: `planner` is how their
 * account stands now; a planner who may no longer act fails the plan.
 */
type RunContentPlan = { type: 'RunPlan'; planId: string; planner: PlannerStanding };
/** Ends a waiting plan whose planner may no longer act (their account changed); nothing when it is not waiting. */
type FailContentPlan = { type: 'FailPlan'; planId: string; planner: PlannerStanding };
export type ContentCommand<V> =
  | CreateContent<V>
  | ChangeContent<V>
  | DeleteContent
  | RestoreContentFromTrash
  | RevertContent<V>
  | SaveContentDraft<V>
  | DiscardContentDraft
  | PublishContent<V>
  | ScheduleContentPublication
  | CancelContentPublication
  | RunContentPlan
  | FailContentPlan;

export interface ContentDeciderOptions {
  /** Event type prefix in the singular, e.g. 'SuccessStory', 'FaqCatalog'. */
  eventPrefix: string;
  /** German name for messages, e.g. 'Erfolgsgeschichte'. */
  label: string;
  /** 'item': changed field by field, trashed, taken offline; 'document': saved whole. */
  shape: 'item' | 'document';
  /** A document's events of earlier types (ContentDocuments' legacy streams). */
  upcasters?: EventUpcasters;
}

const EMPTY: ContentState<never> = { status: 'absent', id: '', live: null, draft: null, plans: {} };

export function contentDecider<V>({
  eventPrefix,
  label,
  shape,
  upcasters,
}: ContentDeciderOptions): Decider<ContentState<V>, ContentCommand<V>, ContentEvent<V>> {
  const whole = shape === 'document';
  const event = <K extends ContentEventKind>(kind: K, data: ContentEventData<V>[K]) =>
    ({ type: contentEventType(eventPrefix, kind), data }) as ContentEvent<V>;
  const holding = (value: V): Value<V> => (whole ? { document: value } : { fields: value });

  /** Whether `value` is what the website shows already. */
  const sameAsLive = (state: ContentState<V>, value: V) =>
    state.live !== null &&
    (whole
      ? isDeepStrictEqual(state.live, value)
      : Object.keys(changedFields(state.live as Record<string, unknown>, value as Record<string, unknown>)).length ===
        0);

  /**
   * `value` goes live: as a change, or as the restore of `toVersion` (an item records what differs, a document
   * all of it). Nothing when it is live already: then only a document's draft, if any, ends.
   */
  function goLive(state: ContentState<V>, value: V, toVersion?: number): ContentEvent<V>[] {
    if (whole) {
      if (sameAsLive(state, value)) return state.draft !== null ? [event('DraftDiscarded', {})] : [];
      return [
        toVersion === undefined
          ? event('Saved', { document: value })
          : event('Reverted', { toVersion, document: value }),
      ];
    }
    const fields = changedFields(state.live as Record<string, unknown>, value as Record<string, unknown>) as Partial<V>;
    if (Object.keys(fields).length === 0) return [];
    return [toVersion === undefined ? event('Changed', { fields }) : event('Reverted', { toVersion, fields })];
  }

  function evolve(state: ContentState<V>, recorded: ContentEvent<V>): ContentState<V> {
    const upcast = upcastEvent(recorded, upcasters);
    const kind = contentEventKind(eventPrefix, upcast.type);
    const data = upcast.data as Record<string, unknown>;
    const content = eventContent(data) as V;
    if (kind === 'Created') return { status: 'present', id: data.id as string, live: content, draft: null, plans: {} };
    if (kind === 'DraftSaved' && state.status === 'absent')
      return { ...state, status: 'present', id: (data.id as string | undefined) ?? '', draft: content };
    if (state.status === 'absent' || kind === undefined) return state;
    const plans = evolvePlans(state.plans, kind, data);
    const merged = (into: V | null) => into && ({ ...into, ...(content as object) } as V);
    switch (kind) {
      case 'Saved':
      case 'Published':
        return { ...state, live: content, draft: null, plans };
      case 'Changed':
        return { ...state, live: merged(state.live), draft: merged(state.draft), plans };
      case 'Reverted':
        return 'document' in data
          ? { ...state, live: content, draft: null, plans }
          : { ...state, live: merged(state.live), draft: merged(state.draft), plans };
      case 'Deleted':
        return { ...state, status: 'deleted', plans };
      case 'RestoredFromTrash':
        return { ...state, status: 'present', plans };
      case 'DraftSaved':
        return { ...state, draft: content, plans };
      case 'DraftDiscarded':
        return { ...state, draft: null, plans };
      case 'TakenOffline': {
        const off = (version: V | null) => version && ({ ...version, enabled: false } as V);
        return { ...state, live: off(state.live), draft: off(state.draft), plans };
      }
      default:
        return { ...state, plans };
    }
  }

  function decide(command: ContentCommand<V>, state: ContentState<V>): ContentEvent<V>[] {
    if (command.type === 'Create') {
      if (state.status !== 'absent') throw new RuleViolation('conflict', `${label} existiert bereits`);
      return [event('Created', { id: command.id, fields: command.value })];
    }
    if (command.type === 'SaveDraft' && state.status === 'absent' && command.id !== undefined)
      return [event('DraftSaved', { id: command.id, fields: command.value })];
    if (state.status === 'absent') throw new RuleViolation('not_found', `${label} nicht gefunden`);
    switch (command.type) {
      case 'RunPlan':
        return runPlan(command.planId, command.planner, state);
      case 'FailPlan': {
        const failed = failPlan(state.plans, command.planId, command.planner);
        return failed ? [event('PublicationScheduleFailed', failed)] : [];
      }
      case 'CancelPublication':
        return [event('PublicationScheduleCancelled', cancelPlan(state.plans, command.planId))];
      case 'RestoreFromTrash':
        if (state.status !== 'deleted') throw new RuleViolation('conflict', `${label} liegt nicht im Papierkorb`);
        return [event('RestoredFromTrash', {})];
      case 'Delete':
        if (state.status === 'deleted') throw new RuleViolation('not_found', `${label} nicht gefunden`);
        return [event('Deleted', {})];
    }
    if (state.status === 'deleted')
      throw new RuleViolation('conflict', `${label} liegt im Papierkorb; bitte zuerst wiederherstellen`);
    switch (command.type) {
      case 'Change':
        if (!whole && state.live === null)
          throw new RuleViolation('conflict', `${label} ist noch nicht veröffentlicht; bitte den Entwurf bearbeiten`);
        return goLive(state, command.value);
      case 'Revert':
        if (command.asDraft || (!whole && state.live === null)) {
          if (isDeepStrictEqual(state.draft ?? state.live, command.value)) return [];
          return [event('DraftSaved', { ...holding(command.value), toVersion: command.toVersion })];
        }
        return goLive(state, command.value, command.toVersion);
      case 'SaveDraft':
        if (sameAsLive(state, command.value)) return state.draft !== null ? [event('DraftDiscarded', {})] : [];
        if (isDeepStrictEqual(state.draft, command.value)) return [];
        return [event('DraftSaved', holding(command.value))];
      case 'DiscardDraft':
        if (state.draft === null) throw new RuleViolation('conflict', 'Es gibt keinen Entwurf');
        return [event('DraftDiscarded', {})];
      case 'Publish': {
        const value = command.value ?? state.draft;
        if (value === null) throw new RuleViolation('conflict', 'Es gibt keinen Entwurf zum Veröffentlichen');
        if (sameAsLive(state, value)) return state.draft !== null ? [event('DraftDiscarded', {})] : [];
        return [event('Published', holding(value))];
      }
      case 'SchedulePublication': {
        const { plan } = command;
        if (plan.action === 'take_offline') {
          if (whole)
            throw new RuleViolation('invalid', 'Dieser Inhalt kann nur zu einem Zeitpunkt veröffentlicht werden');
          if (state.live === null) throw new RuleViolation('conflict', `${label} ist nicht veröffentlicht`);
        } else if (state.draft === null)
          throw new RuleViolation('conflict', 'Es gibt keinen Entwurf zum Veröffentlichen');
        return [event('PublicationScheduled', schedulePlan(state.plans, plan))];
      }
    }
  }

  /**
   * A due plan: runs once (gone from the open plans afterwards), or ends when nothing is left to do; fails
   * when its planner may no longer act.
   */
  function runPlan(planId: string, planner: PlannerStanding, state: ContentState<V>): ContentEvent<V>[] {
    const plan = state.plans[planId];
    if (!plan || plan.failed) return [];
    const failed = failPlan(state.plans, planId, planner);
    if (failed) return [event('PublicationScheduleFailed', failed)];
    const nothingToDo = [event('PublicationScheduleCancelled', { planId, reason: 'nothing_to_do' })];
    if (state.status === 'deleted') return nothingToDo;
    if (plan.action === 'publish') {
      if (state.draft === null || sameAsLive(state, state.draft)) return nothingToDo;
      return [event('Published', { ...holding(state.draft), planId })];
    }
    if (state.live === null || (state.live as { enabled?: unknown }).enabled === false) return nothingToDo;
    return [event('TakenOffline', { planId })];
  }

  const initialState: ContentState<V> = whole ? { ...EMPTY, status: 'present' } : EMPTY;
  return { initialState, decide, evolve };
}
