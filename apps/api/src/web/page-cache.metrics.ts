import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from '@agency/observability';

/** What /metrics reads of the web build's PageCache tallies (apps/web/src/server/page-cache.ts). */
export type PageCacheStatsLike = Readonly<
  Record<'entries' | 'bytes' | 'maxBytes' | 'hits' | 'notModified' | 'pending', number>
>;

export interface PageCacheLike {
  stats(): PageCacheStatsLike;
}

// The process's page cache, weakly held (a test's app that was closed goes away with its cache).
let reported: WeakRef<PageCacheLike> | undefined;

/** Makes `cache` the one /metrics reports. */
export function reportPageCache(cache: PageCacheLike): void {
  reported = new WeakRef(cache);
}

const current = () => reported?.deref();

function gauge(name: string, help: string, read: (stats: PageCacheStatsLike) => number): void {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      const cache = current();
      this.set(cache ? read(cache.stats()) : 0);
    },
  });
}

/**
 * A counter that mirrors one of the cache's own tallies, read at scrape time: the request path only adds
 * to a plain number. The labels split one tally into parts.
 */
function counter(
  name: string,
  help: string,
  parts: Record<string, (stats: PageCacheStatsLike) => number>,
  label = 'outcome',
): void {
  let source: PageCacheLike | undefined;
  const sent = new Map<string, number>();
  new Counter({
    name,
    help,
    labelNames: Object.keys(parts).length > 1 ? [label] : [],
    registers: [metricsRegistry],
    collect() {
      const cache = current();
      if (!cache) return;
      if (cache !== source) {
        source = cache;
        sent.clear();
      }
      const stats = cache.stats();
      for (const [part, read] of Object.entries(parts)) {
        const value = read(stats);
        const delta = value - (sent.get(part) ?? 0);
        if (delta <= 0) continue;
        if (Object.keys(parts).length > 1) this.inc({ [label]: part }, delta);
        else this.inc(delta);
        sent.set(part, value);
      }
    },
  });
}

gauge(
  'agency_page_cache_entries',
  'Rendered pages held (route table pages, the admin shell, the one shared 404).',
  (s) => s.entries,
);
gauge(
  'agency_page_cache_bytes',
  'Bytes of the rendered pages held (identity, gzip and brotli bodies).',
  (s) => s.bytes,
);
gauge(
  'agency_page_renders_pending',
  'Page renders under way (a running warm round counts one more).',
  (s) => s.pending,
);
gauge('agency_page_cache_max_bytes', 'Bound of agency_page_cache_bytes (PAGE_CACHE_MAX_MB).', (s) => s.maxBytes);
counter('agency_page_cache_hits_total', 'Page answers from a rendered page of the current content version.', {
  hit: (s) => s.hits,
});
counter('agency_page_not_modified_total', 'Page answers 304 to a matching If-None-Match.', {
  not_modified: (s) => s.notModified,
});

const renderDuration = new Histogram({
  name: 'agency_page_render_duration_seconds',
  help: 'Page renders (for a request or ahead of visitors) with content reads and compression; degraded: a content read failed, the page was kept 5 s.',
  labelNames: ['outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** For PageCache's onRendered. */
export function observePageRender(_key: string, seconds: number, complete: boolean): void {
  renderDuration.observe({ outcome: complete ? 'complete' : 'degraded' }, seconds);
}
