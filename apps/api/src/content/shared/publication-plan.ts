import { RuleViolation } from '@agency/event-store';

/**
 * 'Veröffentlichen am …' / 'Offline nehmen am …' (issue 21): a plan is an event of the content's own
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

export type PublicationPlans = Readonly<Record<string, PublicationPlan>>;

/** Why a plan ended without running: staff cancelled it, or there was nothing left to do (no draft, already offline). */
export type PlanCancelReason = 'cancelled' | 'nothing_to_do';

export interface PublicationPlanEventData {
  PublicationScheduled: PublicationPlan;
  PublicationScheduleCancelled: { planId: string; reason?: PlanCancelReason };
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
  if (typeof planId === 'string' && plans[planId]) {
    const { [planId]: _done, ...rest } = plans;
    return rest;
  }
  return plans;
}

export function schedulePlan(plans: PublicationPlans, plan: PublicationPlan): PublicationPlan {
  if (plans[plan.planId]) throw new RuleViolation('conflict', 'Dieser Plan existiert bereits');
  if (Object.keys(plans).length >= MAX_OPEN_PLANS)
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
