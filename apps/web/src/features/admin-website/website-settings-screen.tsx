import { SOCIAL_NETWORKS, type WebsiteSettings } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HistoryButton } from '../../components/admin/history-panel';
import { DocumentPublishing, savedText, type SaveMode } from '../../components/admin/publishing';
import {
  Banner,
  errorText,
  Input,
  Loading,
  Panel,
  ReloadButton,
  Switch,
  TextArea,
  Toolbar,
  useBanner,
} from '../../components/admin/ui';
import { useServerDraft } from '../../components/admin/use-server-draft';
import { useApiClient } from '../../lib/api-client-context';
import { websiteSettingsQueryKey, useWebsiteSettings } from './api/get-website-settings';
import { saveWebsiteSettings } from './api/save-website-settings';

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
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useWebsiteSettings();
  const banner = useBanner();
  // A reload (e.g. the one after a save) keeps a field or switch changed since that save began.
  const { draft: settings, edit, saveToken, markSaved, discard } = useServerDraft(query.data, (data) => data.document);
  useEffect(() => {
    if (query.isError) banner.error('Fehler beim Laden der Einstellungen');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError]);
  const save = useMutation({
    mutationFn: ({ next, mode }: { next: WebsiteSettings; token: number; mode: SaveMode }) =>
      saveWebsiteSettings(client, next, mode, query.data?.version),
    onSuccess: (_, { token, mode }) => {
      markSaved(token);
      banner.success(savedText(mode, 'Einstellungen erfolgreich gespeichert!'));
      void queryClient.invalidateQueries({ queryKey: websiteSettingsQueryKey });
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern der Einstellungen')),
  });
  const reload = () => {
    discard();
    void queryClient.invalidateQueries({ queryKey: websiteSettingsQueryKey });
  };

  if (query.isPending) return <Loading />;
  if (!settings)
    return <Banner message={banner.message ?? { kind: 'error', text: 'Einstellungen konnten nicht geladen werden' }} />;
  const set = <K extends keyof WebsiteSettings>(key: K, value: WebsiteSettings[K]) =>
    edit({ ...settings, [key]: value });

  return (
    <div className="space-y-5">
      <Toolbar>
        <HistoryButton
          resource="/api/admin/website-settings"
          title="Website-Einstellungen"
          fieldLabels={FIELD_LABELS}
          currentVersion={query.data?.version}
          onRestored={reload}
        />
        <ReloadButton onClick={reload} />
        <DocumentPublishing
          resource="/api/admin/website-settings"
          status={query.data?.status}
          saving={save.isPending ? (save.variables?.mode ?? null) : null}
          onSave={(mode) => save.mutate({ next: settings, token: saveToken(), mode })}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: websiteSettingsQueryKey })}
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
                    set('social_media', { ...settings.social_media, [network]: { ...link, enabled } })
                  }
                />
                <Input
                  label={`${NETWORK_LABELS[network]} URL`}
                  type="url"
                  value={link.url}
                  disabled={!link.enabled}
                  placeholder="https://"
                  onChange={(e) =>
                    set('social_media', { ...settings.social_media, [network]: { ...link, url: e.target.value } })
                  }
                />
              </div>
            );
          })}
        </div>
      </Panel>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Kontaktdaten">
          <div className="space-y-3">
            <Input
              label="E-Mail"
              type="email"
              value={settings.contact_info.email}
              onChange={(e) => set('contact_info', { ...settings.contact_info, email: e.target.value })}
            />
            <Input
              label="Telefon"
              value={settings.contact_info.phone}
              onChange={(e) => set('contact_info', { ...settings.contact_info, phone: e.target.value })}
            />
            <TextArea
              label="Adresse"
              value={settings.contact_info.address}
              onChange={(e) => set('contact_info', { ...settings.contact_info, address: e.target.value })}
            />
          </div>
        </Panel>
        <Panel title="Unternehmen">
          <div className="space-y-3">
            <Input
              label="Firmenname"
              value={settings.company_info.name}
              onChange={(e) => set('company_info', { ...settings.company_info, name: e.target.value })}
            />
            <Input
              label="Slogan"
              value={settings.company_info.slogan}
              onChange={(e) => set('company_info', { ...settings.company_info, slogan: e.target.value })}
            />
            <Input
              label="Gegründet"
              value={settings.company_info.founded}
              onChange={(e) => set('company_info', { ...settings.company_info, founded: e.target.value })}
            />
          </div>
        </Panel>
      </div>
    </div>
  );
}
