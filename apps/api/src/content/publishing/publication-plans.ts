import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { PublicationPlanView, SchedulePublicationRequest } from '@agency/contracts';
import type { PublicationPlan } from '../shared/publication-plan';
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

export type PlanRecord = PlanRow;

function toView(row: PlanRow): PublicationPlanView {
  return {
    planId: row.plan_id,
    content: row.content,
    itemId: row.item_id,
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

/**
 * 'Geplant': the open plans of a content (of one stream when given), soonest first, then the last 20 that
 * ran, failed or were cancelled.
 */
export async function listPlans(
  dataSource: DataSource,
  content: string,
  streamId?: string,
): Promise<PublicationPlanView[]> {
  const rows: PlanRow[] = await dataSource.query(
    `(SELECT * FROM content_publication_plans
        WHERE content = $1 AND ($2::text IS NULL OR stream_id = $2) AND state IN ('planned', 'running')
        ORDER BY due_at LIMIT 200)
     UNION ALL
     (SELECT * FROM content_publication_plans
        WHERE content = $1 AND ($2::text IS NULL OR stream_id = $2) AND state NOT IN ('planned', 'running')
        ORDER BY finished_at DESC NULLS LAST LIMIT 20)`,
    [content, streamId ?? null],
  );
  return rows.map(toView);
}

export async function findPlan(dataSource: DataSource, content: string, planId: string): Promise<PlanRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(planId)) return undefined;
  const rows: PlanRow[] = await dataSource.query(
    'SELECT * FROM content_publication_plans WHERE content = $1 AND plan_id = $2',
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
