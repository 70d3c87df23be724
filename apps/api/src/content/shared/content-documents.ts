import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { HistoryEntry } from '@agency/contracts';
import { type EventStore, handleCommand, type RecordedEvent } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import {
  type DocumentEvent,
  documentDecider,
  documentEventKind,
  type DocumentState,
  type DocumentUpcasters,
  upcastDocumentEvent,
} from './content-document.decider';
import { buildHistory, stateAtVersion } from './content-history';
import { ContentDocumentRecord } from './content-read-model.entity';

/** A kind of document saved as a whole; `keyed` kinds hold one document per key (e-mail templates). */
export interface DocumentDefinition<S extends z.ZodType = z.ZodType> {
  /** Admin route, stream id (or prefix of keyed ones) and read-model key, e.g. 'faqs', 'legal-impressum'. */
  name: string;
  /** 'Faq' → FaqSaved, FaqReverted. */
  eventPrefix: string;
  label: string;
  schema: S;
  keyed?: boolean;
  /**
   * A document kept on its own before it joined this machinery: the stream its events are in (which the
   * document keeps writing to, so its history goes on) and how to read the events it wrote then.
   * The log is never rewritten. Not for keyed kinds.
   */
  legacy?: { streamId: string; upcasters: DocumentUpcasters };
}

export interface StoredDocument<D> {
  key: string;
  document: D;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

export interface SaveOptions {
  key?: string;
  expectedVersion?: number;
  alsoInTransaction?: (manager: EntityManager) => Promise<void>;
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
    this.decider = documentDecider<D>(definition.eventPrefix, definition.legacy?.upcasters);
  }

  streamId(key?: string): string {
    if (!this.definition.keyed) return this.definition.legacy?.streamId ?? this.definition.name;
    if (!key) throw new Error(`${this.definition.name} needs a key`);
    return `${this.definition.name}-${key}`;
  }

  async get(key?: string): Promise<StoredDocument<D> | undefined> {
    const row = await this.dataSource.getRepository(ContentDocumentRecord).findOneBy({ key: this.streamId(key) });
    return row ? this.toStored(row) : undefined;
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
  async save(document: D, actor: StaffPrincipal | null, options: SaveOptions = {}): Promise<StoredDocument<D>> {
    const { events } = await handleCommand(
      this.store,
      this.streamId(options.key),
      this.decider,
      { type: 'SaveDocument', document },
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
      upcastDocumentEvent(event, this.definition.legacy?.upcasters),
    );
    if (events.length === 0 && this.definition.keyed)
      throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    return buildHistory<DocumentState<D>>(
      events,
      this.decider.initialState,
      this.evolve,
      (state) => view(state.document),
      (event) => (documentEventKind(this.definition.eventPrefix, event.type) === 'Reverted' ? 'reverted' : 'saved'),
    );
  }

  /**
   * Restores the document as it was at `version` with a restoring event. `adjust` may keep parts that
   * must not travel back in time (e.g. which password is set).
   */
  async revert(
    version: number,
    actor: StaffPrincipal | null,
    options: SaveOptions & { adjust?: (then: D, current: D | null) => D } = {},
  ): Promise<StoredDocument<D>> {
    const events = await this.store.readStream(this.streamId(options.key));
    if (events.length === 0) throw new NotFoundException(`${this.definition.label} nicht gefunden`);
    const then = stateAtVersion<DocumentState<D>>(events, version, this.decider.initialState, this.evolve);
    if (!then?.document) {
      throw new BadRequestException({
        message: `Version ${version} gibt es nicht`,
        details: [{ field: 'version', message: 'Unbekannte Version' }],
      });
    }
    const current = events.reduce(this.evolve, this.decider.initialState).document;
    const document = options.adjust ? options.adjust(then.document, current) : then.document;
    const { events: appended } = await handleCommand(
      this.store,
      this.streamId(options.key),
      this.decider,
      { type: 'RevertDocument', toVersion: version, document },
      {
        metadata: actorMetadata(actor),
        expectedVersion: options.expectedVersion,
        alsoInTransaction: options.alsoInTransaction,
      },
    );
    return this.changed(appended.length > 0, options.key);
  }

  private async changed(appended: boolean, key: string | undefined): Promise<StoredDocument<D>> {
    const stored = await this.require(key);
    if (appended) for (const listener of this.changeListeners) await listener(stored);
    return stored;
  }

  private readonly evolve = (state: DocumentState<D>, event: RecordedEvent): DocumentState<D> =>
    this.decider.evolve(state, event as unknown as DocumentEvent<D>);

  private toStored(row: ContentDocumentRecord): StoredDocument<D> {
    const key = this.definition.keyed ? row.key.slice(this.definition.name.length + 1) : row.key;
    return {
      key,
      document: row.data as D,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
      updated_by: row.updatedBy,
    };
  }
}
