import type { PublicationChange, PublicationPlanView, PublicationStatus, PreviewLinkView } from '@agency/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarClock, Eye, FileDiff, ListTodo, X } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { Dialog } from '../ui/dialog';
import { fieldLabel, isInternalField } from './history-panel';
import { Banner, Button, EmptyState, errorText, formatDateTime, Input, Loading, Select, useBanner } from './ui';

/*
 * Drafts, preview links, changes before publishing and planned publications (issue 21): the pieces every
 * editor of website content shares. `resource` is the admin path of a document ('/api/admin/faqs') or of
 * a collection ('/api/admin/pricing-packages'); an item's own path adds its id.
 */

/** 'Entwurf' / 'Veröffentlicht' / 'Geplant' of a document or item. */
export function PublicationBadges({ status, className }: { status: PublicationStatus; className?: string }) {
  return (
    <span className={cn('inline-flex flex-wrap gap-1', className)} data-testid="publication-status">
      {status.published && (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
          Veröffentlicht
        </span>
      )}
      {status.hasDraft && (
        <span
          className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
          title={
            status.draftUpdatedAt
              ? `Entwurf vom ${formatDateTime(status.draftUpdatedAt)}${status.draftUpdatedBy ? ` (${status.draftUpdatedBy})` : ''}`
              : undefined
          }
        >
          Entwurf
        </span>
      )}
      {status.plans > 0 && (
        <span className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-medium text-navy-800">Geplant</span>
      )}
    </span>
  );
}

const changesAnswer = z.object({ changes: z.array(z.custom<PublicationChange>()) });

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** 'Änderungen': what publishing changes against the live version; texts word by word. */
export function ChangesDialog({
  resource,
  onClose,
  fieldLabels,
  itemNames,
}: {
  /** The document's or item's admin path. */
  resource: string;
  onClose: () => void;
  fieldLabels?: Record<string, string>;
  /** Names of list entries by id (FAQ categories and questions, services), as the history names them. */
  itemNames?: Record<string, string>;
}) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['admin', 'changes', resource],
    queryFn: () => client.request(`${resource}/changes`, changesAnswer),
    staleTime: 0,
  });
  const changes = query.data?.changes.filter((change) => !isInternalField(change.field)) ?? [];
  return (
    <Dialog title="Änderungen gegenüber der Website" onClose={onClose} size="lg" testId="changes-dialog">
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <p className="text-sm text-red-700">{errorText(query.error, 'Fehler beim Laden der Änderungen')}</p>
      ) : changes.length === 0 ? (
        <EmptyState>Keine Änderungen gegenüber der veröffentlichten Fassung</EmptyState>
      ) : (
        <ul className="space-y-3">
          {changes.map((change) => (
            <li key={change.field} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="change">
              <p className="font-medium text-navy-900">{fieldLabel(change.field, fieldLabels, itemNames)}</p>
              {change.words ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">
                  {change.words.map((part, index) =>
                    part.removed ? (
                      <del key={index} className="bg-red-50 text-red-800">
                        {part.text}
                      </del>
                    ) : part.added ? (
                      <ins key={index} className="bg-emerald-50 text-emerald-800 no-underline">
                        {part.text}
                      </ins>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </p>
              ) : (
                <p className="mt-1 break-words text-slate-700">
                  <del className="text-red-800">{shown(change.before)}</del> →{' '}
                  <ins className="text-emerald-800 no-underline">{shown(change.after)}</ins>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

const linkAnswer = z.object({ link: z.custom<PreviewLinkView>() });
const linksAnswer = z.object({ links: z.array(z.custom<PreviewLinkView>()) });

/** 'Vorschau': a link to the public page with the drafts, to open and to send (48 hours, revocable). */
export function PreviewDialog({ resource, onClose }: { resource: string; onClose: () => void }) {
  const client = useApiClient();
  const banner = useBanner();
  const links = useQuery({
    queryKey: ['admin', 'previews', resource],
    queryFn: () => client.request(`${resource}/previews`, linksAnswer),
    staleTime: 0,
  });
  const create = useMutation({
    mutationFn: () => client.request(`${resource}/preview`, linkAnswer, { method: 'POST', body: '{}' }),
    onSuccess: () => void links.refetch(),
    onError: (error) => banner.error(errorText(error, 'Fehler beim Erstellen des Vorschau-Links')),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => client.request(`${resource}/previews/${id}`, z.unknown(), { method: 'DELETE' }),
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
        {links.isPending ? (
          <Loading />
        ) : (links.data?.links.length ?? 0) === 0 ? (
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
        )}
      </div>
    </Dialog>
  );
}

const ACTION_LABELS = { publish: 'Veröffentlichen', take_offline: 'Offline nehmen' } as const;

/** 'Veröffentlichen am …' (and, for items, 'Offline nehmen am …'): date and time in Europe/Berlin. */
export function ScheduleDialog({
  resource,
  allowOffline,
  onClose,
  onScheduled,
}: {
  /** The document's or item's admin path. */
  resource: string;
  allowOffline?: boolean;
  onClose: () => void;
  onScheduled: () => void;
}) {
  const client = useApiClient();
  const banner = useBanner();
  const [action, setAction] = useState<'publish' | 'take_offline'>('publish');
  const [at, setAt] = useState('');
  const schedule = useMutation({
    mutationFn: () =>
      client.request(`${resource}/schedule`, z.unknown(), { method: 'POST', body: JSON.stringify({ action, at }) }),
    onSuccess: () => {
      onScheduled();
      onClose();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Planen')),
  });
  const formId = 'schedule-form';
  return (
    <Dialog
      title={`${ACTION_LABELS[action]} am …`}
      onClose={onClose}
      testId="schedule-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Abbrechen</Button>
          <Button variant="primary" type="submit" form={formId} busy={schedule.isPending} disabled={schedule.isPending}>
            Planen
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          schedule.mutate();
        }}
      >
        <Banner message={banner.message} />
        {allowOffline && (
          <Select label="Aktion" value={action} onChange={(event) => setAction(event.target.value as typeof action)}>
            <option value="publish">Entwurf veröffentlichen</option>
            <option value="take_offline">Offline nehmen</option>
          </Select>
        )}
        <Input
          label={`${ACTION_LABELS[action]} am`}
          hint="Datum und Uhrzeit (Europe/Berlin)"
          type="datetime-local"
          required
          value={at}
          onChange={(event) => setAt(event.target.value)}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}

const plansAnswer = z.object({ plans: z.array(z.custom<PublicationPlanView>()) });

/** 'YYYY-MM-DDTHH:mm' (Berlin wall time) as staff read it: '01.01.2099, 00:00 Uhr'. */
function berlinText(wallTime: string): string {
  const [date = '', time = ''] = wallTime.split('T');
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}, ${time} Uhr`;
}

const STATE_LABELS: Record<PublicationPlanView['state'], string> = {
  planned: 'geplant',
  running: 'läuft',
  done: 'ausgeführt',
  cancelled: 'abgesagt',
  failed: 'fehlgeschlagen',
};

/** Plans soonest first, then the last that ran; each open one with 'Absagen'. */
export function PlanList<P extends PublicationPlanView>({
  plans,
  describe,
  onCancel,
  cancelling,
}: {
  plans: readonly P[];
  /** What a plan concerns (a collection's item, a content type), shown after its time. */
  describe?: (plan: P) => string | undefined;
  onCancel: (planId: string) => void;
  cancelling: boolean;
}) {
  if (plans.length === 0) return <EmptyState>Nichts geplant</EmptyState>;
  return (
    <ul className="divide-y divide-slate-100">
      {plans.map((plan) => {
        const open = plan.state === 'planned';
        const what = describe?.(plan);
        return (
          <li key={plan.planId} className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid="plan">
            <span className="font-medium text-navy-900">
              {ACTION_LABELS[plan.action]} am {berlinText(plan.atBerlin)}
            </span>
            {what && <span className="text-slate-700">{what}</span>}
            <span className="text-slate-600">
              {STATE_LABELS[plan.state]}
              {plan.outcome === 'nothing_to_do' ? ' (nichts zu tun)' : ''}
              {plan.plannedBy ? ` · geplant von ${plan.plannedBy}` : ''}
              {plan.error ? ` · ${plan.error}` : ''}
            </span>
            {open && (
              <Button variant="ghost" className="ml-auto" onClick={() => onCancel(plan.planId)} disabled={cancelling}>
                <X className="size-4" aria-hidden />
                Absagen
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 'Geplant': the plans of a collection or document, soonest first, each to cancel while open. */
export function PlansDialog({
  resource,
  describe,
  onClose,
  onChanged,
}: {
  /** The collection's or document's admin path. */
  resource: string;
  /** What an item's plan concerns (collections), by its id. */
  describe?: (itemId: string) => string | undefined;
  onClose: () => void;
  onChanged: () => void;
}) {
  const client = useApiClient();
  const banner = useBanner();
  const plans = useQuery({
    queryKey: ['admin', 'plans', resource],
    queryFn: () => client.request(`${resource}/plans`, plansAnswer),
    staleTime: 0,
  });
  const cancel = useMutation({
    mutationFn: (planId: string) => client.request(`${resource}/plans/${planId}`, z.unknown(), { method: 'DELETE' }),
    onSuccess: () => {
      banner.success('Geplante Veröffentlichung abgesagt');
      void plans.refetch();
      onChanged();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Absagen')),
  });
  return (
    <Dialog title="Geplant" onClose={onClose} size="lg" testId="plans-dialog">
      <div className="space-y-3">
        <Banner message={banner.message} />
        {plans.isPending ? (
          <Loading />
        ) : (
          <PlanList
            plans={plans.data?.plans ?? []}
            describe={(plan) => (plan.itemId && describe ? describe(plan.itemId) : undefined)}
            onCancel={(planId) => cancel.mutate(planId)}
            cancelling={cancel.isPending}
          />
        )}
      </div>
    </Dialog>
  );
}

/** The toolbar buttons 'Vorschau' and 'Geplant' of a collection or document. */
export function PreviewAndPlansButtons({
  resource,
  describe,
  onChanged,
}: {
  resource: string;
  describe?: (itemId: string) => string | undefined;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<'preview' | 'plans' | null>(null);
  return (
    <>
      <Button onClick={() => setOpen('preview')}>
        <Eye className="size-4" aria-hidden />
        Vorschau
      </Button>
      <Button onClick={() => setOpen('plans')}>
        <ListTodo className="size-4" aria-hidden />
        Geplant
      </Button>
      {open === 'preview' && <PreviewDialog resource={resource} onClose={() => setOpen(null)} />}
      {open === 'plans' && (
        <PlansDialog resource={resource} describe={describe} onClose={() => setOpen(null)} onChanged={onChanged} />
      )}
    </>
  );
}

/** The buttons 'Änderungen' and 'Veröffentlichen am …' of a document or item with a draft. */
export function ChangesAndScheduleButtons({
  resource,
  allowOffline,
  fieldLabels,
  itemNames,
  onScheduled,
  compact,
}: {
  /** The document's or item's admin path. */
  resource: string;
  allowOffline?: boolean;
  fieldLabels?: Record<string, string>;
  itemNames?: Record<string, string>;
  onScheduled: () => void;
  compact?: boolean;
}) {
  const [open, setOpen] = useState<'changes' | 'schedule' | null>(null);
  const size = compact ? 'px-2 py-1 text-xs' : undefined;
  return (
    <>
      <Button className={size} onClick={() => setOpen('changes')}>
        <FileDiff className="size-4" aria-hidden />
        Änderungen
      </Button>
      <Button className={size} onClick={() => setOpen('schedule')}>
        <CalendarClock className="size-4" aria-hidden />
        Veröffentlichen am …
      </Button>
      {open === 'changes' && (
        <ChangesDialog
          resource={resource}
          fieldLabels={fieldLabels}
          itemNames={itemNames}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'schedule' && (
        <ScheduleDialog
          resource={resource}
          allowOffline={allowOffline}
          onClose={() => setOpen(null)}
          onScheduled={onScheduled}
        />
      )}
    </>
  );
}

const statusSchema = z.object({
  published: z.boolean(),
  hasDraft: z.boolean(),
  draftUpdatedAt: z.string().nullable(),
  draftUpdatedBy: z.string().nullable(),
  plans: z.number(),
});

/** A document as its editor loads it: the draft where there is one, else the live version. */
export interface EditedDocument<T> {
  document: T | null;
  version: number;
  status: PublicationStatus;
}

/** GET {resource}/draft: { version, status, live, draft }. */
export async function loadEditedDocument<T>(
  client: ApiClient,
  resource: string,
  schema: z.ZodType<T>,
): Promise<EditedDocument<T>> {
  const answer = await client.request(
    `${resource}/draft`,
    z.object({ version: z.number(), status: statusSchema, live: schema.nullable(), draft: schema.nullable() }),
  );
  return { document: answer.draft ?? answer.live, version: answer.version, status: answer.status };
}

export type SaveMode = 'draft' | 'publish';

/** 'Entwurf speichern' (PUT {resource}/draft) or 'Veröffentlichen' (POST {resource}/publish) of the form. */
export function saveDocument(
  client: ApiClient,
  resource: string,
  body: unknown,
  mode: SaveMode,
  version?: number,
): Promise<unknown> {
  return client.request(`${resource}/${mode === 'draft' ? 'draft' : 'publish'}`, z.unknown(), {
    method: mode === 'draft' ? 'PUT' : 'POST',
    body: JSON.stringify(body),
    headers: version ? { 'If-Match': `"${version}"` } : undefined,
  });
}

/** The success message of a save. */
export function savedText(mode: SaveMode, published: string): string {
  return mode === 'draft' ? 'Entwurf gespeichert – die Website zeigt weiter die veröffentlichte Fassung.' : published;
}

/**
 * A document editor's publishing controls: its state, 'Entwurf speichern' and 'Veröffentlichen' (the form as
 * it is), and 'Änderungen', 'Veröffentlichen am …' (with a draft), 'Vorschau' and 'Geplant'.
 */
export function DocumentPublishing({
  resource,
  status,
  saving,
  onSave,
  onChanged,
  fieldLabels,
  itemNames,
}: {
  resource: string;
  status: PublicationStatus | undefined;
  saving: SaveMode | null;
  onSave: (mode: SaveMode) => void;
  onChanged: () => void;
  fieldLabels?: Record<string, string>;
  itemNames?: Record<string, string>;
}) {
  return (
    <>
      {status && <PublicationBadges status={status} className="self-center" />}
      <PreviewAndPlansButtons resource={resource} onChanged={onChanged} />
      {status?.hasDraft && (
        <ChangesAndScheduleButtons
          resource={resource}
          fieldLabels={fieldLabels}
          itemNames={itemNames}
          onScheduled={onChanged}
        />
      )}
      <Button onClick={() => onSave('draft')} busy={saving === 'draft'} disabled={saving !== null}>
        Entwurf speichern
      </Button>
      <Button
        variant="primary"
        onClick={() => onSave('publish')}
        busy={saving === 'publish'}
        disabled={saving !== null}
      >
        Veröffentlichen
      </Button>
    </>
  );
}
