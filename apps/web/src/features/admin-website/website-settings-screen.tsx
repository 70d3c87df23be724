import { SOCIAL_NETWORKS, websiteSettingsKind, websiteSettingsSchema, type WebsiteSettings } from '@agency/contracts';
import { HistoryButton } from '../../components/admin/history-panel';
import { DocumentPublishing, useDocumentEditor } from '../../components/admin/publishing';
import { Banner, Input, Panel, ReloadButton, Switch, TextArea, Toolbar, useBanner } from '../../components/admin/ui';
import { LoadFailure } from '../../components/admin/load-state';

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter / X',
  youtube: 'YouTube',
  github: 'GitHub',
};

/** The history's names of the fields, as this screen labels them. */
const FIELD_LABELS: Record<string, string> = {
  social_media: 'Social Media',
  ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`social_media.${network}`, NETWORK_LABELS[network]])),
  contact_info: 'Kontaktdaten',
  'contact_info.email': 'E-Mail',
  'contact_info.phone': 'Telefon',
  'contact_info.address': 'Adresse',
  company_info: 'Unternehmen',
  'company_info.name': 'Firmenname',
  'company_info.slogan': 'Slogan',
  'company_info.founded': 'Gegründet',
};

/** Website: social media links, contact info, company info. */
export function WebsiteSettingsScreen() {
  const banner = useBanner();
  // A reload (e.g. the one after a save) keeps a field or switch changed since that save began.
  const edited = useDocumentEditor(websiteSettingsKind, {
    stored: websiteSettingsSchema,
    failure: 'Fehler beim Laden der Einstellungen',
    // Without a document the screen shows its error (below); the form holds the schema's defaults meanwhile.
    toDraft: (data): WebsiteSettings => data.document ?? websiteSettingsSchema.parse({}),
    schema: websiteSettingsSchema,
    banner,
    saved: 'Einstellungen erfolgreich gespeichert!',
    failed: 'Fehler beim Speichern der Einstellungen',
  });
  const { form, gate, field, query, resource, saveAs, saving, reload, reloadDiscarding } = edited;
  const settings = form.watch();

  if (gate) return gate;
  if (!query.data?.document) {
    return (
      <LoadFailure
        message="Einstellungen konnten nicht geladen werden"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return (
    <div className="space-y-5">
      <Toolbar>
        <HistoryButton
          resource={resource}
          title="Website-Einstellungen"
          fieldLabels={FIELD_LABELS}
          onRestored={reloadDiscarding}
        />
        <ReloadButton onClick={reloadDiscarding} />
        <DocumentPublishing
          resource={resource}
          status={query.data?.status}
          saving={saving}
          onSave={saveAs}
          onChanged={reload}
          fieldLabels={FIELD_LABELS}
        />
      </Toolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      <Panel title="Social Media">
        <div className="space-y-3">
          {SOCIAL_NETWORKS.map((network) => {
            const link = settings.social_media[network];
            return (
              <div key={network} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr]">
                <Switch
                  label={NETWORK_LABELS[network]}
                  checked={link.enabled}
                  onChange={(enabled) =>
                    form.setValue(`social_media.${network}.enabled`, enabled, { shouldDirty: true })
                  }
                />
                <Input
                  label={`${NETWORK_LABELS[network]} URL`}
                  type="url"
                  {...field(`social_media.${network}.url`)}
                  disabled={!link.enabled}
                  placeholder="https://"
                />
              </div>
            );
          })}
        </div>
      </Panel>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Kontaktdaten">
          <div className="space-y-3">
            <Input label="E-Mail" type="email" {...field('contact_info.email')} />
            <Input label="Telefon" {...field('contact_info.phone')} />
            <TextArea label="Adresse" {...field('contact_info.address')} />
          </div>
        </Panel>
        <Panel title="Unternehmen">
          <div className="space-y-3">
            <Input label="Firmenname" {...field('company_info.name')} />
            <Input label="Slogan" {...field('company_info.slogan')} />
            <Input label="Gegründet" {...field('company_info.founded')} />
          </div>
        </Panel>
      </div>
    </div>
  );
}
