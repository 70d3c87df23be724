import type { MigrationInterface, QueryRunner } from 'typeorm';
import { type EventRow, toRecorded } from '@agency/event-store';
import {
  type CollectionKind,
  FUNNELS_MAX,
  funnelSchema,
  funnelsKind,
  GOALS_MAX,
  goalSchema,
  goalsKind,
} from '@agency/contracts';
import { contentEventType } from '../content/engine/content.decider';
import { contentItemsProjection, itemStreamId } from '../content/engine/content-items.projection';
import { SEED_OFFER_FUNNEL } from '../content/seed/data/funnels';
import { SEED_OFFER_GOALS } from '../content/seed/data/goals';
import { SEED_STREAM } from '../content/seed/seed-content';

/** The event store's append lock (libs/event-store event-store.ts): appends stay in the order of their positions. */
const APPEND_LOCK = 7_346_001;

type BuiltInItem = { id: string; name: string; sortOrder: number; enabled: boolean } & Record<string, unknown>;

/**
 * The offer funnel as built-in content for an install that has its built-in content already (docs/adr/0157): the
 * three goals of the offer dialog and the funnel 'Seitenaufruf bis Anfrage', created as the seed creates them
 * (`GoalCreated`, `FunnelCreated` by nobody, marked sample) with their read model. A fresh database gets them
 * from the seed at the first start instead. A goal or funnel whose name staff already use (live or as a draft) is
 * left out, so is one whose stream exists; one that would exceed the active limit comes switched off.
 */
export class BuiltInOfferFunnel1732190002440 implements MigrationInterface {
  name = 'BuiltInOfferFunnel1732190002440';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
    const [{ seeded }] = await queryRunner.query(
      `SELECT EXISTS (SELECT 1 FROM events WHERE stream_id = $1) AS seeded`,
      [SEED_STREAM],
    );
    if (!seeded) return;
    await this.add(queryRunner, goalsKind, Object.values(SEED_OFFER_GOALS), GOALS_MAX, goalSchema);
    await this.add(queryRunner, funnelsKind, [SEED_OFFER_FUNNEL], FUNNELS_MAX, funnelSchema);
  }

  async down(): Promise<void> {
    // Content like staff's from here on (changed, switched off, deleted): nothing to take back without losing that.
  }

  private async add(
    queryRunner: QueryRunner,
    kind: CollectionKind,
    items: readonly BuiltInItem[],
    activeMax: number,
    schema: typeof goalSchema | typeof funnelSchema,
  ): Promise<void> {
    const taken: { name: string }[] = await queryRunner.query(
      `SELECT data ->> 'name' AS name FROM content_items WHERE collection = $1 AND deleted_at IS NULL
       UNION SELECT data ->> 'name' FROM content_drafts WHERE content = $1 AND item_id IS NOT NULL AND deleted_at IS NULL`,
      [kind.name],
    );
    const names = new Set(taken.map((row) => row.name));
    const [{ n }] = await queryRunner.query(
      `SELECT count(*)::int AS n FROM content_items WHERE collection = $1 AND deleted_at IS NULL AND enabled`,
      [kind.name],
    );
    let active: number = n;
    const projection = contentItemsProjection(kind);
    for (const { id, sortOrder: _sortOrder, ...item } of [...items].sort((a, b) => a.sortOrder - b.sortOrder)) {
      const streamId = itemStreamId(kind.name, id);
      const [{ exists }] = await queryRunner.query(
        `SELECT EXISTS (SELECT 1 FROM events WHERE stream_id = $1) AS exists`,
        [streamId],
      );
      if (exists || names.has(item.name)) continue;
      const fields = schema.parse({ ...item, enabled: item.enabled && active < activeMax });
      if (fields.enabled) active += 1;
      const rows: EventRow[] = await queryRunner.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata) VALUES ($1, 1, $2, $3::jsonb, $4::jsonb)
         RETURNING position, stream_id, stream_version, type, data, metadata, created_at`,
        [
          streamId,
          contentEventType(kind.eventPrefix, 'Created'),
          JSON.stringify({ id, fields }),
          JSON.stringify({ actor: null }),
        ],
      );
      await projection.apply(rows.map(toRecorded), queryRunner.manager);
    }
  }
}
