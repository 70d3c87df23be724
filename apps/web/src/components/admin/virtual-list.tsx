import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface VirtualListProps<T> {
  items: readonly T[];
  /** First guess of a row's height; rows are measured once rendered (expandable rows grow). */
  estimateSize: number;
  getKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  /** Height of the scroll area. */
  maxHeight?: string;
  label?: string;
  /** What shows instead of the list while it has no items ('Noch keine Einträge'). */
  empty: string;
}

/** A list that renders only the rows in view, so thousands of requests, customers or notes stay fast. */
export function VirtualList<T>({
  items,
  estimateSize,
  getKey,
  renderItem,
  className,
  maxHeight = '70vh',
  label,
  empty,
}: VirtualListProps<T>) {
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => parent.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index], index),
    overscan: 8,
    // jsdom has no layout: render a first page of rows there so tests see them.
    initialRect: { width: 800, height: 800 },
  });
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <div
      ref={parent}
      className={cn('overflow-y-auto', className)}
      style={{ maxHeight }}
      role="list"
      aria-label={label}
      data-testid="virtual-list"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            role="listitem"
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index], row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
