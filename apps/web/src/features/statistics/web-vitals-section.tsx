import { WEB_VITAL_DEVICES, type StatisticsQuery, type WebVitalDevice } from '@agency/contracts';
import { useState } from 'react';
import { LoadFailure } from '../../components/admin/load-state';
import { errorText, Loading, Panel, Select } from '../../components/admin/ui';
import { useWebVitalsStatistics } from './api/get-web-vitals';
import { PERIOD_LABELS } from './period-picker';
import { DEVICE_LABELS, MetricCard, numberFormat, P75Table } from './web-vitals-figures';

/**
 * 'Ladezeiten echter Besucher': the Core Web Vitals the visitors' browsers measured in the view's period, per
 * metric the 75th percentile with Google's rating and the shares of the ratings, by device class, per day, and
 * the pages to fix first. docs/metrics.md defines each figure.
 */
export function WebVitalsSection({ query }: { query: StatisticsQuery }) {
  const [device, setDevice] = useState<WebVitalDevice | undefined>(undefined);
  const { data, isPending, isError, error, isFetching, refetch } = useWebVitalsStatistics(query, device);
  const period = query.period === 'custom' ? 'eigener Zeitraum' : PERIOD_LABELS[query.period ?? '30d'];
  const measured = data?.metrics.some((m) => m.samples > 0) ?? false;

  return (
    <div data-testid="web-vitals">
      <Panel
        title="Ladezeiten echter Besucher"
        actions={
          <div className="w-44">
            <Select
              label="Geräteklasse"
              value={device ?? ''}
              onChange={(event) => setDevice((event.target.value || undefined) as WebVitalDevice | undefined)}
            >
              <option value="">Alle Geräte</option>
              {WEB_VITAL_DEVICES.map((d) => (
                <option key={d} value={d}>
                  {DEVICE_LABELS[d]}
                </option>
              ))}
            </Select>
          </div>
        }
      >
        <div className="space-y-5">
          <p className="text-sm text-slate-600">
            Core Web Vitals aus den Browsern der Besucher ({period}): das 75. Perzentil je Kennzahl und die Anteile gut,
            verbesserungswürdig und schlecht nach den Grenzwerten von Google.
          </p>
          {isPending ? (
            <Loading text="Ladezeiten werden geladen…" />
          ) : isError || !data ? (
            <LoadFailure
              message={errorText(error, 'Ladezeiten konnten nicht geladen werden')}
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : !measured ? (
            <p className="text-sm text-slate-600">Im Zeitraum wurden keine Ladezeiten gemessen.</p>
          ) : (
            <>
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
                {data.metrics.map((figures) => (
                  <MetricCard key={figures.metric} figures={figures} />
                ))}
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold text-navy-900">Seiten zuerst verbessern</h3>
                <P75Table
                  caption="Seiten mit den meisten schlechten Messungen zuerst, 75. Perzentil je Kennzahl"
                  first="Seite"
                  testId="web-vitals-pages"
                  extra="Schlechte Messungen"
                  rows={data.pages.map((p) => ({
                    key: p.page,
                    name: p.page,
                    p75: p.p75,
                    extra: numberFormat.format(p.poor),
                  }))}
                />
              </div>
              <div className="grid gap-5 xl:grid-cols-2">
                <div>
                  <h3 className="mb-2 text-sm font-semibold text-navy-900">Nach Gerät</h3>
                  <P75Table
                    caption="75. Perzentil je Kennzahl und Geräteklasse"
                    first="Gerät"
                    testId="web-vitals-devices"
                    rows={data.devices.map((d) => ({
                      key: d.device,
                      name: DEVICE_LABELS[d.device] ?? d.device,
                      p75: d.p75,
                    }))}
                  />
                </div>
                <div>
                  <h3 className="mb-2 text-sm font-semibold text-navy-900">Verlauf</h3>
                  <div
                    className="max-h-72 overflow-y-auto"
                    tabIndex={0}
                    role="region"
                    aria-label="Verlauf der Ladezeiten"
                  >
                    <P75Table
                      caption="75. Perzentil je Kennzahl und Tag"
                      first="Tag"
                      testId="web-vitals-trend"
                      rows={[...data.trend].reverse().map((t) => ({
                        key: t.day,
                        name: new Date(`${t.day}T00:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'UTC' }),
                        p75: t.p75,
                      }))}
                    />
                  </div>
                </div>
              </div>
            </>
          )}
        </div>
      </Panel>
    </div>
  );
}
