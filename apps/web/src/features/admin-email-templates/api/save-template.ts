import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';
import type { EmailTemplate } from './list-templates';

/** PUT /api/admin/email-templates/{id} with the template. */
export function saveTemplate(client: ApiClient, template: EmailTemplate): Promise<unknown> {
  const { id, name, subject, html_template, placeholders } = template;
  return client.request(`/api/admin/email-templates/${encodeURIComponent(id)}`, z.unknown(), {
    method: 'PUT',
    body: JSON.stringify({ name, subject, html_template, placeholders }),
  });
}
