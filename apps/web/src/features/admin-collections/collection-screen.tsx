import type { AdminItem } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageOff, Pencil, Plus, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { HistoryButton } from '../../components/admin/history-panel';
import {
  ChangesAndScheduleButtons,
  PreviewAndPlansButtons,
  PublicationBadges,
  type SaveMode,
} from '../../components/admin/publishing';
import { loadState } from '../../components/admin/load-state';
import { TrashButton } from '../../components/admin/trash-drawer';
import {
  Banner,
  Button,
  DeleteButton,
  EmptyState,
  errorText,
  IconButton,
  Switch,
  Toolbar,
  useBanner,
  type BannerMessage,
} from '../../components/admin/ui';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { createItem } from '../../components/admin/items/api/create-item';
import { deleteItem } from '../../components/admin/items/api/delete-item';
import { collectionQueryKey, useCollectionItems } from '../../components/admin/items/api/list-items';
import { publishItem, saveItemDraft } from './api/publish-item';
import { updateItem } from '../../components/admin/items/api/update-item';
import { successMessage, type CollectionDefinition } from './collection-definition';
import { ItemFormDialog } from './item-form-dialog';

function CardImage({ src }: { src?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src) return null;
  if (failed)
    return (
      <div className="grid h-36 place-items-center bg-slate-100 text-xs text-slate-400">
        <ImageOff className="size-6" aria-hidden />
      </div>
    );
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={288}
      loading="lazy"
      className="h-36 w-full object-cover"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The card grid of one collection with enable switch, edit, delete, history, trash. `cardExtra`: what a route
 * adds to each card from another feature (a redirect's hits).
 */
export function CollectionScreen({
  definition,
  cardExtra,
}: {
  definition: CollectionDefinition;
  cardExtra?: (item: AdminItem) => ReactNode;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const items = useCollectionItems(definition);
  const banner = useBanner();
  const [editing, setEditing] = useState<AdminItem | 'new' | null>(null);
  const [dialogMessage, setDialogMessage] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<AdminItem | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: collectionQueryKey(definition.name) });
  const fieldLabels = Object.fromEntries(definition.fields.map((field) => [field.path, field.label]));

  // 'Entwurf speichern' keeps the website as it is; 'Veröffentlichen' puts the form live.
  const save = useMutation({
    mutationFn: ({ item, body, mode }: { item: AdminItem | null; body: Record<string, unknown>; mode: SaveMode }) =>
      mode === 'draft'
        ? saveItemDraft(client, definition.name, item, body)
        : item
          ? publishItem(client, definition.name, item, body)
          : createItem(client, definition.name, body),
    onSuccess: (_, { item, mode }) => {
      const text =
        mode === 'draft'
          ? 'Entwurf gespeichert – die Website zeigt weiter die veröffentlichte Fassung.'
          : successMessage(definition, item ? 'updated' : 'created');
      banner.success(text);
      setDialogMessage({ kind: 'success', text });
      void reload();
      setTimeout(() => {
        setEditing(null);
        setDialogMessage(null);
      }, definition.closeDelayMs ?? 0);
    },
    onError: (error) => setDialogMessage({ kind: 'error', text: errorText(error, 'Fehler beim Speichern') }),
  });

  const toggle = useMutation({
    // The switch goes live at once, as it always did; an item never published switches in its draft.
    mutationFn: (item: AdminItem) =>
      item.publication.published
        ? updateItem(client, definition.name, item.id, item.version, { enabled: item.enabled === false })
        : saveItemDraft(client, definition.name, item, { enabled: item.enabled === false }),
    onSuccess: (_, item) => {
      banner.success(successMessage(definition, 'updated'));
      void reload();
      return item;
    },
    onError: (error) => {
      banner.error(errorText(error, 'Fehler beim Speichern'));
      void reload();
    },
  });

  const publishDraft = useMutation({
    mutationFn: (item: AdminItem) => publishItem(client, definition.name, item),
    onSuccess: () => {
      banner.success('Veröffentlicht!');
      void reload();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Veröffentlichen')),
  });

  const remove = useMutation({
    mutationFn: (item: AdminItem) => deleteItem(client, definition.name, item.id, item.version),
    onSuccess: () => {
      banner.success(successMessage(definition, 'deleted'));
      setDeleting(null);
      void reload();
    },
    onError: (error) => {
      banner.error(errorText(error, 'Fehler beim Löschen'));
      setDeleting(null);
    },
  });

  // The dialog has checked the payload with the definition's contract schema.
  const submit = (body: Record<string, unknown>, mode: SaveMode) => {
    setDialogMessage(null);
    save.mutate({ item: editing === 'new' ? null : editing, body, mode });
  };

  const resource = `/api/admin/${definition.name}`;
  // Until the items are loaded: 'Wird geladen…' or the failure, and nothing that adds, publishes or restores.
  const gate = loadState(items, definition.loadError);
  const list = items.data;
  if (gate || !list)
    return (
      <div className="space-y-5" data-testid={`collection-${definition.name}`}>
        {gate}
      </div>
    );
  return (
    <div className="space-y-5" data-testid={`collection-${definition.name}`}>
      <Toolbar hint={`${list.length} Einträge`}>
        <PreviewAndPlansButtons
          resource={resource}
          describe={(id) => {
            const item = list.find((entry) => entry.id === id);
            return item ? definition.card(item).title : undefined;
          }}
          onChanged={() => void reload()}
        />
        <TrashButton
          resource={resource}
          describe={(item) => definition.card(item as AdminItem).title}
          onRestored={() => void reload()}
        />
        <Button onClick={() => void items.refetch()} disabled={items.isFetching}>
          <RefreshCw className={cn('size-4', items.isFetching && 'animate-spin')} aria-hidden />
          Aktualisieren
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            setDialogMessage(null);
            setEditing('new');
          }}
        >
          <Plus className="size-4" aria-hidden />
          {definition.addLabel}
        </Button>
      </Toolbar>
      <Banner message={banner.message} onClose={banner.clear} />

      {list.length === 0 ? (
        <EmptyState>{definition.empty}</EmptyState>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((item) => {
            const card = definition.card(item);
            const enabled = item.enabled !== false;
            return (
              <article
                key={item.id}
                data-testid="content-card"
                className={cn(
                  'group flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition',
                  card.highlight ? 'border-accent-500 ring-2 ring-accent-500/30' : 'border-slate-200',
                  !enabled && 'opacity-50',
                )}
              >
                <CardImage src={card.image} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      {/* Cut to one line; in full on hover (title) and while the keyboard's focus is in the card (not on a
                            mouse press, which would move the button under the pointer). */}
                      <h3
                        className="truncate font-semibold text-navy-900 group-has-[:focus-visible]:whitespace-normal group-has-[:focus-visible]:break-words"
                        title={card.title}
                      >
                        {card.title}
                      </h3>
                      {card.subtitle && (
                        <p
                          className="truncate text-sm text-slate-500 group-has-[:focus-visible]:whitespace-normal group-has-[:focus-visible]:break-words"
                          title={card.subtitle}
                        >
                          {card.subtitle}
                        </p>
                      )}
                    </div>
                    <Switch
                      checked={enabled}
                      onChange={() => toggle.mutate(item)}
                      label={`${card.title} aktiv`}
                      hideLabel
                      disabled={toggle.isPending}
                    />
                  </div>
                  <PublicationBadges status={item.publication} />
                  {card.badges && card.badges.length > 0 && (
                    <div className="flex flex-wrap gap-1">
                      {card.badges.map((badge) => (
                        <span
                          key={badge}
                          className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800"
                        >
                          {badge}
                        </span>
                      ))}
                    </div>
                  )}
                  {card.extra}
                  {cardExtra?.(item)}
                  {card.text && <p className="line-clamp-3 text-sm text-slate-600">{card.text}</p>}
                  {(item.publication.hasDraft || item.publication.published) && (
                    <div className="flex flex-wrap gap-1">
                      {item.publication.hasDraft && (
                        <Button
                          variant="primary"
                          className="px-2 py-1 text-xs"
                          onClick={() => publishDraft.mutate(item)}
                          disabled={publishDraft.isPending}
                        >
                          Veröffentlichen
                        </Button>
                      )}
                      <ChangesAndScheduleButtons
                        compact
                        resource={`${resource}/${item.id}`}
                        status={item.publication}
                        allowOffline
                        fieldLabels={fieldLabels}
                        onScheduled={() => {
                          banner.success('Geplant');
                          void reload();
                        }}
                      />
                    </div>
                  )}
                  <div className="mt-auto flex items-center justify-end gap-1 border-t border-slate-100 pt-2">
                    <HistoryButton
                      compact
                      resource={`${resource}/${item.id}`}
                      title={card.title}
                      fieldLabels={fieldLabels}
                      onRestored={() => void reload()}
                    />
                    <IconButton
                      label="Bearbeiten"
                      onClick={() => {
                        setDialogMessage(null);
                        setEditing(item);
                      }}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </IconButton>
                    <DeleteButton label="Löschen" onClick={() => setDeleting(item)} />
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      )}

      {editing && (
        <ItemFormDialog
          definition={definition}
          item={editing === 'new' ? null : editing}
          saving={save.isPending}
          message={dialogMessage}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Löschen bestätigen"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        >
          {definition.deleteQuestion(deleting)}
        </ConfirmDialog>
      )}
    </div>
  );
}
