import {
  defineContentKind,
  imprintKind,
  privacyPolicyKind,
  SOCIAL_NETWORKS,
  termsKind,
  type WebsiteSettings,
  websiteSettingsKind,
} from '@agency/contracts';
import { z } from 'zod';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { documentApi, renderAdminScreen } from '../../testing/admin-screen';
import { contentTabs, ContentTabScreen } from './content-tabs';
import { DocumentScreen, type ScreenedDocumentKind } from './document-screen';

const PATH = '/api/admin/website-settings';
const WebsiteSettingsScreen = () => <DocumentScreen kind={websiteSettingsKind as ScreenedDocumentKind} />;

const INITIAL: WebsiteSettings = {
  social_media: Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, { enabled: false, url: '' }]),
  ) as WebsiteSettings['social_media'],
  contact_info: { email: 'info@example.de', phone: '040 123', address: 'Hamburg' },
  company_info: { name: 'Agentur', slogan: 'Web', founded: '2015' },
};
const websiteApi = () => documentApi(PATH, INITIAL);

const facebook = () => screen.getByRole('switch', { name: 'Facebook' });

describe('Website settings', () => {
  it('keeps a switch flipped while a save is on its way: the reload after the save does not undo it', async () => {
    const api = websiteApi();
    renderAdminScreen(<WebsiteSettingsScreen />);
    await screen.findByRole('switch', { name: 'Facebook' });

    fireEvent.change(screen.getByLabelText('Firmenname'), { target: { value: 'Nordlicht' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(api.saves().length).toBe(1));
    fireEvent.click(facebook());
    expect(facebook().getAttribute('aria-checked')).toBe('true');

    await act(async () => api.release());
    await screen.findByText('Einstellungen erfolgreich gespeichert!');
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(async () => undefined);
    expect(facebook().getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Firmenname') as HTMLInputElement).value).toBe('Nordlicht');

    // The next save carries the switch, based on the version the reload brought.
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await act(async () => api.release());
    await waitFor(() => expect(api.saves().length).toBe(2));
    const second = api.saves()[1];
    expect(second.social_media.facebook.enabled).toBe(true);
    expect(second.company_info.name).toBe('Nordlicht');
    const ifMatch = new Headers(
      api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')[1][1]?.headers,
    ).get('If-Match');
    expect(ifMatch).toBe('"2"');
  });

  it('takes the reloaded settings when nothing changed after the save', async () => {
    const api = websiteApi();
    renderAdminScreen(<WebsiteSettingsScreen />);
    await screen.findByRole('switch', { name: 'Facebook' });
    fireEvent.click(facebook());
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await act(async () => api.release());
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(async () => undefined);
    expect(facebook().getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Facebook URL') as HTMLInputElement).disabled).toBe(false);
  });

  it("'Neu laden' drops unsaved changes", async () => {
    const api = websiteApi();
    renderAdminScreen(<WebsiteSettingsScreen />);
    await screen.findByRole('switch', { name: 'Facebook' });
    fireEvent.click(facebook());
    expect(facebook().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(async () => undefined);
    expect(facebook().getAttribute('aria-checked')).toBe('false');
  });
});

describe('Website settings checks with the contract schema', () => {
  it('refuses a link without http(s): the message below the field and in the banner, nothing sent', async () => {
    const api = websiteApi();
    renderAdminScreen(<WebsiteSettingsScreen />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Facebook' }));
    fireEvent.change(screen.getByLabelText('Facebook URL'), { target: { value: 'facebook.com/agentur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));

    const message = 'Die Adresse muss mit http:// oder https:// beginnen';
    expect((await screen.findByTestId('field-error')).textContent).toBe(message);
    expect(screen.getByTestId('banner-error').textContent).toContain(message);
    expect(screen.getByLabelText('Facebook URL').getAttribute('aria-invalid')).toBe('true');
    expect(api.saves()).toHaveLength(0);

    // Corrected, the message goes and the save goes through.
    fireEvent.change(screen.getByLabelText('Facebook URL'), { target: { value: 'https://facebook.com/agentur' } });
    await waitFor(() => expect(screen.queryByTestId('field-error')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await act(async () => api.release());
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0].social_media.facebook).toEqual({ enabled: true, url: 'https://facebook.com/agentur' });
  });
});

const LEGAL_PATH = '/api/admin/legal/impressum';
const [legalTab] = contentTabs([imprintKind, privacyPolicyKind, termsKind]);
const LegalScreen = () => <ContentTabScreen tab={legalTab} />;

describe('Legal texts', () => {
  it('keeps a field changed while a save is on its way: the reload does not undo it', async () => {
    const api = documentApi(LEGAL_PATH, { title: 'Impressum', company: { name: 'Agentur' } });
    renderAdminScreen(<LegalScreen />);
    const name = () => screen.getByLabelText('Firmenname') as HTMLInputElement;
    await screen.findByLabelText('Firmenname');

    fireEvent.change(screen.getByLabelText('Rechtsform'), { target: { value: 'GmbH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    fireEvent.change(name(), { target: { value: 'Nordlicht Digital' } });
    await act(async () => api.release());
    await screen.findByText('IMPRESSUM erfolgreich gespeichert!');
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(async () => undefined);

    expect(name().value).toBe('Nordlicht Digital');
    expect((screen.getByLabelText('Rechtsform') as HTMLInputElement).value).toBe('GmbH');
  });
});

/**
 * A document kind that exists only in this file: its definition is all the back-office is given. Its form, its
 * texts and its saves follow from it.
 */
const openingHoursKind = defineContentKind({
  name: 'opening-hours',
  cardinality: 'one',
  schema: z.object({
    weekdays: z.string().trim().min(1, 'Bitte die Öffnungszeiten unter der Woche angeben').max(200),
    saturday: z.string().trim().max(200).default(''),
    note: z.string().trim().max(2000).default(''),
  }),
  permission: 'website',
  label: 'Öffnungszeiten',
  eventPrefix: 'OpeningHours',
  publishable: true,
  admin: {
    key: 'hours',
    envelope: true,
    saveMethod: 'POST',
    summaries: { read: 'Öffnungszeiten', save: 'Öffnungszeiten speichern' },
  },
  screen: {
    tab: { slug: 'oeffnungszeiten', label: 'Öffnungszeiten', icon: 'CalendarDays' },
    title: 'Öffnungszeiten',
    loadError: 'Fehler beim Laden der Öffnungszeiten',
    saved: 'Öffnungszeiten gespeichert!',
    failed: 'Fehler beim Speichern der Öffnungszeiten',
    rows: [
      [
        {
          title: 'Zeiten',
          columns: 2,
          fields: [
            { path: 'weekdays', label: 'Montag bis Freitag', widget: 'text', required: true },
            { path: 'saturday', label: 'Samstag', widget: 'text' },
            { path: 'note', label: 'Hinweis', widget: 'textarea', wide: true },
          ],
        },
      ],
    ],
  },
});

describe('a document kind defined only by its definition', () => {
  it('gets its tab, its form from the panels, the schema check and its saves', async () => {
    const [tab] = contentTabs([openingHoursKind]);
    expect([tab.slug, tab.label, tab.value]).toEqual(['oeffnungszeiten', 'Öffnungszeiten', 'opening-hours']);
    const api = documentApi('/api/admin/opening-hours', { weekdays: '9–17 Uhr', saturday: '', note: '' });
    renderAdminScreen(<ContentTabScreen tab={tab} />);

    const weekdays = (await screen.findByLabelText(/Montag bis Freitag/)) as HTMLInputElement;
    expect(weekdays.value).toBe('9–17 Uhr');
    expect(screen.getByRole('heading', { name: 'Zeiten' })).toBeTruthy();

    // The kind's schema refuses an empty required field with its own message; nothing is sent.
    fireEvent.change(weekdays, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect((await screen.findByTestId('field-error')).textContent).toBe(
      'Bitte die Öffnungszeiten unter der Woche angeben',
    );
    expect(api.saves()).toHaveLength(0);

    fireEvent.change(weekdays, { target: { value: '8–18 Uhr' } });
    fireEvent.change(screen.getByLabelText('Samstag'), { target: { value: '10–14 Uhr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await act(async () => api.release());
    await screen.findByText('Öffnungszeiten gespeichert!');
    expect(api.saves()).toEqual([{ weekdays: '8–18 Uhr', saturday: '10–14 Uhr', note: '' }]);
  });
});
