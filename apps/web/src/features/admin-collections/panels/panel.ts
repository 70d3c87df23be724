import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RegisteredField } from '../../../components/forms/field-error';

/** What a panel of a document's form gets: the form over the document and the registration of a field by path. */
export interface PanelProps {
  form: UseFormReturn<Record<string, unknown>>;
  field: (path: string) => RegisteredField;
}

export type PanelWidget = ComponentType<PanelProps>;
