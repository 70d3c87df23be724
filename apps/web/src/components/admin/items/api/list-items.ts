import { type AdminItem, adminItemSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../../lib/api-client';
import { useApiClient } from '../../../../lib/api-client-context';

export const collectionQueryKey = (name: string) => ['admin', 'collection', name] as const;

/** What a collection's list read needs of its definition: its name (the path) and the answer's list key. */
type Listed = { name: string; listKey: string };

/** GET /api/admin/{name}: { success, <listKey>: items with version }. */
export async function listItems(client: ApiClient, definition: Listed): Promise<AdminItem[]> {
  const answer = await client.request(
    `/api/admin/${definition.name}`,
    z.object({ [definition.listKey]: z.array(adminItemSchema) }),
  );
  return answer[definition.listKey] as AdminItem[];
}

export function useCollectionItems(definition: Listed) {
  const client = useApiClient();
  return useQuery({
    queryKey: collectionQueryKey(definition.name),
    queryFn: () => listItems(client, definition),
    staleTime: 0,
    retry: false,
  });
}
