import { z } from 'zod';
import { basedOn } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';
import type { EmailTemplate } from './list-templates';

/** PUT /api/admin/email-templates/{id} with the template, based on `version` (If-Match). */
export function saveTemplate(client: ApiClient, template: EmailTemplate, version: number) {
  const { id, name, subject, html_template, placeholders } = template;
  return client.request(
    `/api/admin/email-templates/${encodeURIComponent(id)}`,
    z.object({ template: z.object({ version: z.number() }).loose().optional() }).loose(),
    {
      method: 'PUT',
      body: JSON.stringify({ name, subject, html_template, placeholders }),
      headers: basedOn(version),
    },
  );
}
