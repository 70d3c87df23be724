/** Who caused a change and within which request; stored beside every event. */
export interface EventMetadata {
  actor?: { id: string; username: string } | null;
  correlationId?: string;
  causationId?: string;
  [key: string]: unknown;
}

/** An event as a command handler decides it: a past-tense type and its data. */
export interface DomainEvent<Type extends string = string, Data extends object = Record<string, unknown>> {
  type: Type;
  data: Data;
}

/** An event as the log holds it. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  position: number;
  streamId: string;
  streamVersion: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  createdAt: Date;
}

/** 0 = the stream must not exist yet; a number = the stream's current version; 'any' skips the check. */
export type ExpectedVersion = number | 'any';

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number,
  ) {
    super(`Stream ${streamId} is at version ${actualVersion}, expected ${expectedVersion}`);
    this.name = 'ConcurrencyError';
  }
}
