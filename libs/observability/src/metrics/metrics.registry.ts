import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The one registry of the process. Module-level on purpose: the pipeline's metric objects must be reachable
 * from hot paths without dependency injection, and a metric exists once per process whatever app modules
 * are mounted (the one-machine api mounts intake and worker too).
 */
export const metricsRegistry = new Registry();

// CPU, memory, event-loop lag, GC, handles: prom-client's standard process and Node.js metrics.
collectDefaultMetrics({ register: metricsRegistry });

/** Route label of a request no route matched (404s, static files): keeps raw URLs out of the labels. */
export const UNMATCHED_ROUTE = '(unmatched)';

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to response, by method, matched route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Records one finished request; `route` is the route pattern (`/api/content/:id`), never the raw path. */
export function observeHttpRequest(
  method: string,
  route: string | undefined,
  statusCode: number,
  seconds: number,
): void {
  httpRequestDuration.observe({ method, route: route || UNMATCHED_ROUTE, status_code: statusCode }, seconds);
}

/**
 * For a hot route: records its requests into the duration histogram through children made once per status
 * code. (prom-client still checks and joins a child's labels on every observation, ~0.3 µs; a histogram of
 * our own without that measured within the noise on the intake, ~1 %, and was not kept.)
 */
export function routeDurationObserver(method: string, route: string): (statusCode: number, seconds: number) => void {
  const byStatus = new Map<number, { observe(seconds: number): void }>();
  return (statusCode, seconds) => {
    let child = byStatus.get(statusCode);
    if (!child) {
      child = httpRequestDuration.labels({ method, route, status_code: statusCode });
      byStatus.set(statusCode, child);
    }
    child.observe(seconds);
  };
}
