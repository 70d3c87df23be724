import type { Type } from '@nestjs/common';
import {
  type EmailTemplateFields,
  emailTemplatePlaceholders,
  emailTemplateSchema,
  emailTemplateSchemaFor,
  emailTemplatesKind,
} from '@agency/contracts';
import { envelope, openApiSchema } from '../../infrastructure/http/openapi';
import type { ContentDocuments, StoredDocument } from '../engine/content-documents';
import { nonEmptyBody, parseContent } from '../engine/content-input';
import { carrySample } from '../engine/document-routes';
import { contentId, historyRoute, kindController, restoreRoute, type RouteCall } from '../engine/kind-routes';

/**
 * Every write of a template (save, restore, the seed) uses only the placeholders the template's sender fills:
 * the contract's list per id (emailTemplatesKind.schemaForKey), which the editor shows and checks too.
 */
type Templates = ContentDocuments<typeof emailTemplateSchema, EmailTemplateFields>;

/** The placeholders are the contract's for the id, whatever an earlier version stored. */
const withKnownPlaceholders = (id: string, template: EmailTemplateFields): EmailTemplateFields => ({
  ...template,
  placeholders: emailTemplatePlaceholders(id).map(({ key, description }) => ({ key, description })),
});

const toTemplate = (stored: StoredDocument<EmailTemplateFields>) => ({
  id: stored.key,
  ...withKnownPlaceholders(stored.key, stored.document),
  version: stored.version,
  updated_at: stored.updated_at,
  updated_by: stored.updated_by,
});

const LABEL = 'E-Mail-Vorlage';
const id = (call: RouteCall<Templates>) => contentId(call, LABEL);

/** The routes of the e-mail templates, one document per template id (a keyed kind). */
export const EmailTemplatesAdminController: Type = kindController<Templates>({
  kind: emailTemplatesKind.name,
  role: 'Admin',
  path: 'email-templates',
  tag: 'E-Mail-Vorlagen',
  permission: emailTemplatesKind.permission,
  routes: [
    {
      name: 'list',
      method: 'GET',
      summary: 'Alle E-Mail-Vorlagen mit Platzhaltern und Version',
      response: envelope('templates', { type: 'array', items: openApiSchema(emailTemplateSchema, 'output') }),
      handle: async ({ content }) => ({ success: true, templates: (await content.list()).map(toTemplate) }),
    },
    {
      name: 'placeholders',
      method: 'GET',
      path: 'placeholders',
      summary: 'Alle Platzhalter der Vorlagen ({{key}})',
      handle: async ({ content }) => {
        const byKey = new Map<string, string>();
        for (const stored of await content.list()) {
          for (const placeholder of emailTemplatePlaceholders(stored.key))
            if (!byKey.has(placeholder.key)) byKey.set(placeholder.key, placeholder.description);
        }
        return { success: true, placeholders: [...byKey].map(([key, description]) => ({ key, description })) };
      },
    },
    {
      name: 'update',
      method: 'PUT',
      path: ':id',
      summary: 'E-Mail-Vorlage speichern',
      ifMatch: true,
      body: openApiSchema(emailTemplateSchema),
      handle: async (call) => {
        const body = nonEmptyBody(call.body, 'Keine Daten zum Speichern');
        const [key, expectedVersion] = [id(call), call.expectedVersion()];
        const current = await call.content.require(key);
        const parsed = parseContent(emailTemplateSchemaFor(key), { ...current.document, ...(body as object) });
        const next = carrySample(withKnownPlaceholders(key, current.document), withKnownPlaceholders(key, parsed));
        const saved = await call.content.save(next, call.actor, { key, expectedVersion });
        return { success: true, message: 'Template erfolgreich gespeichert!', template: toTemplate(saved) };
      },
    },
    historyRoute(LABEL, (call) => call.content.history(id(call)), ':id/history'),
    restoreRoute(
      LABEL,
      async (call, version) => {
        const options = { key: id(call), expectedVersion: call.expectedVersion() };
        return { template: toTemplate(await call.content.revert(version, call.actor, options)) };
      },
      ':id/restore',
    ),
  ],
});
