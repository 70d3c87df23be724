import { emailTemplateSchemaFor } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Code, Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import { HistoryButton } from '../../components/admin/history-panel';
import {
  Banner,
  Button,
  EmptyState,
  errorText,
  Input,
  Panel,
  SaveButton,
  TextArea,
  useBanner,
} from '../../components/admin/ui';
import { loadState, type LoadedQuery } from '../../components/admin/load-state';
import { useConfirmDiscard } from '../../components/admin/unsaved-changes';
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
  const confirmDiscard = useConfirmDiscard();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = query.data?.find((t) => t.id === selectedId) ?? query.data?.[0] ?? null;
  const gate = loadState(query, 'Fehler beim Laden der Vorlagen');
  if (gate) return gate;
  if (!query.data?.length || !selected) return <EmptyState>Keine Vorlagen vorhanden</EmptyState>;
  return (
    <div className="grid gap-5 lg:grid-cols-[16rem_1fr]">
      <Panel title="Vorlagen">
        <ul className="space-y-1">
          {query.data.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                // Another template is another form: unsaved edits of this one are dropped only when staff agree.
                onClick={() => void confirmDiscard().then((discard) => discard && setSelectedId(template.id))}
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
      <TemplateEditor
        key={selected.id}
        template={selected}
        banner={banner}
        loading={{ isPending: false, isFetching: query.isFetching, error: null, refetch: query.refetch }}
      />
    </div>
  );
}

/** One template in the editor: a form on the contract schema; a reload keeps edits made since a save began. */
function TemplateEditor({
  template,
  banner,
  loading,
}: {
  template: EmailTemplate;
  banner: ReturnType<typeof useBanner>;
  loading: Omit<LoadedQuery, 'data'>;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState(false);
  // The placeholders this template may use, checked here as the server checks them.
  const schema = useMemo(() => emailTemplateSchemaFor(template.id), [template.id]);
  const { form, gate, field, submit, markSaved, discard } = useServerForm({
    query: { ...loading, data: template },
    failure: 'Fehler beim Laden der Vorlagen',
    toDraft: (data): EmailTemplate => data,
    schema,
  });
  const draft = form.watch();
  const reload = () => void queryClient.invalidateQueries({ queryKey: templatesQueryKey });
  const save = useMutation({
    mutationFn: ({ next, version }: { next: EmailTemplate; token: number; version: number }) =>
      saveTemplate(client, next, version),
    onSuccess: (answer, { token }) => {
      markSaved(token, answer.template?.version);
      banner.success('Template erfolgreich gespeichert!');
      reload();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern')),
  });
  if (gate) return gate;
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
              onClick={() =>
                submit(({ values, token, version }) => save.mutate({ next: values, token, version }), banner.error)
              }
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
