import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from './event';

/**
 * A read model kept current inside the append's transaction, so a read after a write sees it.
 * `reset` empties the read model before a rebuild replays the whole log through `apply`.
 */
export interface InlineProjection {
  name: string;
  handles: readonly string[];
  apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void>;
  reset(manager: EntityManager): Promise<void>;
}
