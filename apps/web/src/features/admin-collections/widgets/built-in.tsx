import type { BuiltInWidget } from '@agency/contracts';
import { Controller } from 'react-hook-form';
import { Checkbox, Input, Select, TextArea } from '../../../components/admin/ui';
import { cn } from '../../../lib/cn';
import { asText, type Widget } from './widget';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });

/** List fields: split by comma or line, entries trimmed, empties dropped. */
export function splitList(value: string, separator: 'comma' | 'line'): string[] {
  return value
    .split(separator === 'comma' ? ',' : '\n')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

const textValue = {
  toForm: (raw: unknown) => asText(raw),
  toPayload: (value: unknown) => (typeof value === 'string' ? value.trim() : value),
  text: asText,
};

/** The controls every collection may use. */
export const BUILT_IN: Record<BuiltInWidget, Widget> = {
  text: { ...textValue, Input: ({ field, common }) => <Input {...common} type={field.type ?? 'text'} /> },
  textarea: {
    ...textValue,
    Input: ({ field, common }) => (
      <TextArea {...common} rows={field.rows ?? 3} inputClassName={field.mono ? 'font-mono' : undefined} />
    ),
  },
  price: {
    toForm: (raw) => asText(raw),
    // Parsed as a decimal, falling back to 0.
    toPayload: (value) => {
      const parsed = Number.parseFloat(String(value).replace(',', '.'));
      return Number.isFinite(parsed) ? parsed : 0;
    },
    text: (value) => euro.format(Number(value ?? 0)),
    Input: ({ common }) => <Input {...common} inputMode="decimal" />,
  },
  select: {
    ...textValue,
    text: (value, field) => {
      const option = field.options?.find((entry) => entry.value === value);
      return option ? option.label : asText(value);
    },
    Input: ({ field, common }) => (
      <Select {...common}>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    ),
  },
  checkbox: {
    toForm: (raw, field) => (typeof raw === 'boolean' ? raw : Boolean(field.initial ?? false)),
    toPayload: (value) => value,
    text: (value) => (value === true ? 'Ja' : 'Nein'),
    Input: ({ field, form }) => (
      <div className={cn('flex items-end pb-2', field.wide && 'sm:col-span-2')}>
        <Controller
          control={form.control}
          name={field.path}
          render={({ field: { value, onChange } }) => (
            <Checkbox label={field.label} checked={Boolean(value)} onChange={onChange} />
          )}
        />
      </div>
    ),
  },
  list: {
    toForm: (raw, field) => (Array.isArray(raw) ? raw.join(field.separator === 'comma' ? ', ' : '\n') : ''),
    toPayload: (value, field) => splitList(String(value ?? ''), field.separator ?? 'line'),
    text: (value) => (Array.isArray(value) ? value.join(', ') : asText(value)),
    Input: ({ field, common }) => (
      <TextArea
        {...common}
        hint={field.hint ?? (field.separator === 'comma' ? 'kommagetrennt' : 'eine pro Zeile')}
        rows={field.separator === 'comma' ? 2 : 4}
      />
    ),
    // The first four entries.
    Display: ({ value }) =>
      Array.isArray(value) ? (
        <ul className="list-disc pl-5 text-xs text-slate-600">
          {(value as string[]).slice(0, 4).map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      ) : null,
  },
};
