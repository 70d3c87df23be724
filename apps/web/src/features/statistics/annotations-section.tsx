import {
  ANNOTATION_TEXT_MAX,
  type CreateAnnotationRequest,
  createAnnotationRequestSchema,
  type StatisticsAnnotation,
} from '@agency/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { loadState, type LoadedQuery } from '../../components/admin/load-state';
import { Banner, Button, errorText, IconButton, Input, useBanner } from '../../components/admin/ui';
import { useFormUnsavedChanges } from '../../components/admin/unsaved-changes';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf, firstError } from '../../components/forms/field-error';
import { showServerFieldErrors } from '../../components/forms/server-field-errors';
import { useApiClient } from '../../lib/api-client-context';
import { formatCalendarDay } from '../../lib/staff-format';
import { addAnnotation, annotationsQueryKey, removeAnnotation } from './api/annotations';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The annotations of the trend, under its chart: the site's history (what went live, restores) and what staff
 * wrote, oldest first; staff add one for a day and remove their own.
 */
export function AnnotationsSection({
  annotations,
}: {
  annotations: LoadedQuery & { data?: { annotations: StatisticsAnnotation[]; truncated: boolean } };
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [busy, setBusy] = useState<string | null>(null);
  const form = useContractForm<CreateAnnotationRequest>({
    schema: createAnnotationRequestSchema,
    defaultValues: { date: today(), text: '' },
  });
  const field = fieldsOf(form.register, form.formState.errors);
  useFormUnsavedChanges(form);
  const reload = () => queryClient.invalidateQueries({ queryKey: annotationsQueryKey });

  async function add(values: CreateAnnotationRequest) {
    setBusy('add');
    banner.clear();
    try {
      await addAnnotation(client, values);
      form.reset({ date: values.date, text: '' });
      await reload();
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['date', 'text']);
      banner.error(errorText(error, 'Anmerkung konnte nicht gespeichert werden'));
    } finally {
      setBusy(null);
    }
  }

  async function remove(annotation: StatisticsAnnotation) {
    setBusy(annotation.id);
    banner.clear();
    try {
      await removeAnnotation(client, annotation.id);
      await reload();
    } catch (error) {
      banner.error(errorText(error, 'Anmerkung konnte nicht entfernt werden'));
    } finally {
      setBusy(null);
    }
  }

  const list = annotations.data;
  return (
    <section aria-labelledby="annotations-heading" className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      <h3 id="annotations-heading" className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <Flag className="size-4 text-amber-600" aria-hidden />
        Anmerkungen
      </h3>
      <Banner message={banner.message} onClose={banner.clear} />
      {loadState(annotations, 'Anmerkungen konnten nicht geladen werden') ??
        (list && list.annotations.length === 0 ? (
          <p className="text-sm text-slate-600">Keine Anmerkungen in diesem Zeitraum.</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="annotations">
            {list?.annotations.map((annotation) => (
              <li key={annotation.id} className="flex items-start gap-2">
                <span className="w-24 shrink-0 tabular-nums text-slate-500">{formatCalendarDay(annotation.date)}</span>
                <span className="min-w-0 flex-1 text-slate-800">
                  {annotation.text}
                  {annotation.author && <span className="text-slate-500"> · {annotation.author}</span>}
                </span>
                {annotation.source === 'staff' && (
                  <IconButton
                    label={`Anmerkung „${annotation.text}“ entfernen`}
                    onClick={() => void remove(annotation)}
                    disabled={busy !== null}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </IconButton>
                )}
              </li>
            ))}
            {list?.truncated && (
              <li className="text-slate-500">Ältere Anmerkungen des Zeitraums sind nicht aufgeführt.</li>
            )}
          </ul>
        ))}
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(add, (errors) => banner.error(firstError(errors) ?? 'Bitte die Eingaben prüfen'))(
            event,
          )
        }
        className="flex flex-wrap items-end gap-2"
        data-testid="annotation-form"
      >
        <Input label="Datum" type="date" required {...field('date')} className="w-40" />
        <Input
          label="Anmerkung"
          required
          maxLength={ANNOTATION_TEXT_MAX}
          placeholder="z. B. Newsletter verschickt"
          {...field('text')}
          className="min-w-48 flex-1"
        />
        <Button type="submit" busy={busy === 'add'} disabled={busy !== null}>
          Anmerkung hinzufügen
        </Button>
      </form>
    </section>
  );
}
