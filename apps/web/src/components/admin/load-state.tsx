import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, errorText, Loading } from './ui';

/** What a screen needs of its query to tell loading, failure and data apart. */
export interface LoadedQuery {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

/**
 * Several loads of one screen as one query: pending while any is, failed while any failed, its data all their
 * data once each has it. Its refetch loads again what is missing, so one 'Erneut versuchen' brings the screen.
 */
export function allLoads(...queries: LoadedQuery[]): LoadedQuery {
  const missing = queries.filter((query) => query.data === undefined);
  return {
    isPending: missing.some((query) => query.isPending),
    isFetching: queries.some((query) => query.isFetching),
    error: missing.find((query) => query.error)?.error ?? null,
    data: missing.length === 0 ? queries.map((query) => query.data) : undefined,
    refetch: () => Promise.all(missing.map((query) => query.refetch())),
  };
}

/**
 * A load that failed: said as such (never as an empty list), with 'Erneut versuchen'. Nothing of the screen
 * that would save or publish is shown meanwhile, so nothing can overwrite what the server holds.
 */
export function LoadFailure({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      data-testid="load-failure"
      className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
    >
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {message}
      </p>
      <p>Die Daten konnten nicht geladen werden. Bis sie geladen sind, lässt sich hier nichts ändern.</p>
      <Button onClick={onRetry} busy={retrying} disabled={retrying}>
        {!retrying && <RefreshCw className="size-4" aria-hidden />}
        Erneut versuchen
      </Button>
    </div>
  );
}

/**
 * What stands in for a screen's content until its query has data: 'Wird geladen…' (or `loading`), or after a
 * failed load the failure with 'Erneut versuchen' (`failure` is the screen's own text, e.g. 'Fehler beim Laden
 * der FAQs'). null once there is data, so the screen shows it (an empty list then truly means empty).
 */
export function loadState(query: LoadedQuery, failure: string, loading?: string): ReactNode | null {
  if (query.data !== undefined) return null;
  if (query.error) {
    return (
      <LoadFailure
        message={errorText(query.error, failure)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Loading text={loading} />;
}
