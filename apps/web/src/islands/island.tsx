import { createElement, useId, type ComponentType } from 'react';
import { useServerContext } from '../components/seo/server-context';
import { ISLAND_TAG } from './names';

/**
 * When an island's code loads and hydrates: 'idle' after the page has loaded, once the browser has nothing
 * else to do; 'first' after the load too, ahead of the 'idle' ones (the tracker, which then hears what
 * the other islands signal, and what the visitor must see soon, the cookie banner); 'visible' when the island comes near the window. A first touch, click, focus or key inside an
 * island hydrates it at once whatever its moment.
 */
export type HydrateWhen = 'first' | 'idle' | 'visible';

/** An interactive part of a public page: a name the browser's loader knows and the component it hydrates. */
export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
}

export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): IslandDefinition<P> {
  return { name, Component };
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
  when = 'idle',
}: {
  of: IslandDefinition<P>;
  props: P;
  when?: HydrateWhen;
}) {
  const key = useId();
  const islands = useServerContext()?.islands;
  if (!islands) return <of.Component {...props} />;
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
