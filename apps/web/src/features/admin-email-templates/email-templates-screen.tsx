import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Code, Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { templatesQueryKey, useEmailTemplates, type EmailTemplate } from './api/list-templates';
import { saveTemplate } from './api/save-template';

const TEMPLATE_LABELS = { name: 'Name', subject: 'Betreff', html_template: 'HTML', placeholders: 'Platzhalter' };

/** E-Mail-Vorlagen: list, editor with code/preview toggle, placeholders. */
export function EmailTemplatesScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useEmailTemplates();
  const banner = useBanner();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<EmailTemplate | null>(null);
  const [preview, setPreview] = useState(false);
  const selected = query.data?.find((t) => t.id === selectedId) ?? query.data?.[0] ?? null;
  useEffect(() => setDraft(selected), [selected]);
  const reload = () => void queryClient.invalidateQueries({ queryKey: templatesQueryKey });
  const save = useMutation({
    mutationFn: (template: EmailTemplate) => saveTemplate(client, template),
    onSuccess: () => {
      banner.success('Template erfolgreich gespeichert!');
      reload();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern')),
  });
  if (query.isPending) return <Loading />;
  if (!query.data?.length || !draft) return <EmptyState>Keine Vorlagen vorhanden</EmptyState>;
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
                  template.id === draft.id ? 'bg-accent-50 font-medium text-accent-900' : 'hover:bg-slate-50',
                )}
              >
                {template.name}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <div className="space-y-5">
        <Banner message={banner.message} onClose={banner.clear} />
        <Panel
          title={draft.name}
          actions={
            <>
              <HistoryButton
                compact
                resource={`/api/admin/email-templates/${draft.id}`}
                title={draft.name}
                fieldLabels={TEMPLATE_LABELS}
                onRestored={reload}
              />
              <Button onClick={() => setPreview(!preview)}>
                {preview ? <Code className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
                {preview ? 'Code' : 'Vorschau'}
              </Button>
              <SaveButton onClick={() => save.mutate(draft)} pending={save.isPending} />
            </>
          }
        >
          <div className="space-y-3">
            <Input label="Name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            <Input
              label="Betreff"
              value={draft.subject}
              onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
            />
            {preview ? (
              // A sandboxed frame: the template's HTML cannot run scripts or reach the back-office.
              <iframe
                title="Vorschau"
                sandbox=""
                srcDoc={draft.html_template}
                className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
              />
            ) : (
              <TextArea
                label="HTML"
                rows={18}
                inputClassName="font-mono text-xs"
                value={draft.html_template}
                onChange={(e) => setDraft({ ...draft, html_template: e.target.value })}
              />
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
    </div>
  );
}
