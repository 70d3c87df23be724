import type { OfferRequest } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Database, Inbox, Info, Mail, MailOpen, RefreshCw, Search, Users } from 'lucide-react';
import { useMemo, useState, type ComponentType, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { loadState } from '../../components/admin/load-state';
import {
  Banner,
  Button,
  EmptyState,
  formatDateTime,
  Input,
  Panel,
  Select,
  Toolbar,
  errorText,
  useBanner,
} from '../../components/admin/ui';
import { ApiRequestError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { useCustomerCount } from './api/get-customer-count';
import { announceRequestsUpdated } from './api/get-unread-count';
import { deleteRequest } from './api/delete-request';
import {
  NO_FILTERS,
  requestListsKey,
  setReadInLists,
  useOfferRequests,
  type RequestFilters,
} from './api/list-requests';
import { markRequestRead, markRequestUnread } from './api/mark-read';
import { syncToAccounting } from './api/sync-to-accounting';
import { DeleteButton, Detail, ExpandableRow } from './expandable-row';
import { SuspectedSpamPanel } from './suspected-spam-panel';

function Tile({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  icon: ComponentType<{ className?: string }>;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="grid size-10 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <Icon className="size-5" />
      </span>
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="text-2xl font-bold text-navy-900" data-testid={`tile-${label}`}>
          {value}
        </p>
      </div>
    </div>
  );
}

/**
 * Anfragen: summary tiles, an expandable (virtualised) list, delete confirmation, sync, info note; below them
 * the submissions held back as suspected spam, while there are some.
 */
export function RequestsScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<RequestFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const requests = useOfferRequests(filters);
  const customerCount = useCustomerCount();
  const banner = useBanner();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OfferRequest | null>(null);
  const [syncError, setSyncError] = useState<{ id: string; text: string } | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: requestListsKey });
  const pages = requests.data?.pages;
  const list = useMemo(() => pages?.flatMap((page) => page.requests) ?? [], [pages]);
  const first = pages?.[0];
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const applyFilters = (next: RequestFilters) => {
    setExpanded(null);
    setFilters(next);
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyFilters({ ...filters, q: search });
  };

  const markRead = useMutation({
    mutationFn: (id: string) => markRequestRead(client, id),
    onSuccess: (_, id) => {
      setReadInLists(queryClient, id, true);
      announceRequestsUpdated();
    },
    onError: (error) => console.error('Als gelesen markieren fehlgeschlagen', error),
  });
  const markUnread = useMutation({
    mutationFn: (id: string) => markRequestUnread(client, id),
    onSuccess: (_, id) => {
      setExpanded(null);
      setReadInLists(queryClient, id, false);
      announceRequestsUpdated();
    },
    onError: (error) => banner.error(errorText(error, 'Als ungelesen markieren fehlgeschlagen')),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteRequest(client, id),
    onSuccess: () => {
      banner.success('Anfrage gelöscht!');
      setDeleting(null);
      void reload();
      announceRequestsUpdated();
    },
    onError: () => {
      banner.error('Fehler beim Löschen');
      setDeleting(null);
    },
  });
  // A failed sync is said next to its button, in the request it concerns; a success in the banner.
  const sync = useMutation({
    mutationFn: (id: string) => syncToAccounting(client, id),
    onMutate: () => setSyncError(null),
    onSuccess: (answer, id) => {
      if (answer.success) banner.success(answer.message ?? 'Erfolgreich in die Buchhaltung eingetragen');
      else setSyncError({ id, text: `Fehler: ${answer.detail ? String(answer.detail) : 'Unbekannter Fehler'}` });
      void reload();
      void customerCount.refetch();
    },
    onError: (error, id) =>
      setSyncError({
        id,
        text:
          error instanceof ApiRequestError && error.status < 500
            ? `Fehler: ${error.message}`
            : 'Fehler beim Eintragen in die Buchhaltung',
      }),
  });

  const toggle = (request: OfferRequest) => {
    const next = expanded === request.id ? null : request.id;
    setExpanded(next);
    if (next && !request.read) markRead.mutate(request.id);
  };

  return (
    <div className="space-y-5">
      <Toolbar>
        <Button onClick={() => void reload()} disabled={requests.isFetching}>
          <RefreshCw className={cn('size-4', requests.isFetching && 'animate-spin')} aria-hidden />
          Aktualisieren
        </Button>
      </Toolbar>
      <div className="grid gap-4 sm:grid-cols-3">
        {/* Not loaded is no count: '–', never a 0 that reads as an empty inbox. */}
        <Tile label="Anfragen gesamt" value={first ? first.counts.all : '–'} icon={Inbox} />
        <Tile label="Ungelesen" value={first ? first.counts.unread : '–'} icon={MailOpen} />
        <Tile
          label="Kunden in der Buchhaltung"
          value={customerCount.data?.configured === false ? '–' : (customerCount.data?.count ?? '–')}
          icon={Users}
        />
      </div>
      <Banner message={banner.message} onClose={banner.clear} />

      <Panel>
        <form role="search" aria-label="Anfragen durchsuchen" onSubmit={submitSearch} className="flex items-end gap-2">
          <Input
            label="Suche"
            type="search"
            value={search}
            maxLength={200}
            placeholder="Name, E-Mail, Firma oder Nachricht"
            onChange={(event) => setSearch(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit">
            <Search className="size-4" aria-hidden />
            Suchen
          </Button>
        </form>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Select
            label="Status"
            value={filters.status}
            onChange={(event) => applyFilters({ ...filters, status: event.target.value as RequestFilters['status'] })}
          >
            <option value="">Alle</option>
            <option value="unread">Ungelesen</option>
            <option value="read">Gelesen</option>
          </Select>
          <Select
            label="Leistung"
            value={filters.service}
            onChange={(event) => applyFilters({ ...filters, service: event.target.value })}
          >
            <option value="">Alle</option>
            {(first?.services ?? []).map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </Select>
          <Input
            label="Eingegangen ab"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => applyFilters({ ...filters, from: event.target.value })}
          />
          <Input
            label="Eingegangen bis"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => applyFilters({ ...filters, to: event.target.value })}
          />
        </div>
        {filtered && (
          <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <span role="status">
              {first ? `${first.total} ${first.total === 1 ? 'Anfrage passt' : 'Anfragen passen'} zur Auswahl` : ''}
            </span>
            <Button
              variant="ghost"
              onClick={() => {
                setSearch('');
                applyFilters(NO_FILTERS);
              }}
            >
              Filter zurücksetzen
            </Button>
          </div>
        )}
      </Panel>

      {loadState(requests, 'Fehler beim Laden der Anfragen') ??
        (list.length === 0 ? (
          <EmptyState>{filtered ? 'Keine Anfragen passen zur Auswahl' : 'Noch keine Anfragen vorhanden'}</EmptyState>
        ) : (
          // The list is part of the page and scrolls with it; a page holds a bounded number of requests.
          <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <ul aria-label="Anfragen">
              {list.map((request) => {
                const open = expanded === request.id;
                const synced = request.mysql_status?.success === true;
                const failedSync = syncError?.id === request.id ? syncError.text : null;
                return (
                  <ExpandableRow
                    key={request.id}
                    className="border-b border-slate-100 last:border-b-0"
                    testId="request-row"
                    open={open}
                    onToggle={() => toggle(request)}
                    summary={
                      <>
                        <div className="min-w-0 flex-1">
                          <p className="flex items-center gap-2 truncate font-medium text-navy-900">
                            {request.name}
                            {request.company && <span className="font-normal text-slate-500">· {request.company}</span>}
                            {!request.read && (
                              <span className="rounded bg-red-600 px-1.5 py-0.5 text-[10px] font-bold text-white">
                                NEU
                              </span>
                            )}
                          </p>
                          <p className="truncate text-sm text-slate-500">
                            {request.service} · {formatDateTime(request.created_at)}
                          </p>
                        </div>
                        <span
                          className={cn(
                            'hidden self-center rounded-full px-2 py-0.5 text-xs sm:inline',
                            synced
                              ? 'bg-emerald-50 text-emerald-700'
                              : request.mysql_status
                                ? 'bg-red-50 text-red-700'
                                : 'bg-slate-100 text-slate-600',
                          )}
                        >
                          {synced
                            ? 'Buchhaltung: eingetragen'
                            : request.mysql_status
                              ? 'Buchhaltung: fehlgeschlagen'
                              : 'Buchhaltung: unbekannt'}
                        </span>
                      </>
                    }
                  >
                    <dl className="grid gap-3 sm:grid-cols-3">
                      <Detail label="E-Mail" value={request.email} />
                      <Detail label="Telefon" value={request.phone} />
                      <Detail label="Budget" value={request.budget} />
                      <Detail label="Adresse" value={`${request.address}, ${request.zip} ${request.town}`} />
                      <Detail label="Land" value={request.country} />
                      <Detail
                        label="Kunden-Nr. (Buchhaltung)"
                        value={request.mysql_status?.customer_id ? String(request.mysql_status.customer_id) : ''}
                      />
                    </dl>
                    <p className="whitespace-pre-wrap rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
                      {request.message}
                    </p>
                    {request.mysql_status?.error && (
                      <p className="text-sm text-red-700">Letzter Fehler: {request.mysql_status.error}</p>
                    )}
                    <div className="flex flex-wrap items-center gap-2">
                      {!synced && (
                        <Button
                          onClick={() => sync.mutate(request.id)}
                          disabled={sync.isPending}
                          busy={sync.isPending && sync.variables === request.id}
                          aria-describedby={failedSync ? `sync-error-${request.id}` : undefined}
                        >
                          <Database className="size-4" aria-hidden />
                          In Buchhaltung eintragen
                        </Button>
                      )}
                      {failedSync && (
                        <p id={`sync-error-${request.id}`} role="alert" className="text-sm text-red-700">
                          {failedSync}
                        </p>
                      )}
                      <Button
                        onClick={() => markUnread.mutate(request.id)}
                        disabled={markUnread.isPending}
                        busy={markUnread.isPending && markUnread.variables === request.id}
                      >
                        <Mail className="size-4" aria-hidden />
                        Als ungelesen markieren
                      </Button>
                      <DeleteButton onClick={() => setDeleting(request)} />
                    </div>
                  </ExpandableRow>
                );
              })}
            </ul>
            {requests.hasNextPage && (
              <div className="border-t border-slate-100 p-4">
                <Button busy={requests.isFetchingNextPage} onClick={() => void requests.fetchNextPage()}>
                  Weitere laden ({list.length} von {first?.total ?? list.length})
                </Button>
              </div>
            )}
          </div>
        ))}

      <p
        className="flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
        data-testid="requests-info"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        Hinweis: Doppelte Kunden werden anhand der E-Mail-Adresse verhindert. In der Buchhaltung bedeutet Status 1 aktiv
        und Status 0 inaktiv.
      </p>

      <SuspectedSpamPanel banner={banner} />

      {deleting && (
        <ConfirmDialog
          title="Anfrage löschen"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        >
          Anfrage von „{deleting.name}“ wirklich löschen? Die personenbezogenen Daten werden unwiderruflich entfernt.
        </ConfirmDialog>
      )}
    </div>
  );
}
