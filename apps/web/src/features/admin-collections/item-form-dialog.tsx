import { useState, type FormEvent } from 'react';
import { Banner, Button, type BannerMessage } from '../../components/admin/ui';
import type { SaveMode } from '../../components/admin/publishing';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { useContractForm } from '../../components/forms/contract-form';
import { useGuardedClose } from '../../components/admin/unsaved-changes';
import { fieldsOf, firstError } from '../../components/forms/field-error';
import { toForm, toPayload, type CollectionDefinition, type FormValues } from './collection-definition';
import { FieldControl } from './widgets/field-control';

export type { SaveMode };

interface ItemFormDialogProps {
  definition: CollectionDefinition;
  item: Record<string, unknown> | null;
  saving: boolean;
  message: BannerMessage | null;
  /** The item's payload, checked by the definition's contract schema, as a draft or to publish. */
  onSubmit: (payload: Record<string, unknown>, mode: SaveMode) => void;
  onClose: () => void;
}

/**
 * Add/edit dialog built from the definition's fields. The contract schema checks the payload before it
 * goes out: each message below its field, the first one in the banner too (the spec's text).
 */
export function ItemFormDialog({ definition, item, saving, message, onSubmit, onClose }: ItemFormDialogProps) {
  const form = useContractForm<FormValues>({
    schema: definition.schema,
    defaultValues: toForm(definition.fields, item),
    payload: (values) => toPayload(definition.fields, values),
  });
  const [invalid, setInvalid] = useState<string>();
  // With changes not yet saved, every way out of the dialog asks first.
  const close = useGuardedClose(form.formState.isDirty, onClose);
  const formId = `form-${definition.name}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field publishes nothing by accident: only the 'Veröffentlichen' button does.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const mode: SaveMode = submitter?.value === 'publish' ? 'publish' : 'draft';
    return form.handleSubmit(
      (values) => {
        setInvalid(undefined);
        onSubmit(toPayload(definition.fields, values), mode);
      },
      (errors) => setInvalid(firstError(errors) ?? 'Fehler beim Speichern'),
    )(event);
  };
  return (
    <Dialog
      title={item ? definition.dialogTitle.edit : definition.dialogTitle.create}
      onClose={close}
      size={definition.dialogSize ?? 'lg'}
      testId="item-dialog"
      footer={
        <DialogActions>
          <Button onClick={close}>Abbrechen</Button>
          <Button type="submit" form={formId} value="draft" disabled={saving} busy={saving}>
            Entwurf speichern
          </Button>
          <Button variant="primary" type="submit" form={formId} value="publish" disabled={saving} busy={saving}>
            Veröffentlichen
          </Button>
        </DialogActions>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Banner message={invalid ? { kind: 'error', text: invalid } : message} />
        <div className="grid gap-4 sm:grid-cols-2">
          {definition.fields.map((field) => (
            <FieldControl
              key={field.path}
              field={field}
              form={form}
              registered={fieldsOf(form.register, form.formState.errors)(field.path)}
            />
          ))}
        </div>
      </form>
    </Dialog>
  );
}
