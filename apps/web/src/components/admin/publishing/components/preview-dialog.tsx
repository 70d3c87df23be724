import type { PreviewLinksAnswer } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, X } from 'lucide-react';
import { useApiClient } from '../../../../lib/api-client-context';
import { Dialog } from '../../../ui/dialog';
import { loadState } from '../../load-state';
import { Banner, Button, errorText, formatDateTime, Input, useBanner } from '../../ui';
import { createPreviewLink } from '../api/create-preview-link';
import { resourceQueryKey, usePreviewLinks } from '../api/resource-queries';
import { revokePreviewLink } from '../api/revoke-preview-link';

/** 'Vorschau': a link to the public page with the drafts, to open and to send (48 hours, revocable). */
export function PreviewDialog({ resource, onClose }: { resource: string; onClose: () => void }) {
  const client = useApiClient();
  const banner = useBanner();
  const queryClient = useQueryClient();
  const links = usePreviewLinks(resource);
  const linksKey = resourceQueryKey(resource, 'previews');
  const create = useMutation({
    mutationFn: () => createPreviewLink(client, resource),
    // The new link shows at once, whatever a list load still under way answers; the list is then read anew.
    onSuccess: ({ link }) => {
      queryClient.setQueryData<PreviewLinksAnswer>(linksKey, (list) => ({
        links: [link, ...(list?.links ?? []).filter((other) => other.id !== link.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: linksKey });
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Erstellen des Vorschau-Links')),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokePreviewLink(client, resource, id),
    onSuccess: () => {
      banner.success('Vorschau-Link widerrufen');
      void links.refetch();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Widerrufen')),
  });
  return (
    <Dialog
      title="Vorschau"
      description="Die Seite mit den Entwürfen, für 48 Stunden über einen Link, den Sie auch Kunden senden können."
      onClose={onClose}
      size="lg"
      testId="preview-dialog"
    >
      <div className="space-y-4">
        <Banner message={banner.message} />
        <Button variant="primary" onClick={() => create.mutate()} busy={create.isPending} disabled={create.isPending}>
          <Eye className="size-4" aria-hidden />
          Neuen Vorschau-Link erstellen
        </Button>
        {loadState(links, 'Fehler beim Laden der Vorschau-Links') ??
          ((links.data?.links.length ?? 0) === 0 ? (
            <p className="text-sm text-slate-600">Noch kein gültiger Vorschau-Link.</p>
          ) : (
            <ul className="space-y-3">
              {links.data?.links.map((link) => (
                <li key={link.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="preview-link">
                  <Input label="Link" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <a
                      href={link.path}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 rounded-lg bg-accent-700 px-3 py-1.5 font-medium text-white hover:bg-accent-800"
                    >
                      <Eye className="size-4" aria-hidden />
                      Vorschau öffnen
                    </a>
                    <span className="text-slate-600">
                      gültig bis {formatDateTime(link.expiresAt)}
                      {link.createdBy ? ` · erstellt von ${link.createdBy}` : ''}
                    </span>
                    <Button
                      variant="ghost"
                      className="ml-auto"
                      onClick={() => revoke.mutate(link.id)}
                      disabled={revoke.isPending}
                    >
                      <X className="size-4" aria-hidden />
                      Widerrufen
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </Dialog>
  );
}
