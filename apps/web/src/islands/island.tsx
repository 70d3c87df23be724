import { createElement, useEffect, useId, useRef, type ComponentType } from 'react';
import { useServerContext } from '../components/seo/server-context';
import { ISLAND_TAG } from './names';
import type { ScriptIsland } from './script';

/**
 * When an island's code loads and runs: 'use' (the default) on the visitor's first touch, click, focus or
 * key inside it, or a pointer resting on it; 'scroll' on the same or the page's first scroll; 'first' after
 * the page has loaded, in the page's order (the tracker, which then hears what the other islands signal, and
 * the consent banner, which the visitor must see soon); 'visible' when the island comes near the window.
 * Whatever its moment, an island holding the element the address's fragment names runs at once, and a first
 * touch, click, focus or key inside an island runs it at once.
 */
export type HydrateWhen = 'use' | 'scroll' | 'first' | 'visible';

/**
 * An interactive part of a public page: a name the browser's loader knows and the component the server
 * renders into it. The browser hydrates that component, or, for a script island, runs the island's plain DOM
 * code (`script`: its module, islands/<name>.script.ts, as the registry loads it too) on the server's markup.
 */
export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
  script?: () => Promise<{ default: ScriptIsland<P> }>;
}

export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  options: Pick<IslandDefinition<P>, 'script'> = {},
): IslandDefinition<P> {
  return { name, Component, ...options };
}

/** One island of a server render: rendered on its own after the page (its own ids), then put into its element. */
export interface RenderedIsland {
  index: number;
  island: IslandDefinition<object>;
  props: object;
}

/** The islands of one server render, by the id of the Island element that placed them. */
export type IslandCollector = Map<string, RenderedIsland>;

/**
 * An interactive part of a page. A page rendered as islands (the server context collects them) gets a marker
 * element with the island's name and props (JSON); the server renders the component on its own into it, and
 * the browser's loader hydrates that element alone. Everywhere else (the single-page app, a render without
 * collector) the component renders in place. Props must survive JSON: callbacks stay inside the island.
 */
export function Island<P extends object>({
  of,
  props,
  when = 'use',
}: {
  of: IslandDefinition<P>;
  props: P;
  when?: HydrateWhen;
}) {
  const key = useId();
  const islands = useServerContext()?.islands;
  if (!islands)
    return of.script ? <ScriptInPlace of={of} script={of.script} props={props} /> : <of.Component {...props} />;
  let placed = islands.get(key);
  if (!placed) {
    placed = { index: islands.size, island: of as IslandDefinition<object>, props };
    islands.set(key, placed);
  }
  return createElement(ISLAND_TAG, {
    'data-island': of.name,
    'data-index': placed.index,
    'data-when': when,
    'data-props': JSON.stringify(props),
  });
}

/**
 * A script island inside the single-page app: its markup in its element and its code started on it, started
 * again when its props change and undone when it leaves the page.
 */
function ScriptInPlace<P extends object>({
  of,
  script,
  props,
}: {
  of: IslandDefinition<P>;
  script: NonNullable<IslandDefinition<P>['script']>;
  props: P;
}) {
  const element = useRef<HTMLElement>(null);
  const propsJson = JSON.stringify(props);
  useEffect(() => {
    let stop: (() => void) | void;
    let left = false;
    void script().then(({ default: island }) => {
      if (!left && element.current) stop = island.start(element.current, JSON.parse(propsJson) as P);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [script, propsJson]);
  return createElement(ISLAND_TAG, { ref: element, 'data-island': of.name }, <of.Component {...props} />);
}
