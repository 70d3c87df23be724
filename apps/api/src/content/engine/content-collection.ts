import { BadRequestException, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { AdminItem, CollectionKind, HistoryEntry, PublicationChange, TrashedItem } from '@agency/contracts';
import { type EventStore, RuleViolation } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import { showsDraftsOf } from '../publishing/draft-view';
import { publicationChanges } from '../publishing/publication-changes';
import { openPlanCounts } from '../publishing/publication-plans';
import { changedFields } from './content-diff';
import type { ContentCommand, ItemFields } from './content.decider';
import { itemStreamId, orderStreamId, reorderedEventType } from './content-items.projection';
import { parseContent } from './content-input';
import { ContentItemRecord } from './content-read-model.entity';
import { ContentStreams, type RestoredSide } from './content-streams';

/** A content kind of many items (libs/contracts content-kinds.ts): its definition says all the engine needs. */
export type CollectionDefinition<S extends z.ZodType = z.ZodType> = CollectionKind<S>;

/** One item with its live row and its draft row (either may be missing). */
interface EditedRow {
  id: string;
  live: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
  version: number;
  sort: number | null;
  updated_at: Date;
  updated_by: string | null;
  draft_updated_at: Date | null;
  draft_updated_by: string | null;
  deleted_at: Date | null;
}

/**
 * Every item of a collection with its draft: the live rows (content_items) joined with the drafts
 * (content_drafts; an item that was never published is only there). `$1` is the collection.
 */
const EDITED_ITEMS = `
  WITH live AS (SELECT * FROM content_items WHERE collection = $1),
       drafts AS (SELECT * FROM content_drafts WHERE content = $1 AND item_id IS NOT NULL)
  SELECT coalesce(c.id, d.item_id) AS id, c.data AS live, d.data AS draft,
         greatest(coalesce(c.version, 0), coalesce(d.version, 0)) AS version, c.sort,
         coalesce(c.created_at, d.updated_at) AS created_at,
         coalesce(c.updated_at, d.updated_at) AS updated_at, coalesce(c.updated_by, d.updated_by) AS updated_by,
         d.updated_at AS draft_updated_at, d.updated_by AS draft_updated_by,
         CASE WHEN c.id IS NULL THEN d.deleted_at ELSE c.deleted_at END AS deleted_at
  FROM live c FULL JOIN drafts d ON d.item_id = c.id
  WHERE c.id IS NOT NULL OR d.data IS NOT NULL`;

const SAMPLE_NEUTRAL_FIELDS = new Set(['enabled', 'sample', 'featured', 'popular']);

/** Create, edit, delete, trash, restore, reorder and history of one collection's items. */
export class ContentCollection<S extends z.ZodType = z.ZodType> extends ContentStreams<ItemFields> {
  readonly reorderedEvent: string;
  private readonly deleteGuards: ((id: string) => Promise<void>)[] = [];

  constructor(
    readonly definition: CollectionDefinition<S>,
    store: EventStore,
    private readonly dataSource: DataSource,
  ) {
    super(store, { ...definition, shape: 'item' });
    this.reorderedEvent = reorderedEventType(definition);
  }

  streamId(id?: string | null): string {
    if (!id) throw new Error(`${this.definition.name}: no item named`);
    return itemStreamId(this.definition.name, id);
  }

  private get records() {
    return this.dataSource.getRepository(ContentItemRecord);
  }

  async listAdmin(): Promise<AdminItem[]> {
    const [rows, plans] = await Promise.all([
      this.edited('deleted_at IS NULL'),
      openPlanCounts(this.dataSource, this.definition.name),
    ]);
    return rows.map((row) => this.toAdminItem(row, plans));
  }

  /**
   * What visitors see: enabled items only, in the staff's order, without internal fields. Inside a preview's
   * render (withDraftsOf) with the drafts applied, items never published included (after the others).
   */
  async listPublic(): Promise<Record<string, unknown>[]> {
    const rows: { id: string; data: Record<string, unknown> }[] = showsDraftsOf(this.definition.name)
      ? await this.dataSource.query(
          `SELECT id, coalesce(draft, live) AS data FROM (${EDITED_ITEMS}) e
           WHERE deleted_at IS NULL AND coalesce((coalesce(draft, live) ->> 'enabled')::boolean, true)
           ORDER BY sort NULLS LAST, created_at`,
          [this.definition.name],
        )
      : await this.dataSource.query(
          `SELECT id, data FROM content_items WHERE collection = $1 AND deleted_at IS NULL AND enabled ORDER BY sort, created_at`,
          [this.definition.name],
        );
    return rows.map(({ id, data }) => {
      const { sample: _sample, ...fields } = data;
      return { id, ...fields };
    });
  }

  async trash(): Promise<TrashedItem[]> {
    const rows = await this.edited('deleted_at IS NOT NULL', 'deleted_at DESC');
    return rows.map((row) => ({ ...this.toAdminItem(row), deleted_at: (row.deleted_at as Date).toISOString() }));
  }

  async get(id: string): Promise<AdminItem> {
    const [row] = await this.edited('deleted_at IS NULL AND id = $2', undefined, [id]);
    if (!row) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    return this.toAdminItem(row, await openPlanCounts(this.dataSource, this.definition.name));
  }

  /** `id` may be given by the seed; staff's new items get a fresh one (a form's 'new-…' id is ignored). */
  async create(body: unknown, actor: StaffPrincipal | null, id: string = randomUUID()): Promise<AdminItem> {
    const fields = parseContent(this.definition.schema, body) as ItemFields;
    await this.run(id, { type: 'Create', id, value: fields }, actor, 0);
    return this.get(id);
  }

  /**
   * An edit of the live item (it goes live at once): the whole form or only some fields (the enabled switch);
   * the rest stays as it is.
   */
  async update(id: string, body: unknown, actor: StaffPrincipal | null, expectedVersion?: number): Promise<AdminItem> {
    const current = await this.editedRow(id);
    const fields = this.parseOver(current.live ?? current.draft ?? {}, body);
    await this.run(id, { type: 'Change', value: fields }, actor, expectedVersion);
    return this.get(id);
  }

  async delete(id: string, actor: StaffPrincipal | null, expectedVersion?: number): Promise<void> {
    for (const guard of this.deleteGuards) await guard(id);
    await this.run(id, { type: 'Delete' }, actor, expectedVersion);
  }

  /** A rule asked before every delete (e.g. a picture still in use): it refuses by throwing its 4xx. */
  guardDelete(guard: (id: string) => Promise<void>): void {
    this.deleteGuards.push(guard);
  }

  async restoreFromTrash(id: string, actor: StaffPrincipal | null): Promise<AdminItem> {
    await this.run(id, { type: 'RestoreFromTrash' }, actor);
    return this.get(id);
  }

  /** 'Entwurf speichern' of a new item: it exists as a draft only, the website does not show it. */
  async createDraft(body: unknown, actor: StaffPrincipal | null): Promise<AdminItem> {
    const id = randomUUID();
    const fields = parseContent(this.definition.schema, body) as ItemFields;
    await this.run(id, { type: 'SaveDraft', id, value: fields }, actor, 0);
    return this.get(id);
  }

  /** 'Entwurf speichern': the whole form or some fields over the draft (else the live item); the website stays. */
  async saveDraft(
    id: string,
    body: unknown,
    actor: StaffPrincipal | null,
    expectedVersion?: number,
  ): Promise<AdminItem> {
    const current = await this.editedRow(id);
    const fields = this.parseOver(current.draft ?? current.live ?? {}, body);
    await this.run(id, { type: 'SaveDraft', id, value: fields }, actor, expectedVersion);
    return this.get(id);
  }

  async discardDraft(id: string, actor: StaffPrincipal | null, expectedVersion?: number): Promise<AdminItem | null> {
    await this.run(id, { type: 'DiscardDraft' }, actor, expectedVersion);
    const [row] = await this.edited('deleted_at IS NULL AND id = $2', undefined, [id]);
    return row ? this.toAdminItem(row) : null;
  }

  /** 'Veröffentlichen': the form as it is (`body`, over the draft), else the saved draft, goes live. */
  async publish(
    id: string,
    body: unknown | undefined,
    actor: StaffPrincipal | null,
    expectedVersion?: number,
  ): Promise<AdminItem> {
    let fields: ItemFields | undefined;
    if (body !== undefined) {
      const current = await this.editedRow(id);
      fields = this.parseOver(current.draft ?? current.live ?? {}, body);
    }
    await this.run(id, { type: 'Publish', value: fields }, actor, expectedVersion);
    return this.get(id);
  }

  /** 'Änderungen': what publishing the item's draft changes on the website. */
  async changes(id: string): Promise<PublicationChange[]> {
    const row = await this.editedRow(id);
    return row.draft ? publicationChanges(row.live ?? {}, row.draft) : [];
  }

  async history(id: string): Promise<HistoryEntry[]> {
    const history = await this.versions(id, (fields) => fields ?? {});
    if (history.length === 0) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    return history;
  }

  /**
   * Restores the item's fields as they were at `version`, with a restoring event on top. A draft's version
   * (or one from before the item was first published) comes back as the draft, unless `side: 'live'` asks
   * for what the website showed at that version.
   */
  async revert(
    id: string,
    version: number,
    actor: StaffPrincipal | null,
    expectedVersion?: number,
    side: RestoredSide = 'version',
  ): Promise<AdminItem> {
    const { value, asDraft } = await this.restorable(id, version, side);
    await this.run(id, { type: 'Revert', toVersion: version, value, asDraft }, actor, expectedVersion);
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

  /**
   * The form's fields (the whole form or some of them) over `base`, validated. Staff's own words replace the
   * sample: an edit beyond switches clears the sample mark of built-in content.
   */
  private parseOver(base: ItemFields, body: unknown): ItemFields {
    const fields = parseContent(this.definition.schema, { ...base, ...(body as object) }) as ItemFields;
    const changed = Object.keys(changedFields(base, fields));
    if (base.sample === true && changed.some((key) => !SAMPLE_NEUTRAL_FIELDS.has(key))) fields.sample = false;
    return fields;
  }

  private async run(
    id: string,
    command: ContentCommand<ItemFields>,
    actor: StaffPrincipal | null,
    expectedVersion?: number,
  ): Promise<void> {
    const decider = await this.keepingLiveRule(id);
    await this.append(this.streamId(id), command, actorMetadata(actor), { expectedVersion }, decider);
  }

  /**
   * The decider, asking the kind's rule over all live items (definition.liveRule) about whatever a command
   * makes live; none for a kind without one. A change that would break the rule is refused (400).
   */
  private async keepingLiveRule(id: string): Promise<ContentStreams<ItemFields>['decider'] | undefined> {
    const rule = this.definition.liveRule as ((items: readonly ItemFields[]) => string | undefined) | undefined;
    if (!rule) return undefined;
    const others = (await this.edited('deleted_at IS NULL AND id <> $2', undefined, [id]))
      .map((row) => row.live)
      .filter((live) => live !== null);
    return this.checkingLive((_, live) => {
      const problem = rule([...others, live]);
      if (problem) throw new RuleViolation('invalid', problem);
    });
  }

  /** Items with their drafts; `where` over the joined columns ($1 is the collection, then `parameters`). */
  private edited(
    where: string,
    order = 'sort NULLS LAST, created_at',
    parameters: unknown[] = [],
  ): Promise<EditedRow[]> {
    return this.dataSource.query(`SELECT * FROM (${EDITED_ITEMS}) e WHERE ${where} ORDER BY ${order}`, [
      this.definition.name,
      ...parameters,
    ]);
  }

  private async editedRow(id: string): Promise<EditedRow> {
    const [row] = await this.edited('deleted_at IS NULL AND id = $2', undefined, [id]);
    if (!row) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    return row;
  }

  private toAdminItem(row: EditedRow, plans?: Map<string, number>): AdminItem {
    return {
      id: row.id,
      ...(row.draft ?? row.live ?? {}),
      version: row.version,
      sort: row.sort ?? 0,
      updated_at: row.updated_at.toISOString(),
      updated_by: row.updated_by,
      publication: {
        published: row.live !== null,
        hasDraft: row.draft !== null,
        draftUpdatedAt: row.draft !== null ? (row.draft_updated_at?.toISOString() ?? null) : null,
        draftUpdatedBy: row.draft !== null ? row.draft_updated_by : null,
        plans: plans?.get(itemStreamId(this.definition.name, row.id)) ?? 0,
      },
    };
  }
}
