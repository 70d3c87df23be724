import { metricsRegistry, observeHttpRequest } from './metrics.registry';
import { pipelineMetrics, renderMetrics, setQueueProbe } from './pipeline.metrics';

async function value(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = await metricsRegistry.getSingleMetric(name)?.get();
  const found = metric?.values.find((v) =>
    Object.entries(labels).every(([k, l]) => String((v.labels as Record<string, unknown>)[k]) === l),
  );
  return found?.value;
}

afterEach(() => setQueueProbe(undefined));

describe('pipeline metrics', () => {
  it('counts accepted events by kind and dropped calls by reason', async () => {
    const before = (await value('agency_ingest_events_accepted_total', { kind: 'pageview' })) ?? 0;
    pipelineMetrics.eventsAccepted.inc({ kind: 'pageview' });
    pipelineMetrics.eventsAccepted.inc({ kind: 'pageview' }, 499);
    pipelineMetrics.eventsDropped.inc({ reason: 'bot' });
    expect(await value('agency_ingest_events_accepted_total', { kind: 'pageview' })).toBe(before + 500);
    const { body } = await renderMetrics();
    expect(body).toMatch(/^agency_ingest_events_dropped_total\{reason="bot"\} \d+$/m);
  });

  it('reads queue depth, lag and failed batches from the probe at each scrape', async () => {
    setQueueProbe(async () => ({ waiting: 12, active: 2, delayed: 1, failed: 3, oldestWaitingSeconds: 4.5 }));
    const { body, contentType } = await renderMetrics();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toContain('agency_ingest_queue_batches{state="waiting"} 12');
    expect(body).toContain('agency_ingest_queue_batches{state="active"} 2');
    expect(body).toContain('agency_ingest_queue_lag_seconds 4.5');
    expect(body).toContain('agency_ingest_failed_batches 3');
  });

  it('keeps the last values and still answers when the probe fails', async () => {
    setQueueProbe(async () => ({ waiting: 7, active: 0, delayed: 0, failed: 0, oldestWaitingSeconds: 1 }));
    await renderMetrics();
    setQueueProbe(async () => {
      throw new Error('Redis away');
    });
    expect((await renderMetrics()).body).toContain('agency_ingest_queue_batches{state="waiting"} 7');
  });

  it('records insert batch sizes and durations as histograms', async () => {
    pipelineMetrics.insertBatchSize.observe(500);
    pipelineMetrics.insertDuration.observe({ outcome: 'ok' }, 0.04);
    const { body } = await renderMetrics();
    expect(body).toMatch(/^agency_ingest_insert_batch_events_bucket\{le="500"\} [1-9]\d*$/m);
    expect(body).toMatch(/^agency_ingest_insert_duration_seconds_count\{outcome="ok"\} [1-9]\d*$/m);
  });

  it('exposes the default process metrics and labels unmatched requests without their URL', async () => {
    observeHttpRequest('GET', undefined, 404, 0.001);
    const { body } = await renderMetrics();
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status_code="404"\} \d+/,
    );
  });
});
