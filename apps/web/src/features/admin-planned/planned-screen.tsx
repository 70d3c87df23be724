import { PlanList } from '../../components/admin/publishing';
import { Banner, Button, errorText, Loading, Panel, useBanner } from '../../components/admin/ui';
import { useCancelPlan, usePlannedPublications } from './api/planned-publications';

/**
 * 'Geplant': what is planned to go live or offline across every content type the staff member may
 * edit: plans that were not run first, with the reason, then the open ones soonest first, each to cancel;
 * the last ones that ran below. Each editor keeps its own list.
 */
export function PlannedScreen() {
  const plans = usePlannedPublications();
  const cancel = useCancelPlan();
  const banner = useBanner();
  return (
    <div className="space-y-5" data-testid="planned-screen">
      <Banner message={banner.message} />
      <Panel
        title="Geplante Veröffentlichungen"
        actions={
          <Button onClick={() => void plans.refetch()} disabled={plans.isFetching}>
            Aktualisieren
          </Button>
        }
      >
        {plans.isPending ? (
          <Loading />
        ) : plans.isError ? (
          <p className="text-sm text-red-700" role="alert">
            Geplante Veröffentlichungen konnten nicht geladen werden.
          </p>
        ) : (
          <PlanList
            plans={plans.data}
            describe={({ contentLabel, itemTitle }) => (itemTitle ? `${contentLabel}: ${itemTitle}` : contentLabel)}
            onCancel={(planId) =>
              cancel.mutate(planId, {
                onSuccess: () => banner.success('Geplante Veröffentlichung abgesagt'),
                onError: (error) => banner.error(errorText(error, 'Fehler beim Absagen')),
              })
            }
            cancelling={cancel.isPending}
          />
        )}
      </Panel>
    </div>
  );
}
