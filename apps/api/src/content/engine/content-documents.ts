import { NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { DocumentKind, HistoryEntry, PublicationChange, PublicationStatus } from '@agency/contracts';
import type { EventMetadata, EventStore } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import { showsDraftsOf } from '../publishing/draft-view';
import { publicationChanges } from '../publishing/publication-changes';
import { openPlanCounts } from '../publishing/publication-plans';
import type { ContentCommand, EventUpcasters } from './content.decider';
import { parseContent } from './content-input';
import { carrySample, laidOver, withEntryIds } from './document-routes';
import { ContentDocumentRecord } from './content-read-model.entity';
import { ContentStreams, type RestoredSide } from './content-streams';
import type { PlanRun } from './publication-plan';

/**
 * A content kind saved as a whole (libs/contracts content-kinds.ts), or a setting of another feature kept
 * the same way (tracking configuration, retention): those are one document each and not published.
 */
export type DocumentDefinition<S extends z.ZodType = z.ZodType> = Omit<
  DocumentKind<S>,
  'cardinality' | 'publishable'
> & {
  /** 'one' unless said. */
  cardinality?: DocumentKind['cardinality'];
  publishable?: boolean;
  /**
   * A document kept on its own before it joined this machinery: the stream its events are in (which the
   * document keeps writing to, so its history goes on) and how to read the events it wrote then.
   * The log is never rewritten. Not for keyed kinds.
   */
  legacy?: { streamId: string; upcasters: EventUpcasters };
  /**
   * A change of the document that needs more than `permission`, by what it changes: throws (a 403) for `actor`,
   * who changes `before` (the saved document, else `initial()`) into `after`. Asked for saves and restores
   * through its admin routes alike, against the version the change is appended to. Not for a kind with drafts.
   */
  authorize?(actor: StaffPrincipal, before: z.output<S>, after: z.output<S>): void;
};

/** Whether the kind holds one document per key (e-mail templates). */
export const isKeyed = (definition: Pick<DocumentDefinition, 'cardinality'>): boolean =>
  definition.cardinality === 'keyed';

/** Whether a stream holds a document of this kind: its own (or its legacy) name, or `name-<key>` for keyed kinds. */
export function isDocumentStream(
  definition: Pick<DocumentDefinition, 'name' | 'cardinality' | 'legacy'>,
  streamId: string,
): boolean {
  return isKeyed(definition)
    ? streamId.startsWith(`${definition.name}-`)
    : streamId === (definition.legacy?.streamId ?? definition.name);
}

/** A document as its editor works on it: the live version, the draft, and the stream's version (If-Match). */
export interface EditedDocument<D> {
  live: StoredDocument<D> | undefined;
  draft: D | null;
  version: number;
  status: PublicationStatus;
}

interface DraftRow {
  data: unknown;
  version: number;
  updated_at: Date;
  updated_by: string | null;
}

export interface StoredDocument<D> {
  key: string;
  document: D;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

export interface SaveOptions<D = unknown> {
  key?: string;
  expectedVersion?: number;
  alsoInTransaction?: (manager: EntityManager) => Promise<void>;
  /**
   * Refuses (throws) a change of the live document by what it changes: the document as the stream holds it
   * when the change is decided, and as the change leaves it. Decided against the very version the change is
   * appended to, so a concurrent save cannot slip a change past it.
   */
  authorize?: (before: D | null, after: D) => void;
}

/** Save, read, history and restore of one kind of document. */
export class ContentDocuments<S extends z.ZodType = z.ZodType, D = z.output<S>> extends ContentStreams<D> {
  private readonly changeListeners: ((stored: StoredDocument<D>) => Promise<void>)[] = [];

  constructor(
    readonly definition: DocumentDefinition<S>,
    store: EventStore,
    private readonly dataSource: DataSource,
  ) {
    super(store, { ...definition, shape: 'document', upcasters: definition.legacy?.upcasters });
  }

  /** The document's stream; a keyed kind's by `key`. */
  streamId(key?: string | null): string {
    if (!isKeyed(this.definition)) return this.definition.legacy?.streamId ?? this.definition.name;
    if (!key) throw new Error(`${this.definition.name} needs a key`);
    return `${this.definition.name}-${key}`;
  }

  /** What the website shows; inside a preview's render (withDraftsOf) with this kind's draft applied. */
  async get(key?: string): Promise<StoredDocument<D> | undefined> {
    const row = await this.dataSource.getRepository(ContentDocumentRecord).findOneBy({ key: this.streamId(key) });
    const stored = row ? this.toStored(row) : undefined;
    if (!showsDraftsOf(this.definition.name)) return stored;
    const draft = await this.draftRow(key);
    if (draft?.data == null) return stored;
    return {
      key: stored?.key ?? key ?? this.definition.name,
      document: draft.data as D,
      version: draft.version,
      updated_at: draft.updated_at.toISOString(),
      updated_by: draft.updated_by,
    };
  }

  /** The live version, the draft and the version to base an edit on, for the editor. */
  async edited(key?: string): Promise<EditedDocument<D>> {
    const streamId = this.streamId(key);
    const [row, draft, plans] = await Promise.all([
      this.dataSource.getRepository(ContentDocumentRecord).findOneBy({ key: streamId }),
      this.draftRow(key),
      openPlanCounts(this.dataSource, this.definition.name),
    ]);
    const live = row ? this.toStored(row) : undefined;
    const pending = (draft?.data ?? null) as D | null;
    return {
      live,
      draft: pending,
      version: Math.max(live?.version ?? 0, draft?.version ?? 0),
      status: {
        published: live !== undefined,
        hasDraft: pending !== null,
        draftUpdatedAt: pending !== null && draft ? draft.updated_at.toISOString() : null,
        draftUpdatedBy: pending !== null && draft ? draft.updated_by : null,
        plans: plans.get(streamId) ?? 0,
      },
    };
  }

  /**
   * The document from an admin form's body (definition.admin): bare or in its envelope, laid over `base` where the
   * kind saves parts, validated, a list's new entries with ids, the sample mark kept until staff change something.
   * `edited` is what the form edits (the live document, or in the publishing routes the draft, else that).
   */
  fromForm(body: unknown, edited: D | undefined): D {
    const { admin, schema } = this.definition;
    if (!admin) throw new Error(`${this.definition.name} has no admin form`);
    const sent = admin.envelope ? ((body as Record<string, unknown>)[admin.key] ?? body) : body;
    const document = parseContent(schema, admin.partialSaves ? laidOver(edited ?? {}, sent) : sent);
    if (Array.isArray(document) && admin.ids) return withEntryIds(document, admin.ids) as D;
    if (!admin.sampleMark) return document as D;
    return carrySample(edited as { sample?: boolean } | undefined, document as { sample?: boolean }) as D;
  }

  /** 'Entwurf speichern': the website keeps showing the live version. */
  async saveDraft(document: D, actor: StaffPrincipal | null, options: SaveOptions<D> = {}): Promise<EditedDocument<D>> {
    this.check(document, options.key);
    await this.run({ type: 'SaveDraft', value: document }, actorMetadata(actor), options);
    return this.edited(options.key);
  }

  /** Drops the draft; the live version stays. */
  async discardDraft(actor: StaffPrincipal | null, options: SaveOptions<D> = {}): Promise<EditedDocument<D>> {
    await this.run({ type: 'DiscardDraft' }, actorMetadata(actor), options);
    return this.edited(options.key);
  }

  /** 'Veröffentlichen': `document` (the form as it is), else the saved draft, goes live. */
  async publish(
    document: D | undefined,
    actor: StaffPrincipal | null,
    options: SaveOptions<D> = {},
  ): Promise<EditedDocument<D>> {
    const published = document ?? (await this.edited(options.key)).draft;
    if (published !== null) this.check(published, options.key);
    const appended = await this.run({ type: 'Publish', value: document }, actorMetadata(actor), options);
    if (appended) await this.changed(true, options.key);
    return this.edited(options.key);
  }

  /** 'Änderungen': what publishing the draft changes on the website; `view` as in `history`. */
  async changes(
    key?: string,
    view: (document: D | null) => unknown = (document) => document,
  ): Promise<PublicationChange[]> {
    const { live, draft } = await this.edited(key);
    if (draft === null) return [];
    return publicationChanges(view(live?.document ?? null), view(draft));
  }

  /** Runs a plan that came due (PublicationScheduler), once, with its planner's rights. */
  override async runPlan(key: string | null, planId: string, run: PlanRun): Promise<boolean> {
    const appended = await super.runPlan(key, planId, run);
    if (appended && run.planner === 'allowed') await this.changed(true, key ?? undefined);
    return appended;
  }

  /**
   * What the website reads (definition.publicRead), made of the published document, inside a preview's render
   * of the draft. A kind without an initial document answers 404 until it is first saved.
   */
  async publicAnswer(): Promise<unknown> {
    const { publicRead, initial } = this.definition;
    if (!publicRead) throw new Error(`${this.definition.name} is not read by the website`);
    const document = initial ? ((await this.get())?.document ?? initial()) : (await this.require()).document;
    return publicRead.view(document as z.output<S>);
  }

  async require(key?: string): Promise<StoredDocument<D>> {
    const found = await this.get(key);
    if (!found) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    return found;
  }

  /** Every document of a keyed kind, by key. */
  async list(): Promise<StoredDocument<D>[]> {
    const rows = await this.dataSource
      .getRepository(ContentDocumentRecord)
      .createQueryBuilder('d')
      .where('d.key LIKE :prefix', { prefix: `${this.definition.name}-%` })
      .orderBy('d.key')
      .getMany();
    return rows.map((row) => this.toStored(row));
  }

  /**
   * Runs after each save or restore that changed the document, once it is committed, wherever it came
   * from (a route, the seed), e.g. to hand the document on to another process.
   */
  onChange(listener: (stored: StoredDocument<D>) => Promise<void>): void {
    this.changeListeners.push(listener);
  }

  /** Saves an already validated document; an unchanged one appends nothing. */
  async save(document: D, actor: StaffPrincipal | null, options: SaveOptions<D> = {}): Promise<StoredDocument<D>> {
    this.check(document, options.key);
    const appended = await this.run({ type: 'Change', value: document }, actorMetadata(actor), options);
    return this.changed(appended, options.key);
  }

  /** Each version, oldest first; a document of its own that was never saved has none yet. */
  async history(key?: string, view: (document: D | null) => unknown = (document) => document): Promise<HistoryEntry[]> {
    const history = await this.versions(key ?? null, view);
    if (history.length === 0 && isKeyed(this.definition))
      throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    return history;
  }

  /**
   * Restores the document as it was at `version` with a restoring event. `adjust` may keep parts that
   * must not travel back in time (e.g. which password is set). A draft's version comes back as the draft
   * (never published by a restore), unless `side: 'live'` asks for what the website showed at that version.
   */
  async revert(
    version: number,
    actor: StaffPrincipal | null,
    options: SaveOptions<D> & { adjust?: (then: D, current: D | null) => D | Promise<D>; side?: RestoredSide } = {},
  ): Promise<StoredDocument<D>> {
    const { value, asDraft, live } = await this.restorable(options.key ?? null, version, options.side ?? 'version');
    const document = options.adjust ? await options.adjust(value, live) : value;
    // An earlier version may predate a rule: it comes back only if it keeps today's.
    this.check(document, options.key);
    const appended = await this.run(
      { type: 'Revert', toVersion: version, value: document, asDraft },
      actorMetadata(actor),
      options,
    );
    return this.changed(appended && !asDraft, options.key);
  }

  /** A keyed document's own rule beyond the schema (definition.schemaForKey), before every write of it. */
  private check(document: D, key: string | undefined): void {
    const schema = this.definition.schemaForKey?.(key ?? '');
    if (schema) parseContent(schema, document);
  }

  /**
   * Decides and appends a command; true when it appended something. With `options.authorize`, each change of
   * the live document it decides is asked about first.
   */
  private async run(command: ContentCommand<D>, metadata: EventMetadata, options: SaveOptions<D>): Promise<boolean> {
    const { authorize } = options;
    const decider = authorize && this.checkingLive(authorize);
    const events = await this.append(this.streamId(options.key), command, metadata, options, decider);
    return events.length > 0;
  }

  private async draftRow(key?: string): Promise<DraftRow | undefined> {
    const rows: DraftRow[] = await this.dataSource.query(
      'SELECT data, version, updated_at, updated_by FROM content_drafts WHERE stream_id = $1',
      [this.streamId(key)],
    );
    return rows[0];
  }

  private async changed(appended: boolean, key: string | undefined): Promise<StoredDocument<D>> {
    const stored = await this.require(key);
    if (appended) for (const listener of this.changeListeners) await listener(stored);
    return stored;
  }

  private toStored(row: ContentDocumentRecord): StoredDocument<D> {
    const key = isKeyed(this.definition) ? row.key.slice(this.definition.name.length + 1) : row.key;
    return {
      key,
      document: row.data as D,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
      updated_by: row.updatedBy,
    };
  }
}
