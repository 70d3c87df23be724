import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-client-context';
import { Dialog } from '../../../ui/dialog';
import { loadState } from '../../load-state';
import { Banner, errorText, useBanner } from '../../ui';
import { cancelPlan } from '../api/cancel-plan';
import { usePlans } from '../api/resource-queries';
import { PlanList } from './plan-list';

/** 'Geplant': the plans of a collection or document, soonest first, each to cancel while open. */
export function PlansDialog({
  resource,
  describe,
  onClose,
  onChanged,
}: {
  /** The collection's or document's admin path. */
  resource: string;
  /** What an item's plan concerns (collections), by its id. */
  describe?: (itemId: string) => string | undefined;
  onClose: () => void;
  onChanged: () => void;
}) {
  const client = useApiClient();
  const banner = useBanner();
  const plans = usePlans(resource);
  const cancel = useMutation({
    mutationFn: (planId: string) => cancelPlan(client, resource, planId),
    onSuccess: () => {
      banner.success('Geplante Veröffentlichung abgesagt');
      void plans.refetch();
      onChanged();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Absagen')),
  });
  return (
    <Dialog title="Geplant" onClose={onClose} size="lg" testId="plans-dialog">
      <div className="space-y-3">
        <Banner message={banner.message} />
        {loadState(plans, 'Fehler beim Laden der geplanten Veröffentlichungen') ?? (
          <PlanList
            plans={plans.data?.plans ?? []}
            describe={(plan) => (plan.itemId && describe ? describe(plan.itemId) : undefined)}
            onCancel={(planId) => cancel.mutate(planId)}
            cancelling={cancel.isPending}
          />
        )}
      </div>
    </Dialog>
  );
}
