import { type Decider, RuleViolation } from '@agency/event-store';
import { changedFields } from './content-diff';

/**
 * One item of a content collection (a success story, a testimonial, ...) as an event-sourced aggregate.
 * Every collection shares this decider; only the event names differ (`SuccessStoryCreated`,
 * `TestimonialCreated`, ...), so the log reads in the domain's words.
 */
export type ItemFields = Record<string, unknown>;

export interface ItemEventData<T extends ItemFields> {
  Created: { id: string; fields: T };
  Changed: { fields: Partial<T> };
  Deleted: Record<string, never>;
  RestoredFromTrash: Record<string, never>;
  Reverted: { toVersion: number; fields: Partial<T> };
}
export type ItemEventKind = keyof ItemEventData<ItemFields>;
export const ITEM_EVENT_KINDS: readonly ItemEventKind[] = [
  'Created',
  'Changed',
  'Deleted',
  'RestoredFromTrash',
  'Reverted',
];

/** Typed by kind through `itemEventKind`; the type string carries the collection's prefix. */
export type ItemEvent<T extends ItemFields = ItemFields> = { type: string; data: ItemEventData<T>[ItemEventKind] };

export type ItemState<T extends ItemFields = ItemFields> =
  { status: 'absent' } | { status: 'present' | 'deleted'; id: string; fields: T };

export type CreateItem<T extends ItemFields> = { type: 'CreateItem'; id: string; fields: T };
export type ChangeItem<T extends ItemFields> = { type: 'ChangeItem'; fields: T };
export type DeleteItem = { type: 'DeleteItem' };
export type RestoreItemFromTrash = { type: 'RestoreItemFromTrash' };
/** `fields` is the item as it was at `toVersion`, read from its history by the caller. */
export type RevertItem<T extends ItemFields> = { type: 'RevertItem'; toVersion: number; fields: T };
export type ItemCommand<T extends ItemFields = ItemFields> =
  CreateItem<T> | ChangeItem<T> | DeleteItem | RestoreItemFromTrash | RevertItem<T>;

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

  function evolve(state: ItemState<T>, recorded: ItemEvent<T>): ItemState<T> {
    const kind = itemEventKind(eventPrefix, recorded.type);
    switch (kind) {
      case 'Created': {
        const data = recorded.data as ItemEventData<T>['Created'];
        return { status: 'present', id: data.id, fields: data.fields };
      }
      case 'Changed':
      case 'Reverted': {
        if (state.status === 'absent') return state;
        const data = recorded.data as ItemEventData<T>['Changed'];
        return { ...state, fields: { ...state.fields, ...data.fields } };
      }
      case 'Deleted':
        return state.status === 'absent' ? state : { ...state, status: 'deleted' };
      case 'RestoredFromTrash':
        return state.status === 'absent' ? state : { ...state, status: 'present' };
      default:
        return state;
    }
  }

  function decide(command: ItemCommand<T>, state: ItemState<T>): ItemEvent<T>[] {
    if (command.type === 'CreateItem') {
      if (state.status !== 'absent') throw new RuleViolation('conflict', `${label} existiert bereits`);
      return [event('Created', { id: command.id, fields: command.fields })];
    }
    if (state.status === 'absent') throw new RuleViolation('not_found', `${label} nicht gefunden`);
    switch (command.type) {
      case 'RestoreItemFromTrash':
        if (state.status !== 'deleted') throw new RuleViolation('conflict', `${label} liegt nicht im Papierkorb`);
        return [event('RestoredFromTrash', {})];
      case 'DeleteItem':
        if (state.status === 'deleted') throw new RuleViolation('not_found', `${label} nicht gefunden`);
        return [event('Deleted', {})];
      case 'ChangeItem': {
        if (state.status === 'deleted')
          throw new RuleViolation('conflict', `${label} liegt im Papierkorb; bitte zuerst wiederherstellen`);
        const fields = changedFields(state.fields, command.fields);
        return Object.keys(fields).length ? [event('Changed', { fields })] : [];
      }
      case 'RevertItem': {
        if (state.status === 'deleted')
          throw new RuleViolation('conflict', `${label} liegt im Papierkorb; bitte zuerst wiederherstellen`);
        const fields = changedFields(state.fields, command.fields);
        return Object.keys(fields).length ? [event('Reverted', { toVersion: command.toVersion, fields })] : [];
      }
    }
  }

  return { initialState: { status: 'absent' }, decide, evolve };
}
