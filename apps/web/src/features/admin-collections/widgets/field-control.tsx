import type { CollectionField } from '@agency/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { RegisteredField } from '../../../components/forms/field-error';
import { widgetOf } from './index';

/** One field of a form, drawn by the widget it names, with its registration (`registered`) in `form`. */
export function FieldControl({
  field,
  form,
  registered,
}: {
  field: CollectionField;
  form: UseFormReturn<Record<string, unknown>>;
  registered: RegisteredField;
}) {
  const { Input } = widgetOf(field);
  const common = {
    label: field.label,
    required: field.required,
    hint: field.hint,
    placeholder: field.placeholder,
    className: field.wide ? 'sm:col-span-2' : undefined,
    ...registered,
  };
  return <Input field={field} form={form} common={common} />;
}
