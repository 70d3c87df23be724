import type { DomainEvent, EventMetadata, ExpectedVersion } from './event';
import type { AppendOptions, EventStore } from './event-store';

/** The pure core of an aggregate: `decide` turns a command into events, `evolve` folds events into state. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export interface HandleOptions {
  metadata?: EventMetadata;
  /**
   * The version the caller based its change on (e.g. the version a staff member loaded in the form).
   * Omitted, the version just read is used, which still protects against a concurrent writer.
   */
  expectedVersion?: ExpectedVersion;
  alsoInTransaction?: AppendOptions['alsoInTransaction'];
}

export interface HandleResult<State, Event> {
  state: State;
  events: Event[];
  version: number;
}

/** Loads a stream, decides, and appends with the expected version; a command that changes nothing appends nothing. */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: HandleOptions = {},
): Promise<HandleResult<State, Event>> {
  const history = await store.readStream(streamId);
  const current = history.reduce(
    (state, recorded) => decider.evolve(state, { type: recorded.type, data: recorded.data } as Event),
    decider.initialState,
  );
  const version = history.length ? history[history.length - 1].streamVersion : 0;
  const events = decider.decide(command, current);
  if (events.length === 0) return { state: current, events, version };
  const result = await store.appendToStream(streamId, events, {
    expectedVersion: options.expectedVersion ?? version,
    metadata: options.metadata,
    alsoInTransaction: options.alsoInTransaction,
  });
  return { state: events.reduce(decider.evolve, current), events, version: result.nextExpectedVersion };
}
