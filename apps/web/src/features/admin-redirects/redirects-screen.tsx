import type { AdminItem } from '@agency/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { redirectHitsKey, useRedirectHits } from './api/redirect-hits';
import { RedirectHitsLine } from './redirect-hits-line';
import { RedirectsCsvPanel } from './redirects-csv-panel';

/**
 * What the 'Weiterleitungen' tab adds to its cards (the route composes it with the collection's screen): CSV
 * import and export above them, each card's hits ('Aufrufe') in it.
 */
export function RedirectsScreen({ children }: { children: (cardExtra: (item: AdminItem) => ReactNode) => ReactNode }) {
  const hits = useRedirectHits();
  const queryClient = useQueryClient();
  return (
    <div className="space-y-5">
      <RedirectsCsvPanel onImported={() => void queryClient.invalidateQueries({ queryKey: redirectHitsKey })} />
      {children((item) => (
        <RedirectHitsLine item={item} hits={hits} />
      ))}
    </div>
  );
}
