import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ConcurrencyError } from '@agency/event-store';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { KindContents } from '../engine/content-providers';
import { standingOf, staffRights } from '../../users/staff-standing';
import { plannerStanding, type PlanRun } from '../engine/publication-plan';
import type { PlanRecord } from './publication-plans';

/** The planner's account changed between deciding a run and appending it: the next look decides again. */
class PlannerStandingChanged extends Error {
  constructor(planId: string) {
    super(`The planner of plan ${planId} changed while it ran`);
  }
}

/** A plan claimed this long ago and still running was claimed by an instance that died: it is claimed again. */
const STALE_CLAIM_MS = 2 * 60_000;
/** Plans claimed per look, at most. */
const CLAIM_BATCH = 20;

/**
 * Runs the plans that came due ('Veröffentlichen am …', 'Offline nehmen am …'), on every api
 * instance, every PUBLICATION_TICK_MS. Exactly once across instances: a plan is claimed by one UPDATE …
 * WHERE state = 'planned' … FOR UPDATE SKIP LOCKED RETURNING (only one instance gets the row), and the
 * content's stream knows its open plans, so even a second run (a claim taken over from an instance that
 * seemed dead) appends nothing: the run's event is checked against the stream's version like any edit.
 * A plan runs with the rights its planner has when it comes due: one who is gone, inactive or without the
 * content's permission by then fails it (PublicationScheduleFailed, shown in 'Geplant' with the reason).
 */
@Injectable()
export class PublicationScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Publishing');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly contents: KindContents,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.PUBLICATION_TICK_MS <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.PUBLICATION_TICK_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One look (skipped while the last one still runs). */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.runDue().catch((error: unknown) => {
      this.logger.warn(`Planned publications not checked: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    });
    await this.running.finally(() => (this.running = undefined));
  }

  /** Claims and runs the plans due at `now` (the clock is a parameter, for tests); returns how many ran here. */
  async runDue(now: Date = new Date()): Promise<number> {
    // The driver answers an UPDATE … RETURNING with [rows, count].
    const [claimed]: [PlanRecord[], number] = await this.dataSource.query(
      `UPDATE content_publication_plans SET state = 'running', claimed_at = $1
       WHERE plan_id IN (
         SELECT plan_id FROM content_publication_plans
         WHERE due_at <= $1 AND (state = 'planned' OR (state = 'running' AND claimed_at < $2))
         ORDER BY due_at LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, new Date(now.getTime() - STALE_CLAIM_MS)],
    );
    let ran = 0;
    for (const plan of claimed) if (await this.run(plan, now)) ran++;
    return ran;
  }

  /** Runs one claimed plan; true when it ran (a plan its planner may no longer act on fails instead). */
  private async run(plan: PlanRecord, now: Date): Promise<boolean> {
    const plannedBy =
      plan.planned_by_id && plan.planned_by ? { id: plan.planned_by_id, username: plan.planned_by } : null;
    try {
      const content = this.contents.of(plan.content);
      if (!content) throw new Error(`Unbekannter Inhalt ${plan.content}`);
      const { permission } = content.definition;
      // The plan runs with its planner's rights as they are now, not as they were when it was planned.
      const standingNow = async (db: DataSource | EntityManager) =>
        plannerStanding(standingOf(await staffRights(db, plan.planned_by_id), permission));
      const planner = await standingNow(this.dataSource);
      const run: PlanRun = {
        plannedBy,
        planner,
        // Checked again under the append lock: an account change committed since is seen, and the run is
        // tried again on the next look.
        confirm: async (manager) => {
          if ((await standingNow(manager)) !== planner) throw new PlannerStandingChanged(plan.plan_id);
        },
      };
      await content.runPlan(plan.item_id, plan.plan_id, run);
      // The run's event marked the plan done or failed (its projection); a plan the stream no longer had ends here.
      await this.dataSource.query(
        `UPDATE content_publication_plans SET state = 'done', outcome = coalesce(outcome, 'nothing_to_do'),
           finished_at = $2 WHERE plan_id = $1 AND state = 'running'`,
        [plan.plan_id, now],
      );
      if (planner !== 'allowed') {
        this.logger.warn(`Plan ${plan.plan_id} (${plan.action} ${plan.content}) not run: ${planner}`);
        return false;
      }
      this.logger.log(
        `Plan ${plan.plan_id} (${plan.action} ${plan.content}${plan.item_id ? ` ${plan.item_id}` : ''}) ran`,
      );
      return true;
    } catch (error) {
      // An edit or a change of the planner's account at the same moment: the next look tries again.
      // Anything else is shown in 'Geplant'.
      const retry = error instanceof ConcurrencyError || error instanceof PlannerStandingChanged;
      const message = error instanceof Error ? error.message : String(error);
      await this.dataSource.query(
        `UPDATE content_publication_plans SET state = $2, error = $3 WHERE plan_id = $1 AND state = 'running'`,
        [plan.plan_id, retry ? 'planned' : 'failed', retry ? null : message.slice(0, 500)],
      );
      if (!retry) this.logger.error(`Plan ${plan.plan_id} failed: ${message}`);
      return false;
    }
  }
}
