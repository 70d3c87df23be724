import type { DocumentKind, DocumentPanel, DocumentScreenDefinition } from '@agency/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { LoadFailure } from '../../components/admin/load-state';
import { DocumentToolbar, useDocumentEditor } from '../../components/admin/publishing';
import { Banner, Panel, ReloadButton, useBanner } from '../../components/admin/ui';
import type { RegisteredField } from '../../components/forms/field-error';
import { cn } from '../../lib/cn';
import { panelOf } from './panels';
import { FieldControl } from './widgets/field-control';

type DocumentValues = Record<string, unknown>;
type Form = UseFormReturn<DocumentValues>;

/** A kind of one document with its screen. */
export type ScreenedDocumentKind = DocumentKind & { screen: DocumentScreenDefinition };

/** What the server answers as the document: any object; the form's schema checks it before a save. */
const storedDocument = z.record(z.string(), z.unknown());

/** The history's names of the fields: each field's label, and the screen's own names of the paths beyond. */
function fieldLabels(screen: DocumentScreenDefinition): Record<string, string> {
  const fields = screen.rows.flat().flatMap((panel) => panel.fields ?? []);
  return { ...screen.fieldLabels, ...Object.fromEntries(fields.map((field) => [field.path, field.label])) };
}

function FormPanel({
  panel,
  form,
  field,
}: {
  panel: DocumentPanel;
  form: Form;
  field: (path: string) => RegisteredField;
}) {
  if (panel.widget) {
    const Widget = panelOf(panel.widget);
    return (
      <Panel title={panel.title}>
        <Widget form={form} field={field} />
      </Panel>
    );
  }
  return (
    <Panel title={panel.title}>
      <div className={panel.columns === 2 ? 'grid gap-3 sm:grid-cols-2' : 'space-y-3'}>
        {(panel.fields ?? []).map((entry) => (
          <FieldControl key={entry.path} field={entry} form={form} registered={field(entry.path)} />
        ))}
      </div>
    </Panel>
  );
}

/**
 * The screen of a document kind, from its definition's `screen`: 'Entwurf speichern' and 'Veröffentlichen' of
 * the form (useDocumentEditor), its history and plans, and its panels of fields, row by row.
 */
export function DocumentScreen({ kind }: { kind: ScreenedDocumentKind }) {
  const { screen } = kind;
  const banner = useBanner(screen.bannerMs);
  // A reload (e.g. the one after a save) keeps a field or switch changed since that save began.
  const editor = useDocumentEditor(kind, {
    stored: storedDocument,
    failure: screen.loadError,
    // Fields added to the schema since the document was saved come with their defaults.
    toDraft: (data): DocumentValues => {
      const document = data.document ?? {};
      const parsed = kind.schema.safeParse(document);
      return parsed.success ? (parsed.data as DocumentValues) : document;
    },
    schema: kind.schema,
    banner,
    saved: screen.saved,
    failed: screen.failed,
  });
  const { form, gate, field, query, reloadDiscarding } = editor;
  const labels = fieldLabels(screen);

  if (gate || !query.data) return gate;
  if (screen.missing && !query.data.document) {
    return <LoadFailure message={screen.missing} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const register = (path: string) => field(path as never);
  return (
    <div className="space-y-5">
      <DocumentToolbar editor={editor} title={screen.title} fieldLabels={labels}>
        {screen.reloadButton && <ReloadButton onClick={reloadDiscarding} />}
      </DocumentToolbar>
      <Banner message={banner.message} onClose={screen.bannerMs === undefined ? banner.clear : undefined} />
      {screen.rows.map((row, index) =>
        row.length === 1 ? (
          <FormPanel key={index} panel={row[0]} form={form as Form} field={register} />
        ) : (
          <div key={index} className={cn('grid gap-5', row.length === 2 && 'lg:grid-cols-2')}>
            {row.map((panel, at) => (
              <FormPanel key={at} panel={panel} form={form as Form} field={register} />
            ))}
          </div>
        ),
      )}
    </div>
  );
}
