import { type AdminItem, type MediaItem, mediaKind } from '@agency/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { collectionQueryKey, useCollectionItems } from '../items/api/list-items';

/** A picture of the library as the back-office lists it. */
export type Medium = AdminItem & MediaItem;

/**
 * The library's pictures: the media collection's items, as the engine lists any collection. Variants are made in
 * the background: while one is still missing, the list is read again every two seconds.
 */
export function useMedia() {
  const query = useCollectionItems(mediaKind);
  const queryClient = useQueryClient();
  const data = query.data as Medium[] | undefined;
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: collectionQueryKey(mediaKind.name) }),
    [queryClient],
  );
  const pending = data?.some((medium) => medium.variants.length === 0) ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(reload, 2_000);
    return () => clearInterval(timer);
  }, [pending, reload]);
  return { ...query, data, reload };
}
