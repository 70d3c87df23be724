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
  panelOf,
}: {
  label: string;
  items: readonly TabItem<T>[];
  active: T;
  onChange: (next: T) => void;
  ids: TabIds;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  tabClassName: (selected: boolean) => string;
  /**
   * One panel per tab, each with this id: the tabs are links to their panels, so they work before the
   * page's code runs and without it (the panels then show by `:target`, see TabPanels).
   */
  panelOf?: (value: T) => string;
}) {
  const tabs = useRef<(HTMLElement | null)[]>([]);
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
        const common = {
          ref: (element: HTMLElement | null) => {
            tabs.current[index] = element;
          },
          role: 'tab',
          id: ids.tab(item.value),
          'aria-selected': selected,
          'aria-controls': panelOf ? panelOf(item.value) : ids.panel,
          tabIndex: selected ? 0 : -1,
          onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
          className: tabClassName(selected),
        } as const;
        return panelOf ? (
          <a
            key={item.value}
            {...common}
            href={`#${panelOf(item.value)}`}
            onClick={(event) => {
              event.preventDefault();
              onChange(item.value);
            }}
          >
            {item.label}
          </a>
        ) : (
          <button key={item.value} {...common} type="button" onClick={() => onChange(item.value)}>
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

/**
 * One panel per tab (TabList with `panelOf`). Until the page's code runs (`enhanced`), the styles show the
 * panel the address names (`#id`, :target) or else the first (styles.css, `[data-tab-panels]`); then the
 * selected one alone, by `hidden`.
 */
export function TabPanels<T extends string>({
  items,
  active,
  ids,
  panelOf,
  enhanced,
  className,
  render,
}: {
  items: readonly T[];
  active: T;
  ids: TabIds;
  panelOf: (value: T) => string;
  enhanced: boolean;
  className?: string;
  render: (value: T) => ReactNode;
}) {
  return (
    <div data-tab-panels="" data-enhanced={enhanced ? '' : undefined}>
      {items.map((value) => (
        <div
          key={value}
          role="tabpanel"
          id={panelOf(value)}
          aria-labelledby={ids.tab(value)}
          tabIndex={0}
          hidden={enhanced ? value !== active : undefined}
          className={className}
        >
          {render(value)}
        </div>
      ))}
    </div>
  );
}
