import type { DataSource } from 'typeorm';
import { SEED_EMAIL_TEMPLATES } from '../content/seed/data/email-template';
import { ContentDocumentRecord } from '../content/engine/content-read-model.entity';

/** A mail's template: staff's version (content API, E-Mail-Vorlagen), else the built-in one. */
export async function emailTemplate(
  dataSource: DataSource,
  id: string,
): Promise<{ subject: string; html_template: string }> {
  const row = await dataSource.getRepository(ContentDocumentRecord).findOneBy({ key: `email-template-${id}` });
  const stored = row?.data as { subject?: unknown; html_template?: unknown } | undefined;
  if (
    typeof stored?.subject === 'string' &&
    typeof stored.html_template === 'string' &&
    stored.subject &&
    stored.html_template
  )
    return { subject: stored.subject, html_template: stored.html_template };
  const seed = SEED_EMAIL_TEMPLATES.find((t) => t.id === id);
  if (!seed) throw new Error(`E-Mail-Vorlage ${id} fehlt`);
  return seed;
}
