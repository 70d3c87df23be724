import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { PriceText } from './price-text';

/** A list of short texts, each after an icon (a check mark unless told otherwise). */
export function CheckList({
  items,
  icon: Icon = Check,
  className = 'mt-2 space-y-1.5 text-sm text-slate-700',
  itemClassName = 'flex gap-2',
  iconClassName = 'mt-0.5 size-4 shrink-0 text-accent-600',
}: {
  items: readonly string[];
  icon?: LucideIcon;
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon className={iconClassName} aria-hidden />
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

/** Named prices (packages, add-ons): one row each, the name left and the price right. */
export function PriceList({
  items,
  className = 'mt-2',
  nameClassName,
  priceClassName = 'font-semibold',
}: {
  items: readonly { name: string; price: string }[];
  className?: string;
  nameClassName?: string;
  priceClassName?: string;
}) {
  return (
    <ul className={cn('divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm', className)}>
      {items.map((item) => (
        <li key={item.name} className="flex justify-between gap-4 px-4 py-2.5">
          <span className={nameClassName}>{item.name}</span>
          <span className={cn('text-right', priceClassName)}>
            <PriceText>{item.price}</PriceText>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Figures with their labels: each value drawn above its label, while the `<dl>` reads label then value (the
 * order a screen reader announces).
 */
export function FigureList({
  items,
  className,
  itemClassName,
  labelClassName,
  valueClassName,
}: {
  items: readonly { label: string; value: string }[];
  className: string;
  itemClassName: string;
  labelClassName: string;
  valueClassName: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label} className={cn('flex flex-col-reverse', itemClassName)}>
          <dt className={labelClassName}>{item.label}</dt>
          <dd className={valueClassName}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
