import type { EntityManager } from 'typeorm';
import type { PlanFailureReason } from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import type { StaffStanding } from '../../users/staff-standing';

/**
 * 'Veröffentlichen am …' / 'Offline nehmen am …': a plan is an event of the content's own
 * stream, so its history shows it, and the stream's state knows which plans are still open: a plan runs
 * once because running it removes it from that state, and the append of its result is checked against
 * the stream's version like any other (two api instances cannot both run it).
 */
export type PublicationAction = 'publish' | 'take_offline';

// A type, not an interface: event data must fit Record<string, unknown>.
export type PublicationPlan = {
  planId: string;
  action: PublicationAction;
  /** When, as an ISO instant (staff enter it in Europe/Berlin). */
  at: string;
};

/**
 * The stream's plans that staff still see as open: planned, or failed (`failed` says why) until staff
 * cancel it. A failed plan never runs.
 */
export type PublicationPlans = Readonly<Record<string, PublicationPlan & { failed?: PlanFailureReason }>>;

/** Why a plan ended without running: staff cancelled it, or there was nothing left to do (no draft, already offline). */
export type PlanCancelReason = 'cancelled' | 'nothing_to_do';

/**
 * Whether the person who planned a plan may still act in its content's area, as their account stands now
 * (the staff guard's rule: an active account holding the content's permission); else why not.
 */
export type PlannerStanding = 'allowed' | PlanFailureReason;

const PLAN_FAILURES: Record<Exclude<StaffStanding, 'allowed'>, PlanFailureReason> = {
  missing: 'planner_missing',
  inactive: 'planner_inactive',
  lacks_permission: 'planner_lacks_permission',
};

/** The planner's standing as a plan's failure reason. */
export const plannerStanding = (standing: StaffStanding): PlannerStanding =>
  standing === 'allowed' ? 'allowed' : PLAN_FAILURES[standing];

/** How the scheduler runs a due plan: for whom, with their standing as it read it. */
export interface PlanRun {
  /** Who planned it; the run is recorded for them. */
  plannedBy: { id: string; username: string } | null;
  planner: PlannerStanding;
  /**
   * Runs inside the append's transaction, after the appends of every other change (they are serialised):
   * throws when the planner's standing is no longer what the run was decided on, and nothing is appended.
   */
  confirm?: (manager: EntityManager) => Promise<void>;
}

export interface PublicationPlanEventData {
  PublicationScheduled: PublicationPlan;
  PublicationScheduleCancelled: { planId: string; reason?: PlanCancelReason };
  /** Not run: its planner may no longer act in its area (when it came due, or when their account changed). */
  PublicationScheduleFailed: { planId: string; reason: PlanFailureReason };
}

/** Open plans per stream, at most. */
export const MAX_OPEN_PLANS = 20;

/** The open plans after an event of the stream (`kind` without the stream's prefix). */
export function evolvePlans(plans: PublicationPlans, kind: string | undefined, data: unknown): PublicationPlans {
  const planId = (data as { planId?: unknown } | null)?.planId;
  if (kind === 'PublicationScheduled') {
    const plan = data as PublicationPlan;
    return { ...plans, [plan.planId]: { planId: plan.planId, action: plan.action, at: plan.at } };
  }
  if (kind === 'PublicationScheduleFailed' && typeof planId === 'string' && plans[planId]) {
    const { reason } = data as PublicationPlanEventData['PublicationScheduleFailed'];
    return { ...plans, [planId]: { ...plans[planId], failed: reason } };
  }
  if (typeof planId === 'string' && plans[planId]) {
    const { [planId]: _done, ...rest } = plans;
    return rest;
  }
  return plans;
}

export function schedulePlan(plans: PublicationPlans, plan: PublicationPlan): PublicationPlan {
  if (plans[plan.planId]) throw new RuleViolation('conflict', 'Dieser Plan existiert bereits');
  if (Object.values(plans).filter((open) => !open.failed).length >= MAX_OPEN_PLANS)
    throw new RuleViolation('conflict', `Höchstens ${MAX_OPEN_PLANS} offene Pläne je Eintrag`);
  return plan;
}

export function cancelPlan(
  plans: PublicationPlans,
  planId: string,
): PublicationPlanEventData['PublicationScheduleCancelled'] {
  if (!plans[planId]) throw new RuleViolation('not_found', 'Geplante Veröffentlichung nicht gefunden');
  return { planId, reason: 'cancelled' };
}

/**
 * A plan that is not run because its planner may no longer act (`standing`); none when the plan is not
 * waiting to run (ran, cancelled, failed already) or the planner may still act.
 */
export function failPlan(
  plans: PublicationPlans,
  planId: string,
  standing: PlannerStanding,
): PublicationPlanEventData['PublicationScheduleFailed'] | undefined {
  const plan = plans[planId];
  if (!plan || plan.failed || standing === 'allowed') return undefined;
  return { planId, reason: standing };
}
