import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { loggingFailure } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const templateSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  html_template: z.string(),
  placeholders: z.array(z.object({ key: z.string(), description: z.string() })).default([]),
  /** The template's version, which a save sends back as If-Match. */
  version: z.number(),
});
export type EmailTemplate = z.infer<typeof templateSchema>;
export const templatesQueryKey = ['admin', 'email-templates'] as const;

/** GET /api/admin/email-templates: { success, templates }, each with its version. */
export function useEmailTemplates() {
  const client = useApiClient();
  return useQuery({
    queryKey: templatesQueryKey,
    queryFn: () =>
      loggingFailure(
        'Vorlagen konnten nicht geladen werden',
        async () =>
          (await client.request('/api/admin/email-templates', z.object({ templates: z.array(templateSchema) })))
            .templates,
      ),
    retry: false,
  });
}
