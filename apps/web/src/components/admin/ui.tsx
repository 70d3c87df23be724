import { CheckCircle2, ChevronDown, LoaderCircle, RefreshCw, Save, Trash2, TriangleAlert } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { ZodError } from 'zod';
import { ApiRequestError, StaffFacingError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { iconLabel } from '../../lib/staff-format';
import { SelectField, TextAreaField, TextField } from '../forms/fields';
import { TabList, type TabIds, type TabItem } from '../ui/tabs';

/* Small building blocks of the back-office screens. */

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
const variants: Record<Variant, string> = {
  // White on accent-700 (4.9:1): accent-600 gave 3.3:1, below WCAG AA for its 14 px label.
  primary: 'bg-accent-700 text-white hover:bg-accent-800 disabled:bg-accent-700/50',
  secondary: 'border border-slate-300 bg-white text-navy-900 hover:bg-slate-50 disabled:opacity-60',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-navy-900 disabled:opacity-50',
};

export function Button({
  variant = 'secondary',
  className,
  busy,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean }) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3.5 py-2 text-sm font-medium transition disabled:cursor-not-allowed',
        variants[variant],
        className,
      )}
      {...rest}
    >
      {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
      {children}
    </button>
  );
}

/** A screen's save action: busy and disabled while its save runs ('Speichern' unless labelled otherwise). */
export function SaveButton({
  onClick,
  pending,
  label = 'Speichern',
}: {
  onClick: () => void;
  pending: boolean;
  label?: string;
}) {
  return (
    <Button variant="primary" onClick={onClick} busy={pending} disabled={pending}>
      <Save className="size-4" aria-hidden />
      {label}
    </Button>
  );
}

/** 'Neu laden': reads the screen's data again from the server. */
export function ReloadButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <RefreshCw className="size-4" aria-hidden />
      Neu laden
    </Button>
  );
}

export function IconButton({
  label,
  className,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'rounded-lg p-1.5 text-slate-500 transition hover:bg-slate-100 hover:text-navy-900 disabled:opacity-40',
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}

/** The bin of an entry: `label` names what goes ('Service löschen'); `onClick` asks before it goes. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} className="hover:text-red-600" onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
    </IconButton>
  );
}

export interface BannerMessage {
  kind: 'success' | 'error';
  text: string;
}

/** Green or red message above a screen. */
export function Banner({ message, onClose }: { message: BannerMessage | null; onClose?: () => void }) {
  if (!message) return null;
  const error = message.kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      data-testid={error ? 'banner-error' : 'banner-success'}
      className={cn(
        'flex items-start gap-2 rounded-xl border px-4 py-3 text-sm',
        error ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800',
      )}
    >
      {error ? (
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <p className="flex-1">{message.text}</p>
      {onClose && (
        <button type="button" className="text-xs underline" onClick={onClose}>
          Schließen
        </button>
      )}
    </div>
  );
}

/** A banner state; `hideAfterMs` hides success messages after a while (e.g. legal texts: 3 s). */
export function useBanner(hideAfterMs?: number) {
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    message,
    clear: () => setMessage(null),
    success: (text: string) => {
      setMessage({ kind: 'success', text });
      clearTimeout(timer.current);
      if (hideAfterMs) timer.current = setTimeout(() => setMessage(null), hideAfterMs);
    },
    error: (text: string) => {
      clearTimeout(timer.current);
      setMessage({ kind: 'error', text });
    },
  };
}

/** What a failed call tells staff when the server failed (a 5xx): the reason, never the server's own text. */
export const SERVER_FAILED_TEXT = 'Der Server hat einen Fehler gemeldet. Bitte versuchen Sie es erneut.';
/** An answer the screen cannot read (not the shape it expects). */
export const UNEXPECTED_ANSWER_TEXT = 'Die Antwort des Servers war unerwartet. Bitte laden Sie die Seite neu.';
const NOT_FOUND_TEXT = 'Der Eintrag wurde nicht gefunden. Vielleicht wurde er inzwischen gelöscht.';
const UNEXPECTED_TEXT = 'Ein unerwarteter Fehler ist aufgetreten. Bitte laden Sie die Seite neu.';

/**
 * The text to show for a failed call, always German: a 4xx answer's message (the validation texts, the 409 of
 * a stale edit) as it is; otherwise the fallback ('Fehler beim Speichern') with the reason: the server failed
 * (5xx), the entry is gone (404), the server was not reached, its answer was unreadable. Errors of the
 * browser or a library (English) are never shown as they are.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500) return `${fallback}: ${SERVER_FAILED_TEXT}`;
    if (error.status === 404) return `${fallback}: ${NOT_FOUND_TEXT}`;
    if (error.status === 0) return `${fallback}: ${error.message}`;
    if (/^HTTP \d+$/.test(error.message)) return `${fallback}: Die Anfrage wurde abgelehnt (HTTP ${error.status}).`;
    return error.message;
  }
  if (error instanceof ZodError) return `${fallback}: ${UNEXPECTED_ANSWER_TEXT}`;
  if (error instanceof StaffFacingError) return `${fallback}: ${error.message}`;
  return error === undefined || error === null ? fallback : `${fallback}: ${UNEXPECTED_TEXT}`;
}

/**
 * `labelClassName` styles the visible label (e.g. 'hidden sm:inline' where a phone has no room for it). A
 * disabled switch fades its toggle; its label stays readable (AA contrast), as it says what is locked.
 */
export function Switch({
  checked,
  onChange,
  label,
  disabled,
  hideLabel,
  labelClassName,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  disabled?: boolean;
  hideLabel?: boolean;
  labelClassName?: string;
}) {
  return (
    <label className={cn('inline-flex items-center gap-2 text-sm', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition disabled:opacity-50',
          checked ? 'bg-accent-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
      {!hideLabel && (
        <span className={cn(disabled ? 'text-slate-500' : 'text-slate-700', labelClassName)}>{label}</span>
      )}
    </label>
  );
}

type FieldProps = {
  label: string;
  required?: boolean;
  hint?: string;
  description?: string;
  error?: string;
  className?: string;
};

/*
 * The back-office's fields: the shared form fields (components/forms) in the back-office's look. `required`
 * marks the label only; the screens check their contract schema themselves.
 */
/** `inputClassName` styles the input alone (e.g. a code font). */
export function Input({
  required,
  ...rest
}: FieldProps & { inputClassName?: string } & Omit<ComponentProps<'input'>, 'required' | 'className'>) {
  return <TextField look="admin" markRequired={required} {...rest} />;
}

/** `className` styles the field with its label; `inputClassName` the text box alone (e.g. a code font). */
export function TextArea({
  required,
  ...rest
}: FieldProps & { inputClassName?: string } & Omit<ComponentProps<'textarea'>, 'required' | 'className'>) {
  return <TextAreaField look="admin" markRequired={required} {...rest} />;
}

export function Select({
  required,
  ...rest
}: FieldProps & Omit<ComponentProps<'select'>, 'required' | 'className'> & { children: ReactNode }) {
  return <SelectField look="admin" markRequired={required} {...rest} />;
}

/** 'Symbol': picks one of `icons`, each named in German (iconLabel). */
export function IconSelect({
  icons,
  ...rest
}: Omit<FieldProps, 'label'> &
  Omit<ComponentProps<'select'>, 'required' | 'className' | 'children'> & {
    icons: readonly string[];
  }) {
  return (
    <Select label="Symbol" {...rest}>
      {icons.map((icon) => (
        <option key={icon} value={icon}>
          {iconLabel(icon)}
        </option>
      ))}
    </Select>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className={cn('inline-flex items-center gap-2 text-sm text-slate-700', disabled && 'opacity-50')}>
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-accent-600"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    // min-w-0: in a grid or flex row a panel takes the room it is given, and its content wraps or scrolls inside.
    <section className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm', className)}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold text-navy-900">{title}</h2>}
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * One entry of a document's list that opens in place (a FAQ category, a service): the title with a detail
 * beside it (under it on a phone, instead of squeezing both into columns) opens and closes the entry, the
 * entry's own actions (switches, delete) stand on the right, and its fields show below while it is open.
 */
export function CollapsibleCard({
  title,
  detail,
  open,
  onToggle,
  actions,
  dimmed = false,
  bodyClassName,
  children,
  'data-testid': testId,
}: {
  title: string;
  detail: ReactNode;
  open: boolean;
  onToggle: () => void;
  actions: ReactNode;
  /** Switched off: shown faded. */
  dimmed?: boolean;
  bodyClassName?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const body = useId();
  return (
    <section
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', dimmed && 'opacity-60')}
      data-testid={testId}
    >
      <div className="flex items-center gap-3 px-4 py-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? body : undefined}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-2 text-left font-semibold text-navy-900"
        >
          <ChevronDown className={cn('size-4 shrink-0 transition', open && 'rotate-180')} aria-hidden />
          <span className="min-w-0 sm:flex sm:flex-wrap sm:items-baseline sm:gap-x-2">
            <span className="block">{title || '(ohne Titel)'}</span>
            <span className="block text-sm font-normal text-slate-500">
              <span className="hidden sm:inline">· </span>
              {detail}
            </span>
          </span>
        </button>
        {actions}
      </div>
      {open && (
        <div id={body} className={cn('border-t border-slate-100 p-4', bodyClassName)}>
          {children}
        </div>
      )}
    </section>
  );
}

/** A table's column headings, one `<th scope="col">` each: `cellClassName` unless a heading brings its own. */
export function TableHead({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly (string | { label: string; className: string })[];
  className?: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const { label, className: cell } =
            typeof column === 'string' ? { label: column, className: cellClassName } : column;
          return (
            <th key={label} scope="col" className={cell}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * A back-office table: its cells' texts kept apart. `stack`: on a phone each row shows as a block of
 * 'heading: value' lines, every cell naming its column in `data-label` (a row heading without one is the
 * block's title), so no column is pushed out of view.
 */
export function DataTable({
  stack = false,
  className,
  children,
  ...rest
}: ComponentProps<'table'> & { stack?: boolean }) {
  return (
    <table className={cn('data-table w-full text-sm', stack && 'data-table-stack', className)} {...rest}>
      {children}
    </table>
  );
}

/** A cell of a stacking DataTable: its column's heading in `label`, its content in one element beside it. */
export function DataCell({ label, children, ...rest }: ComponentProps<'td'> & { label: string }) {
  return (
    <td data-label={label} {...rest}>
      <span>{children}</span>
    </td>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">
      {children}
    </p>
  );
}

export function Loading({ text = 'Wird geladen…' }: { text?: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      {text}
    </p>
  );
}

/**
 * Toolbar above a screen: a hint on the left, actions on the right. A long hint wraps within its own
 * column instead of pushing the actions onto a line of their own; only on a narrow screen, where the
 * hint cannot keep 16rem beside them, do the actions move below it (still right-aligned).
 */
export function Toolbar({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-testid="toolbar">
      {/* slate-600: slate-500 on the back-office's slate-100 is 4.3:1, below AA. */}
      {hint && <div className="min-w-0 flex-1 basis-64 text-sm text-slate-600">{hint}</div>}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2" data-testid="toolbar-actions">
        {children}
      </div>
    </div>
  );
}

/** A screen's inner tabs (Preise, Rechtstexte): a segmented control above the active tab's content. */
/** The back-office's inner tabs (Preise, Rechtstexte): the shared TabList in the back-office's look; the screen renders the TabPanel. */
export function InnerTabs<T extends string>({
  label,
  tabs,
  active,
  onChange,
  ids,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (next: T) => void;
  ids: TabIds;
}) {
  return (
    <TabList
      label={label}
      items={tabs}
      active={active}
      onChange={onChange}
      ids={ids}
      className="inline-flex rounded-xl bg-slate-200/70 p-1"
      tabClassName={(selected) =>
        cn(
          'rounded-lg px-4 py-1.5 text-sm font-medium transition',
          selected ? 'bg-white text-navy-900 shadow' : 'text-slate-600 hover:text-navy-900',
        )
      }
    />
  );
}

// Moments as staff read them (Berlin time): one formatter for the whole back-office.
export { formatDate, formatDateTime } from '../../lib/staff-format';
