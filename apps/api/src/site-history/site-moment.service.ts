import { isDeepStrictEqual } from 'node:util';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import {
  hasPermission,
  type PermissionKey,
  type SiteChange,
  type SiteFieldChange,
  type SiteMoment,
  type SiteRestoreAnswer,
  type SiteRestorePreview,
} from '@agency/contracts';
import { EventStore, type RecordedEvent } from '@agency/event-store';
import type { StaffPrincipal } from '../auth/staff-principal';
import type { CollectionDefinition, ContentCollection } from '../content/engine/content-collection';
import { diffFields } from '../content/engine/content-diff';
import type { ContentDocuments } from '../content/engine/content-documents';
import {
  type ContentEvent,
  contentEventKind,
  contentEventType,
  type ContentState,
  ITEM_EVENT_KINDS,
  type ItemFields,
} from '../content/engine/content.decider';
import { reorderedEventType } from '../content/engine/content-items.projection';
import { itemTitle } from '../content/engine/item-title';
import { contentToken } from '../content/engine/content-providers';
import { ContentRegistry } from '../content/content.registry';
import { siteCollections, siteDocuments } from './site-content';

/** A preview shows each value shortened to this many characters (a legal text is long). */
const PREVIEW_TEXT_MAX = 240;

/** A planned step of a restore: what the preview shows and how it is carried out. */
interface Step {
  change: SiteChange;
  permission: PermissionKey;
  apply: (actor: StaffPrincipal) => Promise<unknown>;
}

type ItemState = ContentState<ItemFields>;

interface ItemHistory {
  then: ItemState;
  now: ItemState;
  versionThen: number;
  versionNow: number;
}

const ABSENT: ItemState = { status: 'absent', id: '', live: null, draft: null, plans: {} };
const fieldsOf = (state: ItemState) => state.live ?? {};
const shorten = (value: unknown): unknown =>
  typeof value === 'string' && value.length > PREVIEW_TEXT_MAX ? `${value.slice(0, PREVIEW_TEXT_MAX)}…` : value;
const forPreview = (changes: SiteFieldChange[]): SiteFieldChange[] =>
  changes.map(({ field, before, after }) => ({ field, before: shorten(before), after: shorten(after) }));

/**
 * The public content as it was at a moment: reads each document's and item's history up to that
 * moment from the event log, shows what differs from now, and restores it through the content's own restore
 * paths (revert, trash, order), so each change is a new event in its history and can itself be undone.
 * Personal data is never part of it (see site-content.ts).
 */
@Injectable()
export class SiteMomentService {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly modules: ModuleRef,
    private readonly content: ContentRegistry,
  ) {}

  async preview(moment: SiteMoment): Promise<SiteRestorePreview> {
    const { position, at } = await this.resolve(moment);
    const steps = await this.plan(position);
    return { success: true, position, at, changes: steps.map((step) => step.change) };
  }

  /**
   * Restores every planned change. Staff need the permission of each area it changes (an admin holds all);
   * else nothing is changed. The answer names the position before the restore: restoring to it undoes it.
   */
  async restore(moment: SiteMoment, actor: StaffPrincipal): Promise<SiteRestoreAnswer> {
    const { position, at } = await this.resolve(moment);
    const undoPosition = await this.store.lastPosition();
    const steps = await this.plan(position);
    const missing = [
      ...new Set(
        steps.filter((s) => !hasPermission(actor.role, actor.permissions, s.permission)).map((s) => s.change.area),
      ),
    ];
    if (missing.length) {
      throw new ForbiddenException(`Keine Berechtigung für: ${missing.join(', ')}; es wurde nichts geändert`);
    }
    for (const step of steps) await step.apply(actor);
    const count = steps.length;
    return {
      success: true,
      position,
      at,
      changes: steps.map((step) => step.change),
      undo_position: undoPosition,
      message:
        count === 0
          ? 'Die Inhalte entsprechen bereits diesem Zeitpunkt'
          : `${count} ${count === 1 ? 'Inhalt' : 'Inhalte'} auf den Stand des Zeitpunkts gebracht`,
    };
  }

  /** The last event-log position at or before the moment (0: before anything was written). */
  private async resolve(moment: SiteMoment): Promise<{ position: number; at: string | null }> {
    const rows: { position: string; created_at: Date }[] =
      moment.position !== undefined
        ? await this.dataSource.query(
            `SELECT position, created_at FROM events WHERE position <= $1 ORDER BY position DESC LIMIT 1`,
            [moment.position],
          )
        : await this.dataSource.query(
            `SELECT position, created_at FROM events WHERE created_at <= $1 ORDER BY position DESC LIMIT 1`,
            [new Date(moment.at as string)],
          );
    const [row] = rows;
    return row ? { position: Number(row.position), at: row.created_at.toISOString() } : { position: 0, at: null };
  }

  private async plan(position: number): Promise<Step[]> {
    const steps: Step[] = [];
    for (const definition of siteDocuments(this.content)) {
      const documents = this.modules.get<ContentDocuments>(contentToken(definition.name), { strict: false });
      const step = await this.documentStep(documents, definition.permission, position);
      if (step) steps.push(step);
    }
    for (const definition of siteCollections(this.content)) {
      const collection = this.modules.get<ContentCollection>(contentToken(definition.name), { strict: false });
      steps.push(...(await this.collectionSteps(definition, collection, position)));
    }
    return steps;
  }

  private async documentStep(
    documents: ContentDocuments,
    permission: PermissionKey,
    position: number,
  ): Promise<Step | undefined> {
    const events = await this.store.readStream(documents.streamId());
    const earlier = events.filter((event) => event.position <= position);
    // The live side of each state: what the website showed, whatever drafts were saved.
    const evolve = (state: ContentState<unknown>, event: RecordedEvent) =>
      documents.decider.evolve(state, event as never);
    const then = earlier.reduce(evolve, documents.decider.initialState).live;
    const now = events.reduce(evolve, documents.decider.initialState).live;
    // A document that did not exist yet keeps what it has: there is no earlier version to go back to.
    if (then === null || isDeepStrictEqual(then, now)) return undefined;
    const versionThen = earlier[earlier.length - 1]?.streamVersion as number;
    const versionNow = events[events.length - 1]?.streamVersion ?? 0;
    const { label } = documents.definition;
    return {
      permission,
      change: {
        kind: documents.definition.name,
        area: label,
        title: label,
        action: 'change',
        changes: forPreview(diffFields(now, then)),
      },
      apply: (actor) => documents.revert(versionThen, actor, { expectedVersion: versionNow, side: 'live' }),
    };
  }

  private async collectionSteps(
    definition: CollectionDefinition,
    collection: ContentCollection,
    position: number,
  ): Promise<Step[]> {
    const reordered = reorderedEventType(definition);
    const types = [...ITEM_EVENT_KINDS.map((kind) => contentEventType(definition.eventPrefix, kind)), reordered];
    const events = await this.readAll(types);
    const evolve = (state: ItemState, event: RecordedEvent) =>
      collection.decider.evolve(state, event as unknown as ContentEvent<ItemFields>);
    const items = new Map<string, ItemHistory>();
    const sortThen = new Map<string, number>();
    const sortNow = new Map<string, number>();
    const prefix = `${definition.name}-`;
    const last = { then: 0, now: 0 };
    for (const event of events) {
      const before = event.position <= position;
      if (event.type === reordered) {
        const ids = (event.data as { ids: string[] }).ids;
        ids.forEach((id, i) => {
          sortNow.set(id, i + 1);
          if (before) sortThen.set(id, i + 1);
        });
        last.now = Math.max(0, ...sortNow.values());
        if (before) last.then = Math.max(0, ...sortThen.values());
        continue;
      }
      const id = event.streamId.slice(prefix.length);
      const history = items.get(id) ?? {
        then: collection.decider.initialState,
        now: collection.decider.initialState,
        versionThen: 0,
        versionNow: 0,
      };
      // New items go to the end of the order, as the read model puts them.
      if (contentEventKind(definition.eventPrefix, event.type) === 'Created') {
        sortNow.set(id, ++last.now);
        if (before) sortThen.set(id, ++last.then);
      }
      history.now = evolve(history.now, event);
      history.versionNow = event.streamVersion;
      if (before) {
        history.then = evolve(history.then, event);
        history.versionThen = event.streamVersion;
      }
      items.set(id, history);
    }

    const area = definition.pluralLabel;
    const steps: Step[] = [];
    for (const [id, history] of items) {
      const { now, versionThen, versionNow } = history;
      // An item that was only a draft then was not on the website: like one made since, it goes (when it is
      // on the website now; one that is still only a draft stays the draft it is).
      const then: ItemState = history.then.status === 'present' && history.then.live === null ? ABSENT : history.then;
      const title = itemTitle({ ...fieldsOf(then), ...fieldsOf(now) }) ?? id;
      const base = { kind: definition.name, area, id, title };
      // A restore sets the fields the item had then; a field added to the form since stays as it is.
      const thenFields = fieldsOf(then);
      const nowFields = Object.fromEntries(Object.keys(thenFields).map((key) => [key, fieldsOf(now)[key]]));
      const changes = forPreview(diffFields(nowFields, thenFields));
      const fieldsDiffer = changes.length > 0;
      if (then.status === 'present' && now.status === 'present' && fieldsDiffer) {
        steps.push({
          permission: definition.permission,
          change: { ...base, action: 'change', changes },
          apply: (actor) => collection.revert(id, versionThen, actor, versionNow, 'live'),
        });
      } else if (then.status === 'present' && now.status === 'deleted') {
        steps.push({
          permission: definition.permission,
          change: { ...base, action: 'bring_back', changes },
          apply: async (actor) => {
            await collection.restoreFromTrash(id, actor);
            if (fieldsDiffer) await collection.revert(id, versionThen, actor, undefined, 'live');
          },
        });
      } else if (then.status !== 'present' && now.status === 'present' && now.live !== null) {
        steps.push({
          permission: definition.permission,
          change: { ...base, action: 'remove', changes: [] },
          apply: (actor) => collection.delete(id, actor, versionNow),
        });
      }
    }

    // The order of the items that are on the site after the restore, as it was then.
    const present = [...items].filter(([, h]) => h.then.status === 'present' && h.then.live !== null).map(([id]) => id);
    const byOrder = (sort: Map<string, number>) => (a: string, b: string) =>
      (sort.get(a) ?? Number.MAX_SAFE_INTEGER) - (sort.get(b) ?? Number.MAX_SAFE_INTEGER);
    const orderThen = [...present].sort(byOrder(sortThen));
    const orderNow = [...present].sort(byOrder(sortNow));
    if (!isDeepStrictEqual(orderThen, orderNow)) {
      const titles = (ids: string[]) => ids.map((id) => itemTitle(fieldsOf(items.get(id)?.then ?? ABSENT)) ?? id);
      steps.push({
        permission: definition.permission,
        change: {
          kind: definition.name,
          area,
          title: `Reihenfolge: ${area}`,
          action: 'order',
          changes: [{ field: 'order', before: titles(orderNow), after: titles(orderThen) }],
        },
        apply: (actor) => collection.reorder(orderThen, actor),
      });
    }
    return steps;
  }

  /** Every event of these types in log order (content is low-volume: thousands, not millions). */
  private async readAll(types: readonly string[]): Promise<RecordedEvent[]> {
    const all: RecordedEvent[] = [];
    for (let after = 0; ;) {
      const page = await this.store.readAll(after, 1000, types);
      all.push(...page);
      if (page.length < 1000) return all;
      after = page[page.length - 1].position;
    }
  }
}
