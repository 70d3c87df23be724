import { Star } from 'lucide-react';
import { useState } from 'react';
import { Banner, Button, Checkbox, Input, Select, TextArea, type BannerMessage } from '../../components/admin/ui';
import type { SaveMode } from '../../components/admin/publishing';
import { Dialog } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { toForm, type CollectionDefinition, type FieldDefinition, type FormValues } from './collection-definition';

function RatingInput({ value, onChange, label }: { value: number; onChange: (next: number) => void; label: string }) {
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`${n} ${n === 1 ? 'Stern' : 'Sterne'}`}
            aria-pressed={value === n}
            onClick={() => onChange(n)}
          >
            <Star
              className={cn('size-6', n <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
              aria-hidden
            />
          </button>
        ))}
        <span className="ml-2 text-sm text-slate-600">
          {value} {value === 1 ? 'Stern' : 'Sterne'}
        </span>
      </div>
    </fieldset>
  );
}

function Field({
  field,
  value,
  onChange,
}: {
  field: FieldDefinition;
  value: string | boolean | number;
  onChange: (next: string | boolean | number) => void;
}) {
  const common = {
    label: field.label,
    required: field.required,
    hint: field.hint,
    placeholder: field.placeholder,
    className: field.wide ? 'sm:col-span-2' : undefined,
  };
  switch (field.kind) {
    case 'checkbox':
      return (
        <div className={cn('flex items-end pb-2', field.wide && 'sm:col-span-2')}>
          <Checkbox label={field.label} checked={Boolean(value)} onChange={onChange} />
        </div>
      );
    case 'rating':
      return <RatingInput label={field.label} value={Number(value) || 5} onChange={onChange} />;
    case 'select':
      return (
        <Select {...common} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      );
    case 'textarea':
      return (
        <TextArea {...common} rows={field.rows ?? 3} value={String(value)} onChange={(e) => onChange(e.target.value)} />
      );
    case 'list':
      return (
        <TextArea
          {...common}
          hint={field.hint ?? (field.separator === 'comma' ? 'kommagetrennt' : 'eine pro Zeile')}
          rows={field.separator === 'comma' ? 2 : 4}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'price':
      return <Input {...common} inputMode="decimal" value={String(value)} onChange={(e) => onChange(e.target.value)} />;
    default:
      return (
        <Input
          {...common}
          type={field.type ?? 'text'}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

export type { SaveMode };

interface ItemFormDialogProps {
  definition: CollectionDefinition;
  item: Record<string, unknown> | null;
  saving: boolean;
  message: BannerMessage | null;
  onSubmit: (values: FormValues, mode: SaveMode) => void;
  onClose: () => void;
}

/** Add/edit dialog built from the definition's fields. */
export function ItemFormDialog({ definition, item, saving, message, onSubmit, onClose }: ItemFormDialogProps) {
  const [values, setValues] = useState<FormValues>(() => toForm(definition.fields, item));
  const formId = `form-${definition.name}`;
  return (
    <Dialog
      title={item ? definition.dialogTitle.edit : definition.dialogTitle.create}
      onClose={onClose}
      size={definition.dialogSize ?? 'lg'}
      testId="item-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" form={formId} value="draft" disabled={saving} busy={saving}>
            Entwurf speichern
          </Button>
          <Button variant="primary" type="submit" form={formId} value="publish" disabled={saving} busy={saving}>
            Veröffentlichen
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a field publishes nothing by accident: only the 'Veröffentlichen' button does.
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          onSubmit(values, submitter?.value === 'publish' ? 'publish' : 'draft');
        }}
        className="space-y-4"
      >
        <Banner message={message} />
        <div className="grid gap-4 sm:grid-cols-2">
          {definition.fields.map((field) => (
            <Field
              key={field.path}
              field={field}
              value={values[field.path]}
              onChange={(next) => setValues((current) => ({ ...current, [field.path]: next }))}
            />
          ))}
        </div>
      </form>
    </Dialog>
  );
}
