import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore, type RecordedEvent } from '@agency/event-store';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { PublicContentReader } from './public-content.reader';

/** How often the log is checked for public content appended by another process (a second api, `npm run seed`). */
const POLL_MS = 1_000;

/**
 * The version of what the public pages show: the position of the last event in the log that changes a
 * public read (website settings, images, services, FAQ, prices, legal texts, testimonials, stories,
 * portfolio, home packages; PublicContentReader.eventTypes), kept per event type so that a page is rendered
 * again only when something it read moved (`of(paths)`). Rendered pages are kept per version.
 *
 * It moves at once for an append of this process, before the request that appended answers (so the next
 * page request shows the edit), and within POLL_MS for appends of other processes, found by a cheap look at
 * the log's end (an index-only max, and only when that moved, the new events' types). Other events (offer
 * requests, users, ...) never move it, so no visitor's action re-renders a page.
 */
@Injectable()
export class ContentVersion implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Web');
  /** Position of the last event of each public type. */
  private readonly positions = new Map<string, number>();
  private position = 0;
  private version = '0';
  /** The log's end when last looked at (any event). */
  private seen = 0;
  private types: string[] = [];
  private readonly listeners = new Set<(version: string) => void>();
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private polling = false;
  private failing = false;
  private published?: { position: number; token: string };
  private readonly started: Promise<void>;
  private start!: () => void;

  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly reader: PublicContentReader,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.started = new Promise((resolve) => (this.start = resolve));
  }

  /** Resolves once the version has been read from the log (after start-up: every projection is known then). */
  get ready(): Promise<void> {
    return this.started;
  }

  /** The version of everything the pages show. */
  get current(): string {
    return this.version;
  }

  /** The version of what GET `paths` answer (public content endpoints, as a page read them). */
  of(paths: readonly string[]): string {
    let last = 0;
    for (const path of paths) {
      for (const type of this.reader.typesOf(path)) last = Math.max(last, this.positions.get(type) ?? 0);
    }
    return String(last);
  }

  /**
   * The version as the public endpoint tells it: opaque, the same on every api replica (keyed by JWT_SECRET,
   * which they share). The position itself would tell anyone watching how many events (offer requests, ...)
   * the log gained between two content edits.
   */
  get opaque(): string {
    if (this.published?.position !== this.position) {
      const token = createHmac('sha256', this.config.jwtSecret)
        .update(`content-version:${this.position}`)
        .digest('base64url')
        .slice(0, 22);
      this.published = { position: this.position, token };
    }
    return this.published.token;
  }

  /** Calls `listener` with the new version each time it moves; returns the unsubscribe function. */
  onChange(listener: (version: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.types = this.reader.eventTypes;
    const publicTypes = new Set(this.types);
    this.unsubscribe = this.store.onAppended((events) =>
      this.advance(events.filter((event) => publicTypes.has(event.type))),
    );
    this.seen = await this.store.lastPosition();
    const rows: { type: string; position: string }[] = await this.dataSource.query(
      'SELECT type, max(position) AS position FROM events WHERE type = ANY($1) GROUP BY type',
      [this.types],
    );
    this.advance(rows.map((row) => ({ type: row.type, position: Number(row.position) })));
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
    this.start();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.unsubscribe?.();
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const end = await this.store.lastPosition();
      if (end > this.seen) {
        const rows: { type: string; position: string }[] = await this.dataSource.query(
          'SELECT type, max(position) AS position FROM events WHERE position > $1 AND type = ANY($2) GROUP BY type',
          [this.seen, this.types],
        );
        this.seen = end;
        this.advance(rows.map((row) => ({ type: row.type, position: Number(row.position) })));
      }
      this.failing = false;
    } catch (error) {
      if (!this.failing)
        this.logger.warn(`Content version not checked: ${error instanceof Error ? error.message : String(error)}`);
      this.failing = true;
    } finally {
      this.polling = false;
    }
  }

  private advance(events: readonly Pick<RecordedEvent, 'type' | 'position'>[]): void {
    let moved = false;
    for (const { type, position } of events) {
      if (position <= (this.positions.get(type) ?? 0)) continue;
      this.positions.set(type, position);
      if (position > this.position) {
        this.position = position;
        this.version = String(position);
      }
      moved = true;
    }
    if (!moved) return;
    for (const listener of this.listeners) {
      try {
        listener(this.current);
      } catch (error) {
        this.logger.error(`A content version listener failed: ${String(error)}`);
      }
    }
  }
}
