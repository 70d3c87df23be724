import { isDeepStrictEqual } from 'node:util';
import { type Decider, RuleViolation } from '@agency/event-store';
import { changedFields } from './content-diff';
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

/**
 * One item of a content collection (a success story, a testimonial, ...) as an event-sourced aggregate.
 * Every collection shares this decider; only the event names differ (`SuccessStoryCreated`,
 * `TestimonialCreated`, ...), so the log reads in the domain's words.
 *
 * Drafts are events of the same stream: `DraftSaved` holds the whole next version of the item
 * (a new item may start as a draft, never shown until published), `Published` makes it live. A direct
 * change of the live item (the 'aktiv' switch, a restore) is applied to a pending draft too, so publishing
 * the draft later does not undo it.
 */
export type ItemFields = Record<string, unknown>;

export interface ItemEventData<T extends ItemFields> extends PublicationPlanEventData {
  Created: { id: string; fields: T };
  Changed: { fields: Partial<T> };
  Deleted: Record<string, never>;
  RestoredFromTrash: Record<string, never>;
  Reverted: { toVersion: number; fields: Partial<T> };
  /** The whole next version; `id` on the first event of an item that starts as a draft. */
  DraftSaved: { id?: string; fields: T; toVersion?: number };
  DraftDiscarded: Record<string, never>;
  /** The whole item as it goes live; `planId` when a plan published it. */
  Published: { fields: T; planId?: string };
  /** 'Offline nehmen am …': the item is switched off ('aktiv' off) by its plan. */
  TakenOffline: { planId?: string };
}
export type ItemEventKind = keyof ItemEventData<ItemFields>;
/** The kinds that change what the website shows (the live read model's events). */
export const LIVE_ITEM_EVENT_KINDS = [
  'Created',
  'Changed',
  'Deleted',
  'RestoredFromTrash',
  'Reverted',
  'Published',
  'TakenOffline',
] as const satisfies ItemEventKind[];
export const DRAFT_ITEM_EVENT_KINDS = ['DraftSaved', 'DraftDiscarded'] as const satisfies ItemEventKind[];
export const ITEM_EVENT_KINDS: readonly ItemEventKind[] = [
  ...LIVE_ITEM_EVENT_KINDS,
  ...DRAFT_ITEM_EVENT_KINDS,
  'PublicationScheduled',
  'PublicationScheduleCancelled',
  'PublicationScheduleFailed',
];

/** Typed by kind through `itemEventKind`; the type string carries the collection's prefix. */
export type ItemEvent<T extends ItemFields = ItemFields> = { type: string; data: ItemEventData<T>[ItemEventKind] };

/**
 * `fields` is the live item (empty while it was never published, `published` false), `draft` the next
 * version staff prepare, `plans` the open 'Veröffentlichen am …' / 'Offline nehmen am …' plans.
 */
export type ItemState<T extends ItemFields = ItemFields> =
  | { status: 'absent' }
  | {
      status: 'present' | 'deleted';
      id: string;
      fields: T;
      published: boolean;
      draft: T | null;
      plans: PublicationPlans;
    };

export type CreateItem<T extends ItemFields> = { type: 'CreateItem'; id: string; fields: T };
export type ChangeItem<T extends ItemFields> = { type: 'ChangeItem'; fields: T };
export type DeleteItem = { type: 'DeleteItem' };
export type RestoreItemFromTrash = { type: 'RestoreItemFromTrash' };
/**
 * `fields` is the item as it was at `toVersion`, read from its history by the caller; `asDraft` when that
 * version was a draft (it comes back as the draft).
 */
export type RevertItem<T extends ItemFields> = { type: 'RevertItem'; toVersion: number; fields: T; asDraft?: boolean };
export type SaveItemDraft<T extends ItemFields> = { type: 'SaveItemDraft'; id: string; fields: T };
export type DiscardItemDraft = { type: 'DiscardItemDraft' };
/** Publishes `fields` (the form as it is), else the saved draft. */
export type PublishItem<T extends ItemFields> = { type: 'PublishItem'; fields?: T };
export type ScheduleItemPublication = { type: 'SchedulePublication'; plan: PublicationPlan };
export type CancelItemPublication = { type: 'CancelPublication'; planId: string };
/**
 * A plan that came due (the scheduler runs it), with the rights of who planned it: `planner` is how their
 * account stands now; a planner who may no longer act fails the plan.
 */
export type RunItemPlan = { type: 'RunPlan'; planId: string; planner: PlannerStanding };
/** Ends a waiting plan whose planner may no longer act (their account changed); nothing when it is not waiting. */
export type FailItemPlan = { type: 'FailPlan'; planId: string; planner: PlannerStanding };
export type ItemCommand<T extends ItemFields = ItemFields> =
  | CreateItem<T>
  | ChangeItem<T>
  | DeleteItem
  | RestoreItemFromTrash
  | RevertItem<T>
  | SaveItemDraft<T>
  | DiscardItemDraft
  | PublishItem<T>
  | ScheduleItemPublication
  | CancelItemPublication
  | RunItemPlan
  | FailItemPlan;

export interface ItemDeciderNames {
  /** Event type prefix in the singular, e.g. 'SuccessStory'. */
  eventPrefix: string;
  /** German name for messages, e.g. 'Erfolgsgeschichte'. */
  label: string;
}

export const itemEventType = (prefix: string, kind: ItemEventKind) => `${prefix}${kind}`;

/** The kind of a logged event of this collection, or undefined for another collection's event. */
export function itemEventKind(prefix: string, type: string): ItemEventKind | undefined {
  if (!type.startsWith(prefix)) return undefined;
  const kind = type.slice(prefix.length) as ItemEventKind;
  return ITEM_EVENT_KINDS.includes(kind) ? kind : undefined;
}

export function itemDecider<T extends ItemFields>({
  eventPrefix,
  label,
}: ItemDeciderNames): Decider<ItemState<T>, ItemCommand<T>, ItemEvent<T>> {
  const event = <K extends ItemEventKind>(kind: K, data: ItemEventData<T>[K]) =>
    ({ type: itemEventType(eventPrefix, kind), data }) as ItemEvent<T>;

  const sameAsLive = (state: Extract<ItemState<T>, { id: string }>, fields: T) =>
    state.published && Object.keys(changedFields(state.fields, fields)).length === 0;

  function evolve(state: ItemState<T>, recorded: ItemEvent<T>): ItemState<T> {
    const kind = itemEventKind(eventPrefix, recorded.type);
    if (kind === 'DraftSaved' && state.status === 'absent') {
      const data = recorded.data as ItemEventData<T>['DraftSaved'];
      return { status: 'present', id: data.id ?? '', fields: {} as T, published: false, draft: data.fields, plans: {} };
    }
    if (kind === 'Created') {
      const data = recorded.data as ItemEventData<T>['Created'];
      return { status: 'present', id: data.id, fields: data.fields, published: true, draft: null, plans: {} };
    }
    if (state.status === 'absent' || kind === undefined) return state;
    const plans = evolvePlans(state.plans, kind, recorded.data);
    switch (kind) {
      case 'Changed':
      case 'Reverted': {
        const data = recorded.data as ItemEventData<T>['Changed'];
        return {
          ...state,
          fields: { ...state.fields, ...data.fields },
          draft: state.draft && { ...state.draft, ...data.fields },
          plans,
        };
      }
      case 'Deleted':
        return { ...state, status: 'deleted', plans };
      case 'RestoredFromTrash':
        return { ...state, status: 'present', plans };
      case 'DraftSaved':
        return { ...state, draft: (recorded.data as ItemEventData<T>['DraftSaved']).fields, plans };
      case 'DraftDiscarded':
        return { ...state, draft: null, plans };
      case 'Published':
        return {
          ...state,
          fields: (recorded.data as ItemEventData<T>['Published']).fields,
          published: true,
          draft: null,
          plans,
        };
      case 'TakenOffline':
        return {
          ...state,
          fields: { ...state.fields, enabled: false },
          draft: state.draft && { ...state.draft, enabled: false },
          plans,
        };
      default:
        return { ...state, plans };
    }
  }

  function decide(command: ItemCommand<T>, state: ItemState<T>): ItemEvent<T>[] {
    if (command.type === 'CreateItem') {
      if (state.status !== 'absent') throw new RuleViolation('conflict', `${label} existiert bereits`);
      return [event('Created', { id: command.id, fields: command.fields })];
    }
    if (command.type === 'SaveItemDraft' && state.status === 'absent') {
      return [event('DraftSaved', { id: command.id, fields: command.fields })];
    }
    if (state.status === 'absent') throw new RuleViolation('not_found', `${label} nicht gefunden`);
    if (command.type === 'RunPlan') return runPlan(command.planId, command.planner, state);
    if (command.type === 'FailPlan') {
      const failed = failPlan(state.plans, command.planId, command.planner);
      return failed ? [event('PublicationScheduleFailed', failed)] : [];
    }
    if (command.type === 'CancelPublication') {
      return [event('PublicationScheduleCancelled', cancelPlan(state.plans, command.planId))];
    }
    switch (command.type) {
      case 'RestoreItemFromTrash':
        if (state.status !== 'deleted') throw new RuleViolation('conflict', `${label} liegt nicht im Papierkorb`);
        return [event('RestoredFromTrash', {})];
      case 'DeleteItem':
        if (state.status === 'deleted') throw new RuleViolation('not_found', `${label} nicht gefunden`);
        return [event('Deleted', {})];
    }
    if (state.status === 'deleted')
      throw new RuleViolation('conflict', `${label} liegt im Papierkorb; bitte zuerst wiederherstellen`);
    switch (command.type) {
      case 'ChangeItem': {
        if (!state.published)
          throw new RuleViolation('conflict', `${label} ist noch nicht veröffentlicht; bitte den Entwurf bearbeiten`);
        const fields = changedFields(state.fields, command.fields);
        return Object.keys(fields).length ? [event('Changed', { fields })] : [];
      }
      case 'RevertItem': {
        if (command.asDraft || !state.published) {
          if (isDeepStrictEqual(state.draft, command.fields)) return [];
          return [event('DraftSaved', { fields: command.fields, toVersion: command.toVersion })];
        }
        const fields = changedFields(state.fields, command.fields);
        return Object.keys(fields).length ? [event('Reverted', { toVersion: command.toVersion, fields })] : [];
      }
      case 'SaveItemDraft':
        if (sameAsLive(state, command.fields)) return state.draft ? [event('DraftDiscarded', {})] : [];
        if (isDeepStrictEqual(state.draft, command.fields)) return [];
        return [event('DraftSaved', { fields: command.fields })];
      case 'DiscardItemDraft':
        if (!state.draft) throw new RuleViolation('conflict', 'Es gibt keinen Entwurf');
        return [event('DraftDiscarded', {})];
      case 'PublishItem': {
        const fields = command.fields ?? state.draft;
        if (!fields) throw new RuleViolation('conflict', 'Es gibt keinen Entwurf zum Veröffentlichen');
        if (sameAsLive(state, fields)) return state.draft ? [event('DraftDiscarded', {})] : [];
        return [event('Published', { fields })];
      }
      case 'SchedulePublication': {
        const { plan } = command;
        if (plan.action === 'publish' && !state.draft)
          throw new RuleViolation('conflict', 'Es gibt keinen Entwurf zum Veröffentlichen');
        if (plan.action === 'take_offline' && !state.published)
          throw new RuleViolation('conflict', `${label} ist nicht veröffentlicht`);
        return [event('PublicationScheduled', schedulePlan(state.plans, plan))];
      }
    }
  }

  /**
   * A due plan: runs once (gone from the open plans afterwards), or ends when nothing is left to do; fails
   * when its planner may no longer act.
   */
  function runPlan(
    planId: string,
    planner: PlannerStanding,
    state: Extract<ItemState<T>, { id: string }>,
  ): ItemEvent<T>[] {
    const plan = state.plans[planId];
    if (!plan || plan.failed) return [];
    const failed = failPlan(state.plans, planId, planner);
    if (failed) return [event('PublicationScheduleFailed', failed)];
    const nothingToDo = [event('PublicationScheduleCancelled', { planId, reason: 'nothing_to_do' })];
    if (state.status === 'deleted') return nothingToDo;
    if (plan.action === 'publish') {
      if (!state.draft || sameAsLive(state, state.draft)) return nothingToDo;
      return [event('Published', { fields: state.draft, planId })];
    }
    if (!state.published || state.fields.enabled === false) return nothingToDo;
    return [event('TakenOffline', { planId })];
  }

  return { initialState: { status: 'absent' }, decide, evolve };
}
