import { successAnswerSchema, type TrashedItem, trashedItemSchema } from '@agency/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useApiClient } from '../../lib/api-client-context';
import { Dialog } from '../ui/dialog';
import { loadState } from './load-state';
import { Banner, Button, errorText, formatDateTime, useBanner } from './ui';

const trashAnswer = z.object({ items: z.array(trashedItemSchema) });

interface TrashDrawerProps {
  /** The collection's admin path, e.g. /api/admin/success-stories. */
  resource: string;
  describe: (item: Record<string, unknown>) => string;
  onRestored: () => void;
}

/** The collection's trash: deleted items with a restore each. */
export function TrashButton({ resource, describe, onRestored }: TrashDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Papierkorb
      </Button>
      {open && (
        <TrashDrawer resource={resource} describe={describe} onRestored={onRestored} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function TrashDrawer({ resource, describe, onRestored, onClose }: TrashDrawerProps & { onClose: () => void }) {
  const client = useApiClient();
  const banner = useBanner();
  const query = useQuery({
    queryKey: ['admin', 'trash', resource],
    queryFn: () => client.request(`${resource}/trash`, trashAnswer).then((answer) => answer.items),
    staleTime: 0,
  });
  const restore = useMutation({
    mutationFn: (item: TrashedItem) =>
      client.request(`${resource}/trash/${encodeURIComponent(item.id)}/restore`, successAnswerSchema, {
        method: 'POST',
      }),
    onSuccess: () => {
      banner.success('Wiederhergestellt!');
      void query.refetch();
      onRestored();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Wiederherstellen')),
  });
  return (
    <Dialog title="Papierkorb" onClose={onClose} size="md" testId="trash-drawer">
      <div className="space-y-3">
        <Banner message={banner.message} />
        {loadState(query, 'Fehler beim Laden des Papierkorbs') ??
          (!query.data?.length ? (
            <p className="text-sm text-slate-500">Der Papierkorb ist leer</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {query.data.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span>
                    <span className="font-medium text-navy-900">{describe(item)}</span>
                    {item.deleted_at && (
                      <span className="block text-xs text-slate-500">
                        gelöscht am {formatDateTime(item.deleted_at)}
                      </span>
                    )}
                  </span>
                  <Button onClick={() => restore.mutate(item)} disabled={restore.isPending}>
                    <RotateCcw className="size-4" aria-hidden />
                    Wiederherstellen
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </Dialog>
  );
}
