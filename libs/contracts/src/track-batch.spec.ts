import { randomUUID } from 'node:crypto';
import {
  eventIdAt,
  QUEUED_EVENT_COLUMNS,
  toRow,
  trackBatch,
  trackBatchEvents,
  trackBatchSize,
  type QueuedEvent,
} from './track-batch';

// Compiles only while the column list names every field of a queued event.
type MissingColumn = Exclude<keyof QueuedEvent, (typeof QUEUED_EVENT_COLUMNS)[number]>;
const noMissingColumn: [MissingColumn] extends [never] ? true : MissingColumn = true;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const view = (page_path: string): QueuedEvent => ({
  kind: 'pageview',
  received_at: '2030-06-15T08:00:00.123Z',
  page_path,
  referrer: 'https://www.google.de/',
  session_id: 'sess_abc',
  visitor_id: 'a'.repeat(64),
  device_type: 'desktop',
  browser: 'Firefox',
  os: 'Linux',
  country: 'DE',
  consented: true,
  traffic_source: 'search',
  event_type: '',
  event_label: '',
  duration_seconds: 0,
  metadata: '',
});
const click: QueuedEvent = {
  ...view('/kontakt'),
  kind: 'event',
  referrer: '',
  traffic_source: '',
  event_type: 'button_click',
  event_label: 'Angebot "anfragen"\n',
  metadata: '{"x":1}',
};

describe('TrackBatch', () => {
  it('names every field of a queued event once', () => {
    expect(noMissingColumn).toBe(true);
    expect(new Set(QUEUED_EVENT_COLUMNS).size).toBe(QUEUED_EVENT_COLUMNS.length);
  });

  it('writes a row in the order of the columns', () => {
    // Every field a different value, so a swapped pair shows.
    const event = Object.fromEntries(QUEUED_EVENT_COLUMNS.map((column, i) => [column, `${column}-${i}`]));
    expect(toRow(event as unknown as QueuedEvent)).toEqual(QUEUED_EVENT_COLUMNS.map((column) => event[column]));
  });

  it('gives back every event, with ids from the batch id, after the trip through JSON', () => {
    const events = [view('/'), click, view('/preise?x=1')];
    const id = randomUUID();
    const queued = JSON.parse(JSON.stringify(trackBatch(events)));
    expect(trackBatchSize(queued)).toBe(3);
    const read = trackBatchEvents(id, queued);
    expect(read).toEqual(events.map((event, i) => ({ event_id: eventIdAt(id, i), ...event })));
    // Read again (a retry): the same ids.
    expect(trackBatchEvents(id, queued).map((e) => e.event_id)).toEqual(read.map((e) => e.event_id));
  });

  it('gives every row the id from the batch, even when a column claims another', () => {
    const id = randomUUID();
    const [event] = trackBatchEvents(id, { columns: ['event_id', 'kind'], rows: [['forged', 'pageview']] });
    expect(event?.event_id).toBe(eventIdAt(id, 0));
  });

  it('reads rows by the columns the batch names, so a batch with fewer or more columns still reads', () => {
    const read = trackBatchEvents(randomUUID(), {
      columns: ['page_path', 'kind', 'new_column'],
      rows: [['/a', 'pageview', 1]],
    });
    expect(read[0]).toMatchObject({ page_path: '/a', kind: 'pageview', new_column: 1 });
  });

  it('reads batches queued as objects with their own ids', () => {
    const events = [{ event_id: randomUUID(), ...view('/alt') }];
    expect(trackBatchSize({ events })).toBe(1);
    expect(trackBatchEvents(randomUUID(), { events })).toEqual(events);
  });

  it('is under 60 % of the bytes of the same events as objects with ids', () => {
    const events = Array.from({ length: 25 }, (_, i) => view(`/leistungen/seite-${i}`));
    const rows = JSON.stringify(trackBatch(events)).length;
    const objects = JSON.stringify({ events: events.map((e) => ({ event_id: randomUUID(), ...e })) }).length;
    expect(rows / objects).toBeLessThan(0.6);
  });

  it('refuses data that is not a batch', () => {
    const id = randomUUID();
    expect(() => trackBatchEvents(id, {})).toThrow(/holds no events/);
    expect(() => trackBatchEvents(id, { rows: [['pageview']] })).toThrow(/rows without columns/);
    expect(() => trackBatchEvents('job-1', trackBatch([view('/')]))).toThrow(/not a UUID/);
    expect(() => trackBatchEvents(id, { columns: ['kind', 'page_path'], rows: [['pageview']] })).toThrow(
      /row 0 does not have the batch's 2 columns/,
    );
    expect(() => trackBatchEvents(id, { columns: ['kind'], rows: ['pageview'] as never })).toThrow(/row 0/);
  });
});

describe('eventIdAt', () => {
  it('gives distinct version-4 UUIDs within a batch, apart from every other batch', () => {
    const a = randomUUID();
    const b = randomUUID();
    const ids = [...Array.from({ length: 10_000 }, (_, i) => eventIdAt(a, i)), eventIdAt(b, 0), eventIdAt(b, 1)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('is the same for the same batch and index, whatever the case of the batch id', () => {
    const batch = randomUUID();
    expect(eventIdAt(batch.toUpperCase(), 7)).toBe(eventIdAt(batch, 7));
    expect(eventIdAt(batch, 0)).toBe(batch);
  });

  it('refuses an index the id cannot hold', () => {
    expect(() => eventIdAt(randomUUID(), 0x10000)).toThrow(/out of range/);
    expect(() => eventIdAt(randomUUID(), -1)).toThrow(/out of range/);
    expect(() => eventIdAt(randomUUID(), 1.5)).toThrow(/out of range/);
  });
});
