import type { CollectionField } from '@agency/contracts';
import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RegisteredField } from '../../../components/forms/field-error';

/** What every control of the form gets: its label and hint, its place in the grid and its registration. */
export type CommonProps = RegisteredField & {
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  className?: string;
};

export interface WidgetInputProps {
  field: CollectionField;
  form: UseFormReturn<Record<string, unknown>>;
  common: CommonProps;
}

/**
 * One control of a collection's form, by the name a field gives (`widget`): how it edits the field, how the
 * form holds the value and sends it, and how a card shows it.
 */
export interface Widget {
  Input: ComponentType<WidgetInputProps>;
  /** The form's value of the item's value (or a new item's). */
  toForm(raw: unknown, field: CollectionField): string | boolean | number;
  /** What the form's value sends. */
  toPayload(value: unknown, field: CollectionField): unknown;
  /** The value in a card's title, subtitle or badge. */
  text(value: unknown, field: CollectionField): string;
  /** The value under a card's badges, when the card names the field as its `extra`. */
  Display?: ComponentType<{ value: unknown; field: CollectionField }>;
}

export const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
