import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

/** The sentence of the privacy text that is untrue while visitors without consent are counted. */
export const NO_ANALYSIS_WITHOUT_CONSENT = 'Ohne Einwilligung findet keine Analyse statt.';

/**
 * Whether the published privacy text (GET /api/public/legal/datenschutz, as visitors read it) still says
 * that nothing is analysed without consent; undefined while loading or when it cannot be read.
 */
export function usePrivacyTextClaimsNoAnalysis(enabled: boolean): boolean | undefined {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['admin', 'tracking', 'privacy-text'],
    queryFn: () => client.request('/api/public/legal/datenschutz', z.unknown()),
    enabled,
    retry: false,
    staleTime: 0,
  });
  if (!query.data) return undefined;
  return JSON.stringify(query.data).replace(/\s+/g, ' ').includes(NO_ANALYSIS_WITHOUT_CONSENT);
}
