import type { PublicationPlanView } from '@agency/contracts';
import { X } from 'lucide-react';
import { Button, EmptyState } from '../../ui';
import { ACTION_LABELS } from './action-labels';

/** 'YYYY-MM-DDTHH:mm' (Berlin wall time) as staff read it: '01.01.2099, 00:00 Uhr'. */
function berlinText(wallTime: string): string {
  const [date = '', time = ''] = wallTime.split('T');
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}, ${time} Uhr`;
}

const STATE_LABELS: Record<PublicationPlanView['state'], string> = {
  planned: 'geplant',
  running: 'läuft',
  done: 'ausgeführt',
  cancelled: 'abgesagt',
  failed: 'fehlgeschlagen',
};

/**
 * Plans that failed first (with the reason: e.g. their planner may no longer act), then the open ones soonest
 * first, then the last that ran; each failed or open one with 'Absagen' (a failed one never runs again).
 */
export function PlanList<P extends PublicationPlanView>({
  plans,
  describe,
  onCancel,
  cancelling,
}: {
  plans: readonly P[];
  /** What a plan concerns (a collection's item, a content type), shown after its time. */
  describe?: (plan: P) => string | undefined;
  onCancel: (planId: string) => void;
  cancelling: boolean;
}) {
  if (plans.length === 0) return <EmptyState>Nichts geplant</EmptyState>;
  return (
    <ul className="divide-y divide-slate-100">
      {plans.map((plan) => {
        const open = plan.state === 'planned' || plan.state === 'failed';
        const what = describe?.(plan);
        return (
          <li key={plan.planId} className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid="plan">
            <span className="font-medium text-navy-900">
              {ACTION_LABELS[plan.action]} am {berlinText(plan.atBerlin)}
            </span>
            {what && <span className="text-slate-700">{what}</span>}
            <span className="text-slate-600">
              {STATE_LABELS[plan.state]}
              {plan.outcome === 'nothing_to_do' ? ' (nichts zu tun)' : ''}
              {plan.plannedBy ? ` · geplant von ${plan.plannedBy}` : ''}
              {plan.error && (
                <span className={plan.state === 'failed' ? 'font-medium text-red-700' : undefined}>
                  {` · ${plan.error}`}
                </span>
              )}
            </span>
            {open && (
              <Button variant="ghost" className="ml-auto" onClick={() => onCancel(plan.planId)} disabled={cancelling}>
                <X className="size-4" aria-hidden />
                Absagen
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
