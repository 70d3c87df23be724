import { ChevronDown, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/admin/ui';
import { cn } from '../../lib/cn';

/** A label and its value in an opened row; an empty value shows as '–'. */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="break-words text-sm text-navy-900">{value || '–'}</dd>
    </div>
  );
}

/** 'Löschen' in an opened row: asks to delete the row's entry. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" className="text-red-600" onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
      Löschen
    </Button>
  );
}

/**
 * A list row that opens in place: its button shows `summary` and tells assistive technology whether the row
 * is open; `children` show below it while it is.
 */
export function ExpandableRow({
  open,
  onToggle,
  summary,
  children,
  className,
  testId,
}: {
  open: boolean;
  onToggle: () => void;
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <li className={className} data-testid={testId}>
      <button
        type="button"
        aria-expanded={open}
        onClick={onToggle}
        className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50"
      >
        <ChevronDown
          className={cn('mt-1 size-4 shrink-0 text-slate-400 transition', open && 'rotate-180')}
          aria-hidden
        />
        {summary}
      </button>
      {open && <div className="space-y-4 px-4 pb-4 sm:px-11">{children}</div>}
    </li>
  );
}
