import {
  jsonSyntaxMessage,
  SERVICE_ICONS,
  serviceSchema,
  servicesKind,
  servicesSchema,
  type Service,
  type ServiceInput,
  storedServiceSchema,
} from '@agency/contracts';
import { useState } from 'react';
import {
  ListDocumentScreen,
  newEntryId,
  savedEntryId,
  type SaveMode,
  useListDocument,
} from '../../components/admin/publishing';
import { CollapsibleCard, DeleteButton, IconSelect, Input, Switch, TextArea } from '../../components/admin/ui';
import type { RegisteredField } from '../../components/forms/field-error';

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

/** JSON text as the list it holds ([] while it is not one: the save stops on that before). */
function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The services as the api takes them (servicesSchema); new entries go without their local id. */
const toServices = (drafts: Draft[]): ServiceInput[] =>
  drafts.map(({ service, lists, json }) => ({
    ...service,
    id: savedEntryId(service.id),
    features: lines(lists.features),
    technologies: lines(lists.technologies),
    included: lines(lists.included),
    packages: jsonList<Service['packages'][number]>(json.packages),
    addons: jsonList<Service['addons'][number]>(json.addons),
  }));

/** The form field of a message on the payload (`0.title`, `0.features`, `0.packages.1.name`). */
function fieldOf(path: string): string | undefined {
  const [index, key] = path.split('.');
  if (key === undefined) return undefined;
  if (key === 'features' || key === 'technologies' || key === 'included') return `services.${index}.lists.${key}`;
  if (key === 'packages' || key === 'addons') return `services.${index}.json.${key}`;
  return `services.${index}.service.${key}`;
}

function jsonError(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? null : 'Muss eine JSON-Liste sein ([...])';
  } catch (error) {
    return jsonSyntaxMessage(text, error);
  }
}

/** A list kept as JSON text (packages, extras), with the parse error below it while the text is none. */
function JsonListField({ label, text, ...registered }: RegisteredField & { label: string; text: string }) {
  const parseError = jsonError(text);
  return (
    <div>
      <TextArea label={label} rows={8} inputClassName="font-mono" {...registered} />
      {parseError && (
        <p className="mt-1 text-xs text-red-700" role="alert">
          {parseError}
        </p>
      )}
    </div>
  );
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
  const edited = useListDocument(servicesKind, {
    list: 'services',
    stored: storedServiceSchema,
    toEntry: toDraft,
    idOf: (draft) => draft.service.id,
    failure: 'Fehler beim Laden der Services',
    schema: servicesSchema,
    checked: toServices,
    payload: toServices,
    fieldOf,
    saved: 'Services erfolgreich gespeichert!',
    failed: 'Fehler beim Speichern der Services',
  });
  const { form, gate, field, banner, cards, entries: drafts, setEntries: setDrafts } = edited;
  const [deleting, setDeleting] = useState<number | null>(null);

  const submit = (mode: SaveMode) => {
    // Invalid JSON is never dropped: the save stops and says where.
    const broken = drafts.findIndex((d) => jsonError(d.json.packages) || jsonError(d.json.addons));
    if (broken >= 0) {
      cards.show(drafts[broken].service.id);
      banner.error(
        `„${drafts[broken].service.title}“: Pakete oder Extras enthalten ungültiges JSON – nicht gespeichert.`,
      );
      return;
    }
    edited.save(mode);
  };

  if (gate) return gate;
  return (
    <ListDocumentScreen
      editor={edited}
      title="Leistungen"
      fieldLabels={FIELD_LABELS}
      itemNames={Object.fromEntries(drafts.map(({ service }) => [service.id, service.title]))}
      onSave={submit}
      banner={banner}
      addLabel="Service hinzufügen"
      onAdd={() => {
        // A new service with the contract's defaults ('ab 999€', '2-4 Wochen', two placeholder features…).
        edited.add(toDraft(serviceSchema.parse({ id: newEntryId(), title: 'Neuer Service' }) as Service));
      }}
      count={drafts.length}
      empty="Keine Services vorhanden"
      removal={
        deleting !== null
          ? {
              title: 'Service löschen',
              question: <>„{drafts[deleting]?.service.title}“ wirklich löschen?</>,
              remove: () => setDrafts(drafts.filter((_, i) => i !== deleting)),
            }
          : null
      }
      onRemovalClosed={() => setDeleting(null)}
    >
      {drafts.map((draft, index) => {
        const { service } = draft;
        return (
          <CollapsibleCard
            key={service.id}
            data-testid="service-card"
            title={service.title}
            detail={service.startingPrice}
            dimmed={!service.active}
            {...cards.cardOf(service.id)}
            actions={
              <>
                <Switch
                  label={service.active ? 'Aktiv' : 'Inaktiv'}
                  labelClassName="hidden sm:inline"
                  checked={service.active}
                  onChange={(active) => form.setValue(`services.${index}.service.active`, active)}
                />
                <DeleteButton label="Service löschen" onClick={() => setDeleting(index)} />
              </>
            }
            bodyClassName="grid gap-3 sm:grid-cols-2"
          >
            <Input label="Titel" {...field(`services.${index}.service.title`)} />
            <Input label="Untertitel" {...field(`services.${index}.service.subtitle`)} />
            <TextArea
              label="Beschreibung"
              className="sm:col-span-2"
              {...field(`services.${index}.service.description`)}
            />
            <IconSelect icons={SERVICE_ICONS} {...field(`services.${index}.service.icon`)} />
            <Input label="Bild-URL" {...field(`services.${index}.service.image`)} />
            <Input label="Startpreis" {...field(`services.${index}.service.startingPrice`)} />
            <Input label="Lieferzeit" {...field(`services.${index}.service.deliveryTime`)} />
            <TextArea label="Features" hint="eine pro Zeile" {...field(`services.${index}.lists.features`)} />
            <TextArea label="Technologien" hint="eine pro Zeile" {...field(`services.${index}.lists.technologies`)} />
            <TextArea
              label="Enthalten"
              hint="eine pro Zeile"
              className="sm:col-span-2"
              {...field(`services.${index}.lists.included`)}
            />
            <JsonListField
              label="Pakete (JSON)"
              text={draft.json.packages}
              {...field(`services.${index}.json.packages`)}
            />
            <JsonListField label="Extras (JSON)" text={draft.json.addons} {...field(`services.${index}.json.addons`)} />
          </CollapsibleCard>
        );
      })}
    </ListDocumentScreen>
  );
}
