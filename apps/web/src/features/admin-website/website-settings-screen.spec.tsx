import { SOCIAL_NETWORKS, type WebsiteSettings } from '@agency/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { documentApi, renderAdminScreen } from '../../testing/admin-screen';
import { WebsiteSettingsScreen } from './website-settings-screen';

const PATH = '/api/admin/website-settings';

const INITIAL: WebsiteSettings = {
  social_media: Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, { enabled: false, url: '' }]),
  ) as WebsiteSettings['social_media'],
  contact_info: { email: 'info@example.de', phone: '040 123', address: 'Hamburg' },
  company_info: { name: 'Agentur', slogan: 'Web', founded: '2015' },
};
const websiteApi = () => documentApi(PATH, INITIAL);

const facebook = () => screen.getByRole('switch', { name: 'Facebook' });

describe('WebsiteSettingsScreen', () => {
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

describe('WebsiteSettingsScreen checks with the contract schema', () => {
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
