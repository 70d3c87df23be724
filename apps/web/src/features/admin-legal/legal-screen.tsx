import {
  impressumSchema,
  imprintKind,
  type LegalDocumentKey,
  markdownDocumentSchema,
  privacyPolicyKind,
  termsKind,
} from '@agency/contracts';
import { z } from 'zod';
import { useState } from 'react';
import { HistoryButton } from '../../components/admin/history-panel';
import { DocumentPublishing, useDocumentEditor } from '../../components/admin/publishing';
import { Markdown } from '../../components/ui/markdown';
import { TabPanel, useTabIds } from '../../components/ui/tabs';
import { Banner, InnerTabs, Input, Panel, TextArea, Toolbar, useBanner } from '../../components/admin/ui';

const TABS: { value: LegalDocumentKey; label: string }[] = [
  { value: 'impressum', label: 'Impressum' },
  { value: 'datenschutz', label: 'Datenschutz' },
  { value: 'agb', label: 'AGB' },
];
const KINDS = { impressum: imprintKind, datenschutz: privacyPolicyKind, agb: termsKind };

type Doc = Record<string, unknown>;
const get = (doc: Doc, path: string): string =>
  String(
    path
      .split('.')
      .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Doc)[key] : undefined), doc) ??
      '',
  );

const IMPRESSUM_FIELDS: { path: string; label: string; long?: boolean }[] = [
  { path: 'title', label: 'Titel' },
  { path: 'company.name', label: 'Firmenname' },
  { path: 'company.legal', label: 'Rechtsform' },
  { path: 'company.owner', label: 'Inhaber / Geschäftsführer' },
  { path: 'company.address.street', label: 'Straße' },
  { path: 'company.address.city', label: 'PLZ und Ort' },
  { path: 'company.address.country', label: 'Land' },
  { path: 'company.contact.phone', label: 'Telefon' },
  { path: 'company.contact.email', label: 'E-Mail' },
  { path: 'company.contact.website', label: 'Website' },
  { path: 'company.tax.ustId', label: 'USt-IdNr.' },
  { path: 'company.tax.steuernummer', label: 'Steuernummer' },
  { path: 'company.responsible.name', label: 'Verantwortlich (Name)' },
  { path: 'company.responsible.address', label: 'Verantwortlich (Adresse)' },
  { path: 'disclaimer.liability', label: 'Haftungsausschluss', long: true },
  { path: 'disclaimer.copyright', label: 'Urheberrecht', long: true },
  { path: 'dispute_resolution', label: 'Streitschlichtung', long: true },
];

/** The history's names of the fields, as this screen labels them. */
const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(IMPRESSUM_FIELDS.map((field) => [field.path, field.label])),
  content: 'Inhalt (Markdown)',
};

function DocumentEditor({ doc }: { doc: LegalDocumentKey }) {
  const banner = useBanner(3000);
  // A reload (e.g. the one after a save) keeps a field changed since that save began.
  const edited = useDocumentEditor(KINDS[doc], {
    stored: z.record(z.string(), z.unknown()),
    failure: 'Fehler beim Laden der Dokumente',
    toDraft: (data): Doc => data.document ?? {},
    schema: doc === 'impressum' ? impressumSchema : markdownDocumentSchema,
    banner,
    saved: `${doc.toUpperCase()} erfolgreich gespeichert!`,
    failed: 'Fehler beim Speichern',
  });
  const { form, gate, field, query, resource, saveAs, saving, reload, reloadDiscarding } = edited;
  const draft = form.watch();
  if (gate || !query.data) return gate;
  return (
    <div className="space-y-5">
      <Toolbar>
        <HistoryButton
          resource={resource}
          title={doc.toUpperCase()}
          fieldLabels={FIELD_LABELS}
          onRestored={reloadDiscarding}
        />
        <DocumentPublishing
          resource={resource}
          status={query.data.status}
          saving={saving}
          onSave={saveAs}
          onChanged={reload}
          fieldLabels={FIELD_LABELS}
        />
      </Toolbar>
      <Banner message={banner.message} />
      {doc === 'impressum' ? (
        <Panel>
          <div className="grid gap-3 sm:grid-cols-2">
            {IMPRESSUM_FIELDS.map((entry) =>
              entry.long ? (
                <TextArea
                  key={entry.path}
                  className="sm:col-span-2"
                  rows={4}
                  label={entry.label}
                  {...field(entry.path)}
                />
              ) : (
                <Input key={entry.path} label={entry.label} {...field(entry.path)} />
              ),
            )}
          </div>
        </Panel>
      ) : (
        <div className="grid gap-5 xl:grid-cols-2">
          <Panel title="Markdown">
            <div className="space-y-3">
              <Input label="Titel" {...field('title')} />
              <TextArea label="Inhalt (Markdown)" rows={22} inputClassName="font-mono" {...field('content')} />
            </div>
          </Panel>
          <Panel title="Vorschau">
            <h2 className="mb-3 text-xl font-bold text-navy-900">{get(draft, 'title')}</h2>
            {/* The site's own renderer: the preview shows the text as visitors will see it. */}
            <div data-testid="markdown-preview">
              <Markdown source={get(draft, 'content')} />
            </div>
          </Panel>
        </div>
      )}
    </div>
  );
}

/** Rechtstexte: Impressum (structured), Datenschutz and AGB (markdown with a preview). */
export function LegalScreen() {
  const [tab, setTab] = useState<LegalDocumentKey>('impressum');
  const ids = useTabIds();
  return (
    <div className="space-y-5">
      <InnerTabs label="Rechtstexte" tabs={TABS} active={tab} onChange={setTab} ids={ids} />
      <TabPanel ids={ids} active={tab}>
        <DocumentEditor key={tab} doc={tab} />
      </TabPanel>
    </div>
  );
}
