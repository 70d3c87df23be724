import type { ClickHouseClient } from '@clickhouse/client';
import { filtersKey, type ViewFilter } from './filters';
import type { DayRange } from './periods';
import type { Rollups } from './rollups';
import type { ReadRows } from './rows';
import { dropTables, newViewTables, refreshViewTables, rollupTablesOf, type ViewTables } from './view-tables';

/** Filtered views kept at once (the oldest goes first); each for at most KEPT_VIEW_MS. */
const KEPT_VIEWS = 8;
const KEPT_VIEW_MS = 10 * 60_000;

/** A filtered view's tables, kept between reads of the same filters. */
interface KeptView extends ViewTables {
  key: string;
  /** This view's reads, one after the other: a refresh rewrites days another read may be reading. */
  queue: Promise<unknown>;
  expires: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The filtered views of one process, by their filters: which are kept, for how long, and that the reads of one
 * view run one after the other, each on its freshly refreshed tables (view-tables.ts).
 */
export class FilteredViews {
  private readonly keptViews = new Map<string, KeptView>();

  constructor(
    private readonly client: ClickHouseClient,
    private readonly cluster: string | undefined,
    private readonly rows: ReadRows,
  ) {}

  /** A read of a filtered view: after the reads of the same view before it, on its refreshed tables. */
  read<T>(filters: ViewFilter[], covered: DayRange, read: (rollups: Rollups) => Promise<T>, retry = true): Promise<T> {
    const view = this.keptView(filters);
    const run = view.queue.then(async () => {
      const reused = view.created;
      try {
        await refreshViewTables(this.client, this.rows, this.cluster, view, filters, covered);
      } catch (error) {
        // Tables half written are not read again. A kept view's tables may be gone (another server behind
        // the address, a restart of it): once more on new ones.
        this.dropView(view);
        if (reused && retry) return this.read(filters, covered, read, false);
        throw error;
      }
      try {
        return await read(view.rollups);
      } finally {
        if (view.oversize) this.dropView(view);
      }
    });
    view.queue = run.catch(() => undefined);
    return run;
  }

  /** Drops every kept filtered view, once the reads queued on each are done. */
  async dropAll(): Promise<void> {
    const views = [...this.keptViews.values()];
    for (const view of views) this.dropView(view);
    await Promise.all(views.map((view) => view.queue));
  }

  /**
   * The kept view of these filters, a new one (empty, its tables not yet created) when none is kept. A goal
   * filter's key holds what the goal matches: a changed goal gets a view of its own, the former one expires.
   */
  private keptView(filters: ViewFilter[]): KeptView {
    const key = filtersKey(filters);
    let view = this.keptViews.get(key);
    if (view) return view;
    view = { ...newViewTables(), key, queue: Promise.resolve(), expires: undefined };
    const kept = view;
    view.expires = setTimeout(() => this.dropView(kept), KEPT_VIEW_MS);
    view.expires.unref?.();
    this.keptViews.set(key, view);
    for (const old of this.keptViews.values()) {
      if (this.keptViews.size <= KEPT_VIEWS) break;
      this.dropView(old);
    }
    return view;
  }

  /** Forgets a kept view and drops its tables once the reads queued on it are done. */
  private dropView(view: KeptView): void {
    if (this.keptViews.get(view.key) === view) this.keptViews.delete(view.key);
    clearTimeout(view.expires);
    const tables = rollupTablesOf(view);
    view.queue = view.queue.then(() => dropTables(this.client, tables)).catch(() => undefined);
  }
}
