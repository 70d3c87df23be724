import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A list of short texts, each after an icon (a check mark unless told otherwise). */
export function CheckList({
  items,
  icon: Icon = Check,
  className = 'mt-2 space-y-1.5 text-sm text-slate-700',
}: {
  items: readonly string[];
  icon?: LucideIcon;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Technologies and the like: one pill each. */
export function TagList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className ?? 'mt-3')}>
      {items.map((item) => (
        <li key={item} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-800">
          {item}
        </li>
      ))}
    </ul>
  );
}
