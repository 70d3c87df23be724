import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';

const control =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-navy-900 shadow-sm transition placeholder:text-slate-400 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/30';

interface LabelProps {
  label: string;
  /** Shows an asterisk (the field is also `required`). */
  markRequired?: boolean;
  className?: string;
}

function FieldLabel({ id, label, markRequired }: { id: string; label: string; markRequired?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-700">
      {label}
      {markRequired && (
        <span className="text-red-600" aria-hidden>
          {' '}
          *
        </span>
      )}
    </label>
  );
}

export function TextField({
  label,
  markRequired,
  className,
  ...input
}: LabelProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} markRequired={markRequired} />
      <input id={id} className={control} {...input} />
    </div>
  );
}

export function SelectField({
  label,
  markRequired,
  className,
  children,
  ...select
}: LabelProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} markRequired={markRequired} />
      <select id={id} className={cn(control, 'pr-8')} {...select}>
        {children}
      </select>
    </div>
  );
}

export function TextAreaField({
  label,
  markRequired,
  className,
  ...area
}: LabelProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} markRequired={markRequired} />
      <textarea id={id} className={control} {...area} />
    </div>
  );
}

/** Hidden from people (and screen readers), filled in by naive bots. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
