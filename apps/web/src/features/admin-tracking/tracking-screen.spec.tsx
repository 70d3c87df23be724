import { defaultTrackingConfig, type TrackingConfig } from '@agency/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clone, deferred, renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { TrackingScreen } from './tracking-screen';

const PATH = '/api/admin/tracking-config';

/** The tracking config's api: each POST waits for `release()`, then is stored with the next version. */
function trackingApi() {
  let stored = defaultTrackingConfig();
  let version = 1;
  const waiting: (() => void)[] = [];
  const server = serverStub({
    [`GET ${PATH}`]: () => ({ success: true, config: clone(stored), version }),
    [`POST ${PATH}`]: async (body) => {
      const gate = deferred();
      waiting.push(gate.resolve);
      await gate.promise;
      stored = body as TrackingConfig;
      version += 1;
      return { success: true, version, config: clone(stored) };
    },
  });
  return {
    ...server,
    gets: () => server.count(`GET ${PATH}`),
    saves: () => server.sent(`POST ${PATH}`) as TrackingConfig[],
    /** The If-Match of each save, in order. */
    basedOn: () =>
      server.fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([, init]) => new Headers(init?.headers).get('If-Match')),
    release: () => waiting.shift()?.(),
  };
}

describe('TrackingScreen', () => {
  it('saves a switch of the overview at once; one flipped meanwhile goes next, based on the version the first left', async () => {
    const api = trackingApi();
    renderAdminScreen(<TrackingScreen />);
    const section = async (name: string) => screen.findByRole('switch', { name });

    fireEvent.click(await section('Scrolltiefe'));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0].scrollDepth.enabled).toBe(false);
    fireEvent.click(await section('FAQ'));
    expect((await section('FAQ')).getAttribute('aria-checked')).toBe('false');
    // Both on version 1 at once would make the second a conflict: it waits for the first.
    expect(api.saves()).toHaveLength(1);

    await act(async () => api.release());
    await screen.findByText('Einstellungen erfolgreich gespeichert!');
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.basedOn()).toEqual(['"1"', '"2"']);
    expect((await section('FAQ')).getAttribute('aria-checked')).toBe('false');
    expect((await section('Scrolltiefe')).getAttribute('aria-checked')).toBe('false');
    await act(async () => api.release());
    expect(api.saves()[1]).toMatchObject({ scrollDepth: { enabled: false }, faqTracking: { enabled: false } });
  });

  it('refuses a malformed measurement id below its field and in the banner, sending nothing', async () => {
    const api = trackingApi();
    renderAdminScreen(<TrackingScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Detailansicht' }));
    fireEvent.change(screen.getByLabelText(/^Mess-ID/), { target: { value: 'g-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const message = 'Die Mess-ID hat die Form G-XXXXXXXXXX';
    expect((await screen.findByTestId('field-error')).textContent).toBe(message);
    expect(screen.getByTestId('banner-error').textContent).toContain(message);
    expect(screen.getByLabelText(/^Mess-ID/).getAttribute('aria-invalid')).toBe('true');
    expect(api.saves()).toHaveLength(0);
  });
});
