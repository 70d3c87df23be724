import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { DocumentKind, HistoryEntry, PublicationChange, PublicationStatus } from '@agency/contracts';
import { type EventMetadata, type EventStore, handleCommand, type RecordedEvent } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import { showsDraftsOf } from '../publishing/draft-view';
import { publicationChanges } from '../publishing/publication-changes';
import { openPlanCounts } from '../publishing/publication-plans';
import {
  type ContentCommand,
  contentDecider,
  type ContentEvent,
  contentEventKind,
  type ContentState,
  type EventUpcasters,
  HISTORY_KINDS,
  upcastEvent,
} from './content.decider';
import { buildHistory, stateAtVersion } from './content-history';
import { parseContent } from './content-input';
import { ContentDocumentRecord } from './content-read-model.entity';
import type { PlannerStanding, PlanRun, PublicationPlan } from './publication-plan';

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
};

/** Whether the kind holds one document per key (e-mail templates). */
export const isKeyed = (definition: Pick<DocumentDefinition, 'cardinality'>): boolean =>
  definition.cardinality === 'keyed';

/**
 * What a restore of a version brings back: the version as recorded ('version': a draft's version comes back as
 * the draft, any other goes live), or what the website showed at that version ('live').
 */
export type RestoredSide = 'version' | 'live';

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
export class ContentDocuments<S extends z.ZodType = z.ZodType, D = z.output<S>> {
  readonly decider;
  private readonly changeListeners: ((stored: StoredDocument<D>) => Promise<void>)[] = [];

  constructor(
    readonly definition: DocumentDefinition<S>,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {
    this.decider = contentDecider<D>({ ...definition, shape: 'document', upcasters: definition.legacy?.upcasters });
  }

  streamId(key?: string): string {
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

  /** 'Veröffentlichen am …'. */
  async schedule(plan: PublicationPlan, actor: StaffPrincipal | null, options: SaveOptions<D> = {}): Promise<void> {
    await this.run({ type: 'SchedulePublication', plan }, actorMetadata(actor), options);
  }

  async cancelPlan(planId: string, actor: StaffPrincipal | null, options: SaveOptions<D> = {}): Promise<void> {
    await this.run({ type: 'CancelPublication', planId }, actorMetadata(actor), options);
  }

  /**
   * Runs a plan that came due (PublicationScheduler), recorded for who planned it, with their rights: a
   * planner who may no longer act fails it. Nothing happens when it ran already, failed or was cancelled:
   * the stream knows its open plans.
   */
  async runPlan(planId: string, run: PlanRun, key?: string): Promise<void> {
    const appended = await this.run(
      { type: 'RunPlan', planId, planner: run.planner },
      { ...actorMetadata(run.plannedBy), via: 'plan', planId },
      { key, alsoInTransaction: run.confirm },
    );
    if (appended && run.planner === 'allowed') await this.changed(true, key);
  }

  /** Ends a waiting plan whose planner may no longer act (`planner`); true when it ended here. */
  async failPlan(
    planId: string,
    planner: PlannerStanding,
    actor: StaffPrincipal | null,
    key?: string,
  ): Promise<boolean> {
    return this.run({ type: 'FailPlan', planId, planner }, actorMetadata(actor), { key });
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
    const { events } = await handleCommand(
      this.store,
      this.streamId(options.key),
      this.deciderFor(options),
      { type: 'Change', value: document },
      {
        metadata: actorMetadata(actor),
        expectedVersion: options.expectedVersion,
        alsoInTransaction: options.alsoInTransaction,
      },
    );
    return this.changed(events.length > 0, options.key);
  }

  /** Each version, oldest first; a document of its own that was never saved has none yet. */
  async history(key?: string, view: (document: D | null) => unknown = (document) => document): Promise<HistoryEntry[]> {
    const events = (await this.store.readStream(this.streamId(key))).map((event) =>
      upcastEvent(event, this.definition.legacy?.upcasters),
    );
    if (events.length === 0 && isKeyed(this.definition))
      throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    const kindOf = (event: RecordedEvent) => contentEventKind(this.definition.eventPrefix, event.type);
    return buildHistory<ContentState<D>>(
      events,
      this.decider.initialState,
      this.evolve,
      // A draft's event shows the draft against what was there before (the earlier draft, else the live one).
      (state, event) =>
        view(
          kindOf(event) === 'DraftSaved' || kindOf(event) === 'DraftDiscarded'
            ? (state.draft ?? state.live)
            : state.live,
        ),
      (event) => HISTORY_KINDS[kindOf(event) ?? 'Saved'],
    );
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
    const events = await this.store.readStream(this.streamId(options.key));
    if (events.length === 0) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    const then = stateAtVersion<ContentState<D>>(events, version, this.decider.initialState, this.evolve);
    // A draft's version comes back as the draft: restoring it must not publish it.
    const atVersion = events.find((event) => event.streamVersion === version);
    const asDraft =
      options.side !== 'live' &&
      atVersion !== undefined &&
      contentEventKind(this.definition.eventPrefix, upcastEvent(atVersion, this.definition.legacy?.upcasters).type) ===
        'DraftSaved';
    const restored = asDraft ? then?.draft : then?.live;
    if (!then || !restored) {
      throw new BadRequestException({
        message: `Version ${version} gibt es nicht`,
        details: [{ field: 'version', message: 'Unbekannte Version' }],
      });
    }
    const current = events.reduce(this.evolve, this.decider.initialState).live;
    const document = options.adjust ? await options.adjust(restored, current) : restored;
    // An earlier version may predate a rule: it comes back only if it keeps today's.
    this.check(document, options.key);
    const { events: appended } = await handleCommand(
      this.store,
      this.streamId(options.key),
      this.deciderFor(options),
      { type: 'Revert', toVersion: version, value: document, asDraft },
      {
        metadata: actorMetadata(actor),
        expectedVersion: options.expectedVersion,
        alsoInTransaction: options.alsoInTransaction,
      },
    );
    return this.changed(appended.length > 0 && !asDraft, options.key);
  }

  /** A keyed document's own rule beyond the schema (definition.schemaForKey), before every write of it. */
  private check(document: D, key: string | undefined): void {
    const schema = this.definition.schemaForKey?.(key ?? '');
    if (schema) parseContent(schema, document);
  }

  /** Decides and appends a command; true when it appended something. */
  private async run(command: ContentCommand<D>, metadata: EventMetadata, options: SaveOptions<D>): Promise<boolean> {
    const { events } = await handleCommand(this.store, this.streamId(options.key), this.deciderFor(options), command, {
      metadata,
      expectedVersion: options.expectedVersion,
      alsoInTransaction: options.alsoInTransaction,
    });
    return events.length > 0;
  }

  /** The decider, with `options.authorize` asked about each change of the live document it decides. */
  private deciderFor(options: SaveOptions<D>): typeof this.decider {
    const { authorize } = options;
    if (!authorize) return this.decider;
    const decider = this.decider;
    return {
      ...decider,
      decide(command, state) {
        const events = decider.decide(command, state);
        const after = events.reduce(decider.evolve, state).live;
        if (after !== null && after !== state.live) authorize(state.live, after);
        return events;
      },
    };
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

  private readonly evolve = (state: ContentState<D>, event: RecordedEvent): ContentState<D> =>
    this.decider.evolve(state, event as unknown as ContentEvent<D>);

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
