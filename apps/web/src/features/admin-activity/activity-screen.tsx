import { useState } from 'react';
import { loadState } from '../../components/admin/load-state';
import {
  Button,
  DataCell,
  DataTable,
  EmptyState,
  formatDateTime,
  Panel,
  Select,
  TableHead,
} from '../../components/admin/ui';
import { type ActivityFilter, useActivity } from './api/get-activity';
import { useStaff } from './api/get-staff';

/**
 * 'Aktivität' (admins only): every change staff make (content with the item it concerns, settings, retention
 * runs, deleted requests, notes) besides logins, two-factor and rights changes; who, when, what.
 */
export function ActivityScreen() {
  const [filter, setFilter] = useState<ActivityFilter>({ kind: '', person: '' });
  const activity = useActivity(filter);
  const staff = useStaff();
  const kinds = activity.data?.pages[0]?.kinds ?? [];
  const kindLabel = new Map(kinds.map((k) => [k.kind, k.label]));
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="space-y-6">
      <Panel>
        <div className="flex flex-wrap gap-4">
          <FilterSelect
            label="Person"
            value={filter.person}
            options={staff.data?.map((user) => ({ value: user.id, label: user.username })) ?? []}
            onChange={(person) => setFilter({ ...filter, person })}
            className="w-56"
          />
          <FilterSelect
            label="Art"
            value={filter.kind}
            options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
            onChange={(kind) => setFilter({ ...filter, kind })}
            className="w-64"
          />
        </div>
      </Panel>

      {loadState(activity, 'Aktivität konnte nicht geladen werden.') ??
        (entries.length === 0 ? (
          <EmptyState>Keine Einträge</EmptyState>
        ) : (
          <Panel>
            <div className="overflow-x-auto">
              <DataTable stack className="text-left" data-testid="activity-table">
                <caption className="sr-only">Aktivität, neueste zuerst</caption>
                <TableHead
                  className="border-b border-slate-200 text-slate-700"
                  columns={['Zeitpunkt', 'Person', 'Art', { label: 'Was', className: 'py-2 font-semibold' }]}
                  cellClassName="py-2 pr-4 font-semibold"
                />
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} className="border-b border-slate-100 align-top" data-testid="activity-entry">
                      <DataCell label="Zeitpunkt" className="whitespace-nowrap py-2 pr-4 text-slate-700">
                        {formatDateTime(entry.at)}
                      </DataCell>
                      <DataCell label="Person" className="py-2 pr-4 text-navy-900">
                        {entry.actor?.username ?? entry.subject?.username ?? 'System'}
                        {entry.subject && entry.actor && entry.subject.id !== entry.actor.id && (
                          <span className="block text-xs text-slate-600">für {entry.subject.username}</span>
                        )}
                      </DataCell>
                      <DataCell label="Art" className="py-2 pr-4 text-slate-700">
                        {kindLabel.get(entry.kind) ?? entry.kind}
                      </DataCell>
                      <DataCell label="Was" className="py-2 text-navy-900">
                        {entry.summary}
                      </DataCell>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </div>
            {activity.hasNextPage && (
              <div className="mt-4">
                <Button busy={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
                  Ältere laden
                </Button>
              </div>
            )}
          </Panel>
        ))}
    </div>
  );
}

/** A filter of the log: 'Alle' first, then one option each. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className: string;
}) {
  return (
    <Select label={label} value={value} onChange={(e) => onChange(e.target.value)} className={className}>
      <option value="">Alle</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
