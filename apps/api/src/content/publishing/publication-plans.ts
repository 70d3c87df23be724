import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { PublicationPlanView, SchedulePublicationRequest } from '@agency/contracts';
import { ITEM_TITLE_FIELDS, itemTitle } from '../engine/item-title';
import type { PublicationPlan } from '../engine/publication-plan';
import { berlinWallTime, toBerlinWallTime } from './berlin-time';

/** How far ahead a publication can be planned. */
const MAX_PLAN_AHEAD_MS = 2 * 366 * 24 * 3_600_000;

/** A plan from staff's request: the Berlin wall time as an instant, which must lie ahead (within two years). */
export function planFromRequest(request: SchedulePublicationRequest, now: Date = new Date()): PublicationPlan {
  const at = berlinWallTime(request.at);
  const refuse = (message: string) => new BadRequestException({ message, details: [{ field: 'at', message }] });
  if (!at) throw refuse('Ungültiger Zeitpunkt');
  if (at.getTime() <= now.getTime()) throw refuse('Der Zeitpunkt muss in der Zukunft liegen');
  if (at.getTime() - now.getTime() > MAX_PLAN_AHEAD_MS) throw refuse('Höchstens zwei Jahre im Voraus planen');
  return { planId: randomUUID(), action: request.action, at: at.toISOString() };
}

interface PlanRow {
  plan_id: string;
  content: string;
  stream_id: string;
  item_id: string | null;
  action: 'publish' | 'take_offline';
  due_at: Date;
  state: PublicationPlanView['state'];
  outcome: string | null;
  error: string | null;
  planned_at: Date;
  planned_by: string | null;
  planned_by_id: string | null;
}

/** The item's title fields, of its draft and of its live version (null where there is none). */
type ListedPlanRow = PlanRow & {
  draft_fields: Record<string, unknown> | null;
  live_fields: Record<string, unknown> | null;
};

export type PlanRecord = PlanRow;

function toView(row: ListedPlanRow): PublicationPlanView {
  return {
    planId: row.plan_id,
    content: row.content,
    itemId: row.item_id,
    // The card names the item as its editor sees it: the draft's name, else the live one.
    itemTitle: row.item_id === null ? null : (itemTitle(row.draft_fields) ?? itemTitle(row.live_fields) ?? null),
    action: row.action,
    at: row.due_at.toISOString(),
    atBerlin: toBerlinWallTime(row.due_at),
    state: row.state,
    outcome: row.outcome,
    error: row.error,
    plannedBy: row.planned_by,
    plannedAt: row.planned_at.toISOString(),
  };
}

/** The fields an item is known by (item-title.ts), of its draft and of its live version. */
const titleFieldsOf = (table: string) =>
  `jsonb_build_object(${ITEM_TITLE_FIELDS.map((key) => `'${key}', ${table}.data->'${key}'`).join(', ')})`;
const ITEM_TITLE_FIELDS_SQL = `(SELECT ${titleFieldsOf('d')} FROM content_drafts d
      WHERE d.stream_id = p.stream_id AND p.item_id IS NOT NULL AND d.data IS NOT NULL) AS draft_fields,
    (SELECT ${titleFieldsOf('i')} FROM content_items i
      WHERE i.collection = p.content AND i.id = p.item_id) AS live_fields`;

/**
 * 'Geplant': the plans of one content or several (of one stream when given) that need staff: those that
 * failed (until staff cancel them), then the open ones soonest first; then the last 20 that ran or were
 * cancelled.
 */
export async function listPlans(
  dataSource: DataSource,
  contents: string | readonly string[],
  streamId?: string,
): Promise<PublicationPlanView[]> {
  const rows: ListedPlanRow[] = await dataSource.query(
    `(SELECT p.*, ${ITEM_TITLE_FIELDS_SQL} FROM content_publication_plans p
        WHERE p.content = ANY($1) AND ($2::text IS NULL OR p.stream_id = $2)
          AND p.state IN ('failed', 'planned', 'running')
        ORDER BY p.state = 'failed' DESC, p.due_at LIMIT 200)
     UNION ALL
     (SELECT p.*, ${ITEM_TITLE_FIELDS_SQL} FROM content_publication_plans p
        WHERE p.content = ANY($1) AND ($2::text IS NULL OR p.stream_id = $2)
          AND p.state NOT IN ('failed', 'planned', 'running')
        ORDER BY p.finished_at DESC NULLS LAST LIMIT 20)`,
    [typeof contents === 'string' ? [contents] : contents, streamId ?? null],
  );
  return rows.map(toView);
}

/** A plan of `content` (of any content when null). */
export async function findPlan(
  dataSource: DataSource,
  content: string | null,
  planId: string,
): Promise<PlanRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(planId)) return undefined;
  const rows: PlanRow[] = await dataSource.query(
    'SELECT * FROM content_publication_plans WHERE ($1::text IS NULL OR content = $1) AND plan_id = $2',
    [content, planId],
  );
  return rows[0];
}

/** Open plans per stream of a content, for the editors' status. */
export async function openPlanCounts(dataSource: DataSource, content: string): Promise<Map<string, number>> {
  const rows: { stream_id: string; count: number }[] = await dataSource.query(
    `SELECT stream_id, count(*)::int AS count FROM content_publication_plans
     WHERE content = $1 AND state IN ('planned', 'running') GROUP BY stream_id`,
    [content],
  );
  return new Map(rows.map((row) => [row.stream_id, row.count]));
}

/** The plans `userId` planned that still wait to run, with their content (for what ends with their account). */
export async function plansWaitingFor(
  dataSource: DataSource,
  userId: string,
): Promise<Pick<PlanRow, 'plan_id' | 'content' | 'item_id'>[]> {
  return dataSource.query(
    `SELECT plan_id, content, item_id FROM content_publication_plans
     WHERE planned_by_id = $1 AND state IN ('planned', 'running') ORDER BY due_at`,
    [userId],
  );
}
