import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/*
 * The one set of form fields of the site and the back-office: a label, the control, and the field's own
 * error (German, from the contract schema) right below it, tied to the control by aria-describedby.
 */

/** 'public': the site's roomier fields; 'admin': the back-office's compact ones (disabled look included). */
export type FieldLook = 'public' | 'admin';

const controls: Record<FieldLook, string> = {
  public:
    'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-navy-900 shadow-sm transition placeholder:text-slate-400 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/30',
  admin:
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-navy-900 shadow-sm placeholder:text-slate-400 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/30 disabled:bg-slate-100 disabled:text-slate-400',
};
const invalidControl = 'border-red-500 focus:border-red-600 focus:ring-red-500/30';

export interface FieldProps {
  label: string;
  /** Shows an asterisk (hidden from screen readers; the control itself says `required` where it is). */
  markRequired?: boolean;
  /** A short hint after the label, e.g. 'eine Zeile je Eintrag'. */
  hint?: string;
  /** A sentence below the label that explains the field (read with the control: aria-describedby). */
  description?: string;
  /** The field's error message, shown below the control. */
  error?: string;
  look?: FieldLook;
  /** Styles the field with its label. */
  className?: string;
}

function FieldFrame({
  id,
  label,
  markRequired,
  hint,
  description,
  error,
  className,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {markRequired && (
          <span className="text-red-600" aria-hidden>
            {' '}
            *
          </span>
        )}
        {hint && <span className="ml-1 font-normal text-slate-500">({hint})</span>}
      </label>
      {description && (
        <p id={`${id}-description`} className="mt-0.5 text-xs text-slate-600">
          {description}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's props that tie it to its label, description and error. */
function controlProps(
  id: string,
  look: FieldLook,
  { error, description }: Pick<FieldProps, 'error' | 'description'>,
  className?: string,
) {
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    className: cn(controls[look], error && invalidControl, className),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * Splits a field's props: those of its frame (label, hint, error), those of its control, and the class
 * that styles the control alone (`inputClassName`).
 */
function split<P extends FieldProps & { inputClassName?: string }>({
  label,
  markRequired,
  hint,
  description,
  error,
  look = 'public',
  className,
  inputClassName,
  ...control
}: P) {
  return { frame: { label, markRequired, hint, description, error, className }, look, inputClassName, control };
}

/** `inputClassName` styles the input alone (e.g. a code font). */
export function TextField(
  props: FieldProps & Omit<ComponentProps<'input'>, 'className'> & { inputClassName?: string },
) {
  const id = useId();
  const { frame, look, inputClassName, control } = split(props);
  return (
    <FieldFrame id={id} {...frame}>
      <input {...control} {...controlProps(id, look, frame, inputClassName)} />
    </FieldFrame>
  );
}

export function SelectField(props: FieldProps & Omit<ComponentProps<'select'>, 'className'>) {
  const id = useId();
  const { frame, look, control } = split(props);
  return (
    <FieldFrame id={id} {...frame}>
      <select {...control} {...controlProps(id, look, frame, look === 'public' ? 'pr-8' : undefined)} />
    </FieldFrame>
  );
}

/** `inputClassName` styles the text box alone (e.g. a code font). */
export function TextAreaField(
  props: FieldProps & Omit<ComponentProps<'textarea'>, 'className'> & { inputClassName?: string },
) {
  const id = useId();
  const { frame, look, inputClassName, control } = split(props);
  return (
    <FieldFrame id={id} {...frame}>
      <textarea {...control} {...controlProps(id, look, frame, cn(look === 'admin' && 'min-h-20', inputClassName))} />
    </FieldFrame>
  );
}

/** Hidden from people (and screen readers), filled in by naive bots. */
export function Honeypot(input: ComponentProps<'input'>) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" {...input} />
      </label>
    </div>
  );
}
