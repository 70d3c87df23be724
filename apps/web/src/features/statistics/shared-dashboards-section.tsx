import {
  type CreateSharedDashboardRequest,
  createSharedDashboardRequestSchema,
  SHARED_DASHBOARD_PERIOD_LABELS,
  SHARED_DASHBOARD_PERIODS,
  SHARED_DASHBOARD_SECTION_LABELS,
  SHARED_DASHBOARD_SECTIONS,
  type SharedDashboard,
  type SharedDashboardSection,
} from '@agency/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useClipboardCopy } from '../../components/admin/clipboard-copy';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { loadState } from '../../components/admin/load-state';
import { Banner, Button, Checkbox, errorText, Input, Panel, Select, useBanner } from '../../components/admin/ui';
import { useFormUnsavedChanges } from '../../components/admin/unsaved-changes';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf, firstError } from '../../components/forms/field-error';
import { showServerFieldErrors } from '../../components/forms/server-field-errors';
import { useApiClient } from '../../lib/api-client-context';
import { formatCalendarDay } from '../../lib/staff-format';
import {
  revokeSharedDashboard,
  shareDashboard,
  sharedDashboardsQueryKey,
  useSharedDashboards,
} from './api/shared-dashboards';

const EMPTY: CreateSharedDashboardRequest = {
  name: '',
  sections: ['summary', 'trend', 'pages'],
  period: '30d',
  password: '',
  expires_on: '',
};

/** A link's whole address, to copy. */
const linkOf = (dashboard: SharedDashboard) => `${window.location.origin}${dashboard.path}`;

function SharedLink({ dashboard, onRevoke }: { dashboard: SharedDashboard; onRevoke: () => void }) {
  const { copy, status } = useClipboardCopy('Kopieren nicht möglich – bitte markieren und kopieren');
  const details = [
    SHARED_DASHBOARD_PERIOD_LABELS[dashboard.period],
    dashboard.sections.map((section) => SHARED_DASHBOARD_SECTION_LABELS[section]).join(', '),
    dashboard.has_password ? 'mit Passwort' : 'ohne Passwort',
    dashboard.expires_on ? `gültig bis ${formatCalendarDay(dashboard.expires_on)}` : 'unbefristet',
  ];
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-3" data-testid="shared-dashboard">
      <p className="font-medium text-navy-900">{dashboard.name}</p>
      <p className="text-sm text-slate-600">{details.join(' · ')}</p>
      <code className="block break-all rounded bg-slate-50 px-2 py-1 font-mono text-xs text-navy-900">
        {linkOf(dashboard)}
      </code>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void copy(linkOf(dashboard))}>
          <Copy className="size-4" aria-hidden />
          Link kopieren
        </Button>
        <Button variant="danger" onClick={onRevoke} aria-label={`Link „${dashboard.name}“ widerrufen`}>
          Widerrufen
        </Button>
        {status}
      </div>
    </li>
  );
}

/**
 * 'Dashboard teilen': a read-only page of chosen statistics for a client, opened by a link without a login,
 * optionally with a password and a last day; the links that still work, to copy or revoke.
 */
export function SharedDashboardsSection() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const dashboards = useSharedDashboards();
  const banner = useBanner();
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<SharedDashboard | null>(null);
  const form = useContractForm<CreateSharedDashboardRequest>({
    schema: createSharedDashboardRequestSchema,
    defaultValues: EMPTY,
  });
  const field = fieldsOf(form.register, form.formState.errors);
  useFormUnsavedChanges(form);
  const sections = form.watch('sections') as SharedDashboardSection[];
  const reload = () => queryClient.invalidateQueries({ queryKey: sharedDashboardsQueryKey });

  async function share(values: CreateSharedDashboardRequest) {
    setBusy(true);
    banner.clear();
    try {
      const shared = await shareDashboard(client, values);
      form.reset(EMPTY);
      banner.success(`Dashboard „${shared.name}“ geteilt. Den Link finden Sie unten.`);
      await reload();
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['name', 'sections', 'password', 'expires_on']);
      banner.error(errorText(error, 'Dashboard konnte nicht geteilt werden'));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(dashboard: SharedDashboard) {
    setBusy(true);
    banner.clear();
    try {
      await revokeSharedDashboard(client, dashboard.id);
      banner.success(`Link „${dashboard.name}“ widerrufen`);
      await reload();
    } catch (error) {
      banner.error(errorText(error, 'Link konnte nicht widerrufen werden'));
    } finally {
      setRevoking(null);
      setBusy(false);
    }
  }

  return (
    <Panel title="Dashboard teilen">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Ein geteiltes Dashboard zeigt ausgewählte Statistiken nur lesend, ohne Anmeldung und ohne Anfragen oder Namen
          – zum Beispiel für einen Kunden. Suchmaschinen nehmen es nicht auf.
        </p>
        <Banner message={banner.message} onClose={banner.clear} />
        <form
          noValidate
          onSubmit={(event) =>
            void form.handleSubmit(share, (errors) => banner.error(firstError(errors) ?? 'Bitte die Eingaben prüfen'))(
              event,
            )
          }
          className="space-y-4"
          data-testid="share-dashboard-form"
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Input label="Name" required maxLength={80} placeholder="z. B. Bäckerei Hansen" {...field('name')} />
            <Select label="Zeitraum des Dashboards" {...field('period')}>
              {SHARED_DASHBOARD_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {SHARED_DASHBOARD_PERIOD_LABELS[period]}
                </option>
              ))}
            </Select>
            <Input
              label="Passwort (optional)"
              type="password"
              autoComplete="new-password"
              hint="mindestens 8 Zeichen"
              {...field('password')}
            />
            <Input label="Letzter gültiger Tag (optional)" type="date" {...field('expires_on')} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-navy-900">Bereiche</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {SHARED_DASHBOARD_SECTIONS.map((section) => (
                <Checkbox
                  key={section}
                  label={SHARED_DASHBOARD_SECTION_LABELS[section]}
                  checked={sections.includes(section)}
                  onChange={(on) =>
                    form.setValue(
                      'sections',
                      on ? [...sections, section] : sections.filter((chosen) => chosen !== section),
                      { shouldDirty: true },
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
          <Button type="submit" variant="primary" busy={busy} disabled={busy}>
            <Share2 className="size-4" aria-hidden />
            Dashboard teilen
          </Button>
        </form>
        <div className="space-y-2 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-navy-900">Geteilte Links</h3>
          {loadState(dashboards, 'Geteilte Dashboards konnten nicht geladen werden') ??
            (dashboards.data?.length === 0 ? (
              <p className="text-sm text-slate-600">Noch keine Dashboards geteilt.</p>
            ) : (
              <ul className="space-y-2">
                {dashboards.data?.map((dashboard) => (
                  <SharedLink key={dashboard.id} dashboard={dashboard} onRevoke={() => setRevoking(dashboard)} />
                ))}
              </ul>
            ))}
        </div>
      </div>
      {revoking && (
        <ConfirmDialog
          title="Link widerrufen?"
          confirmLabel="Widerrufen"
          busy={busy}
          busyLabel="Wird widerrufen…"
          onConfirm={() => void revoke(revoking)}
          onCancel={() => setRevoking(null)}
        >
          Wer den Link zu „{revoking.name}“ öffnet, sieht danach nur noch, dass er nicht mehr gilt. Das lässt sich nicht
          rückgängig machen.
        </ConfirmDialog>
      )}
    </Panel>
  );
}
