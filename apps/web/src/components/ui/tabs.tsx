import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The ids that tie a tab list to its panel (WAI-ARIA tabs): made once per widget by useTabIds. */
export interface TabIds {
  tab: (value: string) => string;
  panel: string;
}

export function useTabIds(): TabIds {
  const base = useId();
  return { tab: (value) => `${base}-tab-${value}`, panel: `${base}-panel` };
}

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowDown: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  ArrowUp: (index) => index - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The one tab widget of the product (public pages and back-office alike), as the WAI-ARIA Authoring
 * Practices describe tabs with automatic activation: only the selected tab is in the tab order, the arrow
 * keys, Home and End move to another tab and select it. The caller styles the tabs and renders the panel
 * (TabPanel with the same ids).
 */
export function TabList<T extends string>({
  label,
  items,
  active,
  onChange,
  ids,
  orientation = 'horizontal',
  className,
  tabClassName,
}: {
  label: string;
  items: readonly TabItem<T>[];
  active: T;
  onChange: (next: T) => void;
  ids: TabIds;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  tabClassName: (selected: boolean) => string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const target = (move(index, items.length) + items.length) % items.length;
    onChange(items[target].value);
    tabs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} aria-orientation={orientation} className={className}>
      {items.map((item, index) => {
        const selected = item.value === active;
        return (
          <button
            key={item.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab(item.value)}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={tabClassName(selected)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab, named by it. */
export function TabPanel({
  ids,
  active,
  className,
  children,
}: {
  ids: TabIds;
  active: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(active)} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
