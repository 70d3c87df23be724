import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

const importAnswerSchema = z.object({ created: z.number(), updated: z.number(), message: z.string() });

/** POST /api/admin/redirects-csv: the file's text; all of it or nothing (the server says each row's problem). */
export function useImportRedirects(onImported: () => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      client.request('/api/admin/redirects-csv', importAnswerSchema, {
        method: 'POST',
        body: JSON.stringify({ csv }),
      }),
    onSuccess: () => {
      onImported();
      return queryClient.invalidateQueries();
    },
  });
}
