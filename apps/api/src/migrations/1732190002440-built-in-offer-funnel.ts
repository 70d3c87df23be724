import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event store's append lock (libs/event-store event-store.ts): appends stay in the order of their positions. */
const APPEND_LOCK = 7_346_001;
/** The stream the first start's seed writes to: an install that has it has its built-in content. */
const SEED_STREAM = 'content-seed';

/** A collection as this migration writes to it: its read model's name, its events' prefix, its active limit. */
interface Collection {
  name: string;
  eventPrefix: string;
  activeMax: number;
}

/** An item as the seed creates it: its id and its fields as the kind's schema leaves them. */
type BuiltInItem = { id: string; fields: { name: string; enabled: boolean } & Record<string, unknown> };

const offerGoal = (id: string, name: string, event_type: string): BuiltInItem => ({
  id,
  fields: {
    name,
    type: 'event',
    page: '',
    event_type,
    event_label: 'offer-request',
    target: '',
    scroll_depth: '',
    enabled: true,
    sample: true,
  },
});

const GOALS: Collection = { name: 'goals', eventPrefix: 'Goal', activeMax: 50 };
const OFFER_GOALS = [
  offerGoal('goal-offer-dialog-opened', 'Angebotsdialog geöffnet', 'solution_modal'),
  offerGoal('goal-offer-form-started', 'Angebotsformular begonnen', 'form_start'),
  offerGoal('goal-offer-request-sent', 'Angebotsanfrage gesendet', 'form_submit'),
];
const FUNNELS: Collection = { name: 'funnels', eventPrefix: 'Funnel', activeMax: 20 };
const OFFER_FUNNEL: BuiltInItem = {
  id: 'funnel-offer-request',
  fields: {
    name: 'Seitenaufruf bis Anfrage',
    steps: ['/*', ...OFFER_GOALS.map((goal) => goal.fields.name)],
    enabled: true,
    sample: true,
  },
};

/**
 * The offer funnel as built-in content for an install that has its built-in content already (docs/adr/0157): the
 * three goals of the offer dialog and the funnel 'Seitenaufruf bis Anfrage', created as the seed creates them
 * (`GoalCreated`, `FunnelCreated` by nobody, marked sample) with their read model rows. A fresh database gets them
 * from the seed at the first start instead. A goal or funnel whose name staff already use (live or as a draft) is
 * left out, so is one whose stream exists; one that would exceed the active limit comes switched off. The items,
 * events and rows are written here as they were when the migration was made: later changes of the seed or of the
 * read model do not change what it does.
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
    await this.add(queryRunner, GOALS, OFFER_GOALS);
    await this.add(queryRunner, FUNNELS, [OFFER_FUNNEL]);
  }

  async down(): Promise<void> {
    // Content like staff's from here on (changed, switched off, deleted): nothing to take back without losing that.
  }

  private async add(queryRunner: QueryRunner, collection: Collection, items: readonly BuiltInItem[]): Promise<void> {
    const { name: kind, eventPrefix, activeMax } = collection;
    const taken: { name: string }[] = await queryRunner.query(
      `SELECT data ->> 'name' AS name FROM content_items WHERE collection = $1 AND deleted_at IS NULL
       UNION SELECT data ->> 'name' FROM content_drafts WHERE content = $1 AND item_id IS NOT NULL AND deleted_at IS NULL`,
      [kind],
    );
    const names = new Set(taken.map((row) => row.name));
    const [{ n }] = await queryRunner.query(
      `SELECT count(*)::int AS n FROM content_items WHERE collection = $1 AND deleted_at IS NULL AND enabled`,
      [kind],
    );
    let active: number = n;
    for (const { id, fields: builtIn } of items) {
      const streamId = `${kind}-${id}`;
      const [{ exists }] = await queryRunner.query(
        `SELECT EXISTS (SELECT 1 FROM events WHERE stream_id = $1) AS exists`,
        [streamId],
      );
      if (exists || names.has(builtIn.name)) continue;
      const fields = { ...builtIn, enabled: builtIn.enabled && active < activeMax };
      if (fields.enabled) active += 1;
      const [{ created_at }]: { created_at: Date }[] = await queryRunner.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata) VALUES ($1, 1, $2, $3::jsonb, $4::jsonb)
         RETURNING created_at`,
        [streamId, `${eventPrefix}Created`, JSON.stringify({ id, fields }), JSON.stringify({ actor: null })],
      );
      // The live row as the collection's projection writes a created item: at the end of the staff's order.
      await queryRunner.query(
        `INSERT INTO content_items (collection, id, data, sort, version, created_at, updated_at, updated_by)
         VALUES ($1, $2, $3::jsonb, (SELECT coalesce(max(sort), 0) + 1 FROM content_items WHERE collection = $1),
                 1, $4, $4, NULL)`,
        [kind, id, JSON.stringify(fields), created_at],
      );
    }
  }
}
