import { BadRequestException, NotFoundException } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { HistoryEntry, PermissionKey } from '@agency/contracts';
import { type EventStore, handleCommand, type RecordedEvent } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import { changedFields } from './content-diff';
import { buildHistory, stateAtVersion } from './content-history';
import {
  type ItemCommand,
  itemDecider,
  type ItemEvent,
  itemEventKind,
  type ItemFields,
  type ItemState,
} from './content-item.decider';
import { itemStreamId, orderStreamId, reorderedEventType } from './content-items.projection';
import { parseContent } from './content-input';
import { ContentItemRecord } from './content-read-model.entity';

/** Everything that makes one content collection: a declarative description, no subclass. */
export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** Route segment under /api/admin, stream prefix and read-model key, e.g. 'success-stories'. */
  name: string;
  /** Public list route, e.g. 'api/public/success-stories'. */
  publicPath: string;
  /** Event type prefixes: 'SuccessStory' → SuccessStoryCreated; 'SuccessStories' → SuccessStoriesReordered. */
  eventPrefix: string;
  pluralEventPrefix: string;
  /** German names for messages and docs. */
  label: string;
  pluralLabel: string;
  permission: PermissionKey;
  /** Validates and normalises a whole item (defaults, trimming, required fields). */
  schema: S;
  /** Envelope keys of the admin answers: { success, stories } and { success, story }. */
  listKey: string;
  itemKey: string;
  /** The spec's message for a save without data. */
  emptyMessage: string;
}

export type AdminItem = Record<string, unknown> & {
  id: string;
  version: number;
  sort: number;
  updated_at: string;
  updated_by: string | null;
};
export type TrashedItem = AdminItem & { deleted_at: string };

const SAMPLE_NEUTRAL_FIELDS = new Set(['enabled', 'sample', 'featured', 'popular']);

/** Create, edit, delete, trash, restore, reorder and history of one collection's items. */
export class ContentCollection<S extends z.ZodType = z.ZodType> {
  readonly decider;
  readonly reorderedEvent: string;

  constructor(
    readonly definition: CollectionDefinition<S>,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {
    this.decider = itemDecider<ItemFields>(definition);
    this.reorderedEvent = reorderedEventType(definition);
  }

  private get records() {
    return this.dataSource.getRepository(ContentItemRecord);
  }

  async listAdmin(): Promise<AdminItem[]> {
    const rows = await this.records.find({
      where: { collection: this.definition.name, deletedAt: IsNull() },
      order: { sort: 'ASC', createdAt: 'ASC' },
    });
    return rows.map(toAdminItem);
  }

  /** What visitors see: enabled items only, in the staff's order, without internal fields. */
  async listPublic(): Promise<Record<string, unknown>[]> {
    const rows: { id: string; data: Record<string, unknown> }[] = await this.dataSource.query(
      `SELECT id, data FROM content_items WHERE collection = $1 AND deleted_at IS NULL AND enabled ORDER BY sort, created_at`,
      [this.definition.name],
    );
    return rows.map(({ id, data }) => {
      const { sample: _sample, ...fields } = data;
      return { id, ...fields };
    });
  }

  async trash(): Promise<TrashedItem[]> {
    const rows: ContentItemRecord[] = await this.records
      .createQueryBuilder('c')
      .where('c.collection = :collection AND c.deleted_at IS NOT NULL', { collection: this.definition.name })
      .orderBy('c.deleted_at', 'DESC')
      .getMany();
    return rows.map((row) => ({ ...toAdminItem(row), deleted_at: (row.deletedAt as Date).toISOString() }));
  }

  async get(id: string): Promise<AdminItem> {
    const row = await this.records.findOneBy({ collection: this.definition.name, id });
    if (!row || row.deletedAt) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    return toAdminItem(row);
  }

  /** `id` may be given by the seed; staff's new items get a fresh one (a form's 'new-…' id is ignored). */
  async create(body: unknown, actor: StaffPrincipal | null, id: string = randomUUID()): Promise<AdminItem> {
    const fields = parseContent(this.definition.schema, body) as ItemFields;
    await this.run(id, { type: 'CreateItem', id, fields }, actor, 0);
    return this.get(id);
  }

  /** An edit sends the whole form or only some fields (the enabled switch); the rest stays as it is. */
  async update(id: string, body: unknown, actor: StaffPrincipal | null, expectedVersion?: number): Promise<AdminItem> {
    const current = await this.get(id);
    const currentFields = fieldsOf(current);
    const fields = parseContent(this.definition.schema, { ...currentFields, ...(body as object) }) as ItemFields;
    // Staff's own words replace the sample: an edit beyond switches clears the sample mark.
    if (
      currentFields.sample === true &&
      Object.keys(changedFields(currentFields, fields)).some((key) => !SAMPLE_NEUTRAL_FIELDS.has(key))
    ) {
      fields.sample = false;
    }
    await this.run(id, { type: 'ChangeItem', fields }, actor, expectedVersion);
    return this.get(id);
  }

  async delete(id: string, actor: StaffPrincipal | null, expectedVersion?: number): Promise<void> {
    await this.run(id, { type: 'DeleteItem' }, actor, expectedVersion);
  }

  async restoreFromTrash(id: string, actor: StaffPrincipal | null): Promise<AdminItem> {
    await this.run(id, { type: 'RestoreItemFromTrash' }, actor);
    return this.get(id);
  }

  async history(id: string): Promise<HistoryEntry[]> {
    const events = await this.store.readStream(itemStreamId(this.definition.name, id));
    if (events.length === 0) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    return buildHistory<ItemState>(
      events,
      this.decider.initialState,
      (state, event) => this.decider.evolve(state, event as unknown as ItemEvent),
      (state) => (state.status === 'absent' ? {} : state.fields),
      (event) => {
        const kind = itemEventKind(this.definition.eventPrefix, event.type);
        return kind === 'Created'
          ? 'created'
          : kind === 'Deleted'
            ? 'deleted'
            : kind === 'RestoredFromTrash'
              ? 'restored_from_trash'
              : kind === 'Reverted'
                ? 'reverted'
                : 'changed';
      },
    );
  }

  /** Restores the item's fields as they were at `version`, with a restoring event on top. */
  async revert(
    id: string,
    version: number,
    actor: StaffPrincipal | null,
    expectedVersion?: number,
  ): Promise<AdminItem> {
    const events = await this.store.readStream(itemStreamId(this.definition.name, id));
    if (events.length === 0) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    const evolve = (state: ItemState, event: RecordedEvent) =>
      this.decider.evolve(state, event as unknown as ItemEvent);
    const then = stateAtVersion<ItemState>(events, version, this.decider.initialState, evolve);
    if (!then || then.status === 'absent') {
      throw new BadRequestException({
        message: `Version ${version} gibt es nicht`,
        details: [{ field: 'version', message: 'Unbekannte Version' }],
      });
    }
    await this.run(id, { type: 'RevertItem', toVersion: version, fields: then.fields }, actor, expectedVersion);
    return this.get(id);
  }

  /** Staff's order for the public lists; ids left out keep their place after the listed ones. */
  async reorder(ids: string[], actor: StaffPrincipal | null): Promise<AdminItem[]> {
    const known = new Set((await this.listAdmin()).map((item) => item.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      throw new BadRequestException({
        message: `Unbekannte Einträge: ${unknown.join(', ')}`,
        details: [{ field: 'ids', message: 'Unbekannte ID' }],
      });
    }
    const rest = [...known].filter((id) => !ids.includes(id));
    await this.store.appendToStream(
      orderStreamId(this.definition.name),
      [{ type: this.reorderedEvent, data: { ids: [...new Set(ids), ...rest] } }],
      {
        expectedVersion: 'any',
        metadata: actorMetadata(actor),
      },
    );
    return this.listAdmin();
  }

  async count(): Promise<number> {
    return this.records.countBy({ collection: this.definition.name });
  }

  private async run(
    id: string,
    command: ItemCommand,
    actor: StaffPrincipal | null,
    expectedVersion?: number,
  ): Promise<void> {
    await handleCommand(this.store, itemStreamId(this.definition.name, id), this.decider, command, {
      metadata: actorMetadata(actor),
      expectedVersion,
    });
  }
}

function toAdminItem(row: ContentItemRecord): AdminItem {
  return {
    id: row.id,
    ...row.data,
    version: row.version,
    sort: row.sort,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  };
}

function fieldsOf(item: AdminItem): ItemFields {
  const { id: _id, version: _version, sort: _sort, updated_at: _at, updated_by: _by, ...fields } = item;
  return fields;
}
