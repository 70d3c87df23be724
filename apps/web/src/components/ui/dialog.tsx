import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { cn } from '../../lib/cn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  testId?: string;
  /** false: neither Escape, the backdrop nor a × closes it; only its own buttons do (e.g. a login to go on). */
  dismissible?: boolean;
}

/** The open modals, innermost last: only that one takes Escape and keeps the focus (a question over a form). */
const openDialogs: object[] = [];

/**
 * What makes a modal usable by keyboard: focus moves in (to `[data-autofocus]` or the panel) and is kept
 * inside while tabbing, Escape closes, focus returns to the opener, the page behind does not scroll. A modal
 * opened over another one (e.g. 'Ungespeicherte Änderungen verwerfen?' over a form) has the keys to itself.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>, onClose: () => void) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const self = {};
    openDialogs.push(self);
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      );
      if (items.length === 0) return;
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && (document.activeElement === head || document.activeElement === panel.current)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [panel]);
}

/**
 * A modal's backdrop (a click on it: `onBackdrop`) and its panel, labelled by `titleId`: at the bottom on a
 * phone, centred from sm up; `className` styles the panel.
 */
export function ModalFrame({
  panel,
  titleId,
  onBackdrop,
  className,
  testId,
  backdropTestId,
  children,
}: {
  panel: Ref<HTMLDivElement>;
  titleId: string;
  onBackdrop: () => void;
  className: string;
  testId?: string;
  backdropTestId?: string;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4" data-testid={testId}>
      <div
        className="absolute inset-0 bg-navy-950/60 backdrop-blur-sm"
        onClick={onBackdrop}
        data-testid={backdropTestId}
        aria-hidden
      />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={className}>
        {children}
      </div>
    </div>
  );
}

/**
 * Modal dialog: focus moves in and is kept inside, Escape and the backdrop close it, focus returns to the
 * opener, the page behind does not scroll.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  footer,
  size = 'lg',
  testId,
  dismissible = true,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = dismissible ? onClose : () => undefined;

  useDialogFocus(panel, close);

  return (
    <ModalFrame
      panel={panel}
      titleId={titleId}
      onBackdrop={close}
      testId={testId}
      className={cn(
        'relative flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl outline-none sm:rounded-2xl',
        size === 'md' && 'max-w-xl',
        size === 'lg' && 'max-w-3xl',
        size === 'xl' && 'max-w-5xl',
      )}
    >
      <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div>
          <h2 id={titleId} className="text-xl font-bold tracking-tight text-navy-900">
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
        </div>
        {dismissible && <CloseButton onClose={onClose} />}
      </header>
      <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      {footer && <footer className="border-t border-slate-200 px-5 py-4 sm:px-6">{footer}</footer>}
    </ModalFrame>
  );
}

/**
 * A dialog's buttons in its footer: beside each other on the right where they fit, wrapping where they do
 * not; on a phone one under the other across the whole width, the last (the main action) on top.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div
      className="flex flex-col-reverse gap-2 *:w-full sm:flex-row sm:flex-wrap sm:justify-end sm:*:w-auto"
      data-testid="dialog-actions"
    >
      {children}
    </div>
  );
}

/** The × of a dialog's header. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Schließen"
      className="rounded-lg p-1.5 text-slate-500 transition hover:bg-slate-100 hover:text-navy-900"
    >
      <X className="size-5" aria-hidden />
    </button>
  );
}
