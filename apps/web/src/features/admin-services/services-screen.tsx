import { SERVICE_ICONS, serviceSchema, type Service } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { HistoryButton } from '../../components/admin/history-panel';
import { DocumentPublishing, savedText, type SaveMode } from '../../components/admin/publishing';
import {
  Banner,
  Button,
  EmptyState,
  errorText,
  IconButton,
  Input,
  Loading,
  Select,
  Switch,
  TextArea,
  Toolbar,
  useBanner,
} from '../../components/admin/ui';
import { useServerDraft } from '../../components/admin/use-server-draft';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { servicesQueryKey, useServices } from './api/get-services';
import { saveServices } from './api/save-services';

/** A service as edited: list fields as text (one per line), packages and addons as JSON text. */
interface Draft {
  service: Service;
  lists: Record<'features' | 'technologies' | 'included', string>;
  json: Record<'packages' | 'addons', string>;
}
const toDraft = (service: Service): Draft => ({
  service,
  lists: {
    features: service.features.join('\n'),
    technologies: service.technologies.join('\n'),
    included: service.included.join('\n'),
  },
  json: { packages: JSON.stringify(service.packages, null, 2), addons: JSON.stringify(service.addons, null, 2) },
});
const lines = (value: string) =>
  value
    .split('\n')
    .map((entry) => entry.trim())
    .filter(Boolean);

function jsonError(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? null : 'Muss eine JSON-Liste sein ([...])';
  } catch (error) {
    return `Ungültiges JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The history's names of the fields, as this screen labels them. */
const FIELD_LABELS: Record<string, string> = {
  '[].title': 'Titel',
  '[].subtitle': 'Untertitel',
  '[].description': 'Beschreibung',
  '[].icon': 'Symbol',
  '[].image': 'Bild-URL',
  '[].startingPrice': 'Startpreis',
  '[].deliveryTime': 'Lieferzeit',
  '[].features': 'Features',
  '[].technologies': 'Technologien',
  '[].included': 'Enthalten',
  '[].packages': 'Pakete',
  '[].addons': 'Extras',
  '[].active': 'Aktiv',
};

/** Leistungen: collapsible service cards with an active switch; edits stay local until 'Entwurf speichern' or 'Veröffentlichen'. */
export function ServicesScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useServices();
  const banner = useBanner();
  // A reload (e.g. the one after a save) keeps what was changed since that save began.
  const {
    draft: edited,
    edit: setDrafts,
    saveToken,
    markSaved,
    discard,
  } = useServerDraft(query.data, (data) => (data.document ?? []).map(toDraft));
  const drafts = edited ?? [];
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  useEffect(() => {
    if (query.isError) banner.error('Fehler beim Laden der Services');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError]);
  const reload = () => void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
  const reloadDiscarding = () => {
    discard();
    reload();
  };
  const save = useMutation({
    mutationFn: ({ mode }: { token: number; mode: SaveMode }) =>
      saveServices(
        client,
        drafts.map(({ service, lists, json }) => ({
          ...service,
          id: service.id.startsWith('neu-') ? undefined : service.id,
          features: lines(lists.features),
          technologies: lines(lists.technologies),
          included: lines(lists.included),
          packages: JSON.parse(json.packages || '[]') as Service['packages'],
          addons: JSON.parse(json.addons || '[]') as Service['addons'],
        })),
        mode,
      ),
    onSuccess: (_, { token, mode }) => {
      markSaved(token);
      banner.success(savedText(mode, 'Services erfolgreich gespeichert!'));
      reload();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern der Services')),
  });
  const update = (index: number, next: Partial<Draft>) =>
    setDrafts(drafts.map((d, i) => (i === index ? { ...d, ...next } : d)));
  const updateService = (index: number, next: Partial<Service>) =>
    update(index, { service: { ...drafts[index].service, ...next } });

  const submit = (mode: SaveMode) => {
    // Unlike the original client, invalid JSON is not silently dropped: the save stops and says where.
    const broken = drafts.findIndex((d) => jsonError(d.json.packages) || jsonError(d.json.addons));
    if (broken >= 0) {
      setOpen(drafts[broken].service.id);
      banner.error(
        `„${drafts[broken].service.title}“: Pakete oder Extras enthalten ungültiges JSON – nicht gespeichert.`,
      );
      return;
    }
    save.mutate({ token: saveToken(), mode });
  };

  if (query.isPending) return <Loading />;
  return (
    <div className="space-y-5">
      <Toolbar hint="Änderungen werden erst mit „Entwurf speichern“ oder „Veröffentlichen“ übernommen.">
        <HistoryButton
          resource="/api/admin/services"
          title="Leistungen"
          fieldLabels={FIELD_LABELS}
          itemNames={Object.fromEntries(drafts.map(({ service }) => [service.id, service.title]))}
          onRestored={reloadDiscarding}
        />
        <Button
          onClick={() => {
            const id = `neu-${Math.random().toString(36).slice(2, 8)}`;
            // A new service with the contract's defaults ('ab 999€', '2-4 Wochen', two placeholder features…).
            const service = serviceSchema.parse({ id, title: 'Neuer Service' }) as Service;
            setDrafts([...drafts, toDraft(service)]);
            setOpen(id);
          }}
        >
          <Plus className="size-4" aria-hidden />
          Service hinzufügen
        </Button>
        <DocumentPublishing
          resource="/api/admin/services"
          status={query.data?.status}
          saving={save.isPending ? (save.variables?.mode ?? null) : null}
          onSave={submit}
          onChanged={reload}
          fieldLabels={FIELD_LABELS}
          itemNames={Object.fromEntries(drafts.map(({ service }) => [service.id, service.title]))}
        />
      </Toolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      {drafts.length === 0 ? (
        <EmptyState>Keine Services vorhanden</EmptyState>
      ) : (
        drafts.map((draft, index) => {
          const { service } = draft;
          const packagesError = jsonError(draft.json.packages);
          const addonsError = jsonError(draft.json.addons);
          return (
            <section
              key={service.id}
              className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', !service.active && 'opacity-60')}
              data-testid="service-card"
            >
              <div className="flex items-center gap-3 px-4 py-3">
                <button
                  type="button"
                  aria-expanded={open === service.id}
                  onClick={() => setOpen(open === service.id ? null : service.id)}
                  className="flex min-w-0 flex-1 items-center gap-2 text-left font-semibold text-navy-900"
                >
                  <ChevronDown
                    className={cn('size-4 shrink-0 transition', open === service.id && 'rotate-180')}
                    aria-hidden
                  />
                  {/* On a phone the price goes under the title instead of squeezing both into columns. */}
                  <span className="min-w-0 sm:flex sm:flex-wrap sm:items-baseline sm:gap-x-2">
                    <span className="block">{service.title || '(ohne Titel)'}</span>
                    <span className="block text-sm font-normal text-slate-500">
                      <span className="hidden sm:inline">· </span>
                      {service.startingPrice}
                    </span>
                  </span>
                </button>
                <Switch
                  label={service.active ? 'Aktiv' : 'Inaktiv'}
                  labelClassName="hidden sm:inline"
                  checked={service.active}
                  onChange={(active) => updateService(index, { active })}
                />
                <IconButton label="Service löschen" className="hover:text-red-600" onClick={() => setDeleting(index)}>
                  <Trash2 className="size-4" aria-hidden />
                </IconButton>
              </div>
              {open === service.id && (
                <div className="grid gap-3 border-t border-slate-100 p-4 sm:grid-cols-2">
                  <Input
                    label="Titel"
                    value={service.title}
                    onChange={(e) => updateService(index, { title: e.target.value })}
                  />
                  <Input
                    label="Untertitel"
                    value={service.subtitle}
                    onChange={(e) => updateService(index, { subtitle: e.target.value })}
                  />
                  <TextArea
                    label="Beschreibung"
                    className="sm:col-span-2"
                    value={service.description}
                    onChange={(e) => updateService(index, { description: e.target.value })}
                  />
                  <Select
                    label="Symbol"
                    value={service.icon}
                    onChange={(e) => updateService(index, { icon: e.target.value as Service['icon'] })}
                  >
                    {SERVICE_ICONS.map((icon) => (
                      <option key={icon}>{icon}</option>
                    ))}
                  </Select>
                  <Input
                    label="Bild-URL"
                    value={service.image}
                    onChange={(e) => updateService(index, { image: e.target.value })}
                  />
                  <Input
                    label="Startpreis"
                    value={service.startingPrice}
                    onChange={(e) => updateService(index, { startingPrice: e.target.value })}
                  />
                  <Input
                    label="Lieferzeit"
                    value={service.deliveryTime}
                    onChange={(e) => updateService(index, { deliveryTime: e.target.value })}
                  />
                  <TextArea
                    label="Features"
                    hint="eine pro Zeile"
                    value={draft.lists.features}
                    onChange={(e) => update(index, { lists: { ...draft.lists, features: e.target.value } })}
                  />
                  <TextArea
                    label="Technologien"
                    hint="eine pro Zeile"
                    value={draft.lists.technologies}
                    onChange={(e) => update(index, { lists: { ...draft.lists, technologies: e.target.value } })}
                  />
                  <TextArea
                    label="Enthalten"
                    hint="eine pro Zeile"
                    className="sm:col-span-2"
                    value={draft.lists.included}
                    onChange={(e) => update(index, { lists: { ...draft.lists, included: e.target.value } })}
                  />
                  <div>
                    <TextArea
                      label="Pakete (JSON)"
                      rows={8}
                      inputClassName="font-mono"
                      value={draft.json.packages}
                      onChange={(e) => update(index, { json: { ...draft.json, packages: e.target.value } })}
                    />
                    {packagesError && (
                      <p className="mt-1 text-xs text-red-700" role="alert">
                        {packagesError}
                      </p>
                    )}
                  </div>
                  <div>
                    <TextArea
                      label="Extras (JSON)"
                      rows={8}
                      inputClassName="font-mono"
                      value={draft.json.addons}
                      onChange={(e) => update(index, { json: { ...draft.json, addons: e.target.value } })}
                    />
                    {addonsError && (
                      <p className="mt-1 text-xs text-red-700" role="alert">
                        {addonsError}
                      </p>
                    )}
                  </div>
                </div>
              )}
            </section>
          );
        })
      )}
      {deleting !== null && (
        <ConfirmDialog
          title="Service löschen"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDrafts(drafts.filter((_, i) => i !== deleting));
            setDeleting(null);
          }}
        >
          „{drafts[deleting]?.service.title}“ wirklich löschen? Die Änderung wird mit „Entwurf speichern“ oder
          „Veröffentlichen“ übernommen.
        </ConfirmDialog>
      )}
    </div>
  );
}
