import { emailTemplateSchema } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Code, Eye } from 'lucide-react';
import { useState } from 'react';
import { HistoryButton } from '../../components/admin/history-panel';
import {
  Banner,
  Button,
  EmptyState,
  errorText,
  Input,
  Loading,
  Panel,
  SaveButton,
  TextArea,
  useBanner,
} from '../../components/admin/ui';
import { useServerForm } from '../../components/admin/use-server-form';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { templatesQueryKey, useEmailTemplates, type EmailTemplate } from './api/list-templates';
import { saveTemplate } from './api/save-template';

const TEMPLATE_LABELS = { name: 'Name', subject: 'Betreff', html_template: 'HTML', placeholders: 'Platzhalter' };

/** E-Mail-Vorlagen: list, editor with code/preview toggle, placeholders. */
export function EmailTemplatesScreen() {
  const query = useEmailTemplates();
  const banner = useBanner();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = query.data?.find((t) => t.id === selectedId) ?? query.data?.[0] ?? null;
  if (query.isPending) return <Loading />;
  if (!query.data?.length || !selected) return <EmptyState>Keine Vorlagen vorhanden</EmptyState>;
  return (
    <div className="grid gap-5 lg:grid-cols-[16rem_1fr]">
      <Panel title="Vorlagen">
        <ul className="space-y-1">
          {query.data.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                onClick={() => setSelectedId(template.id)}
                className={cn(
                  'w-full rounded-lg px-3 py-2 text-left text-sm',
                  template.id === selected.id ? 'bg-accent-50 font-medium text-accent-900' : 'hover:bg-slate-50',
                )}
              >
                {template.name}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      {/* Another template is another form: its unsaved edits go with it. */}
      <TemplateEditor key={selected.id} template={selected} banner={banner} />
    </div>
  );
}

/** One template in the editor: a form on the contract schema; a reload keeps edits made since a save began. */
function TemplateEditor({ template, banner }: { template: EmailTemplate; banner: ReturnType<typeof useBanner> }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState(false);
  const { form, ready, field, submit, markSaved, discard } = useServerForm({
    data: template,
    toDraft: (data): EmailTemplate => data,
    schema: emailTemplateSchema,
  });
  const draft = form.watch();
  const reload = () => void queryClient.invalidateQueries({ queryKey: templatesQueryKey });
  const save = useMutation({
    mutationFn: ({ next }: { next: EmailTemplate; token: number }) => saveTemplate(client, next),
    onSuccess: (_, { token }) => {
      markSaved(token);
      banner.success('Template erfolgreich gespeichert!');
      reload();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern')),
  });
  if (!ready) return <Loading />;
  return (
    <div className="space-y-5">
      <Banner message={banner.message} onClose={banner.clear} />
      <Panel
        title={draft.name}
        actions={
          <>
            <HistoryButton
              compact
              resource={`/api/admin/email-templates/${template.id}`}
              title={draft.name}
              fieldLabels={TEMPLATE_LABELS}
              onRestored={() => {
                discard();
                reload();
              }}
            />
            <Button onClick={() => setPreview(!preview)}>
              {preview ? <Code className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
              {preview ? 'Code' : 'Vorschau'}
            </Button>
            <SaveButton
              onClick={() => submit((next, token) => save.mutate({ next, token }), banner.error)}
              pending={save.isPending}
            />
          </>
        }
      >
        <div className="space-y-3">
          <Input label="Name" {...field('name')} />
          <Input label="Betreff" {...field('subject')} />
          {preview ? (
            // A sandboxed frame: the template's HTML cannot run scripts or reach the back-office.
            <iframe
              title="Vorschau"
              sandbox=""
              srcDoc={draft.html_template}
              className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
            />
          ) : (
            <TextArea label="HTML" rows={18} inputClassName="font-mono text-xs" {...field('html_template')} />
          )}
        </div>
      </Panel>
      <Panel title="Platzhalter">
        {draft.placeholders.length === 0 ? (
          <p className="text-sm text-slate-500">Keine Platzhalter</p>
        ) : (
          <dl className="grid gap-2 sm:grid-cols-2">
            {draft.placeholders.map((placeholder) => (
              <div key={placeholder.key} className="text-sm">
                <dt className="font-mono text-accent-800">{`{{${placeholder.key}}}`}</dt>
                <dd className="text-slate-600">{placeholder.description}</dd>
              </div>
            ))}
          </dl>
        )}
      </Panel>
    </div>
  );
}
