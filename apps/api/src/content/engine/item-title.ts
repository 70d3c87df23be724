/** The fields an item is known by, in every collection: a person's or package's name, a story's or project's title and its company or client. */
export const ITEM_TITLE_FIELDS = ['name', 'title', 'company', 'client'] as const;

const MAX_TITLE = 120;

/**
 * How staff see an item named wherever it is listed (the site's history, 'Geplant'): its name, or its title
 * after the company or client it is about ('Müller GmbH – Neue Website'); undefined when all are empty.
 */
export function itemTitle(fields: Readonly<Record<string, unknown>> | null | undefined): string | undefined {
  const text = (key: (typeof ITEM_TITLE_FIELDS)[number]) => {
    const value = fields?.[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const name = text('name');
  const title = text('title');
  const owner = text('company') ?? text('client');
  const shown = name ?? (owner && title ? `${owner} – ${title}` : (title ?? owner));
  return shown?.slice(0, MAX_TITLE);
}
