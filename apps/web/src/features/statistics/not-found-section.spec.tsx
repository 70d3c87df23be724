import { fireEvent, screen, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { NotFoundSection } from './not-found-section';

const LIST = 'GET /api/admin/statistics/not-found?days=30';
const page = (path: string, redirected = false) => ({
  path,
  hits: 3,
  last_day: '2026-11-20',
  referrers: [
    { referrer: '/leistungen', hits: 2 },
    { referrer: '', hits: 1 },
  ],
  redirected,
});

/** yyyy-mm-dd of `n` days before today (UTC). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const german = (day: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe("'Nicht gefundene Seiten'", () => {
  it('says the period the list covers, and that the retention removed older days when it starts later', async () => {
    serverStub({ [LIST]: () => ({ days: 30, since: daysAgo(29), kept_months: 25, pages: [page('/alt')] }) });
    const view = renderAdminScreen(<NotFoundSection mayRedirect />);
    expect((await screen.findByTestId('not-found-period')).textContent).toBe(
      `Zeitraum: ${german(daysAgo(29))} bis heute`,
    );
    view.unmount();

    serverStub({ [LIST]: () => ({ days: 30, since: daysAgo(10), kept_months: 1, pages: [page('/alt')] }) });
    renderAdminScreen(<NotFoundSection mayRedirect />);
    expect((await screen.findByTestId('not-found-period')).textContent).toBe(
      `Zeitraum: ${german(daysAgo(10))} bis heute (ältere Tage sind nach der Aufbewahrung der Statistik von 1 Monat gelöscht)`,
    );
  });

  it('lists each path with Aufrufe and Verweisquellen; a redirected one says so; only website editors may redirect', async () => {
    serverStub({
      [LIST]: () => ({ days: 30, since: daysAgo(29), kept_months: 25, pages: [page('/alt'), page('/weg', true)] }),
    });
    const view = renderAdminScreen(<NotFoundSection mayRedirect />);
    const alt = (await screen.findByText('/alt')).closest('tr') as HTMLElement;
    expect(within(alt).getByText('/leistungen (2)')).toBeTruthy();
    expect(within(alt).getByText('direkt / unbekannt (1)')).toBeTruthy();
    expect(within(alt).getByRole('button', { name: 'Weiterleitung anlegen für /alt' })).toBeTruthy();
    const weg = screen.getByText('/weg').closest('tr') as HTMLElement;
    expect(within(weg).getByText('Weiterleitung vorhanden')).toBeTruthy();
    view.unmount();

    serverStub({ [LIST]: () => ({ days: 30, since: daysAgo(29), kept_months: 25, pages: [page('/alt')] }) });
    renderAdminScreen(<NotFoundSection mayRedirect={false} />);
    await screen.findByText('/alt');
    expect(screen.queryByRole('button', { name: /Weiterleitung anlegen/ })).toBeNull();
  });

  it('says a failed load as such, never as an empty list', async () => {
    serverStub({ [LIST]: () => ({ status: 500, body: { message: 'kaputt' } }) });
    renderAdminScreen(<NotFoundSection mayRedirect />);
    expect(await screen.findByText(/Fehler beim Laden der nicht gefundenen Seiten/)).toBeTruthy();
    expect(screen.queryByText('Keine nicht gefundenen Seiten im Zeitraum')).toBeNull();
  });

  it('sends the redirect of exactly that path, and keeps the dialog and the typed target when the server refuses', async () => {
    const server = serverStub({
      [LIST]: () => ({ days: 30, since: daysAgo(29), kept_months: 25, pages: [page('/alt')] }),
      'POST /api/admin/redirects': () => ({
        status: 400,
        body: { statusCode: 400, message: 'Weiterleitung im Kreis: /neu → /alt → /neu' },
      }),
    });
    renderAdminScreen(<NotFoundSection mayRedirect />);
    fireEvent.click(await screen.findByRole('button', { name: 'Weiterleitung anlegen für /alt' }));
    const dialog = screen.getByRole('dialog', { name: 'Weiterleitung anlegen' });
    fireEvent.change(within(dialog).getByLabelText(/Ziel/), { target: { value: '/neu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiterleitung anlegen' }));
    expect(await within(dialog).findByText(/Weiterleitung im Kreis: \/neu → \/alt → \/neu/)).toBeTruthy();
    expect(server.sent('POST /api/admin/redirects')).toEqual([
      { from: '/alt', to: '/neu', status: '301', match: 'exact' },
    ]);
    expect((within(dialog).getByLabelText(/Ziel/) as HTMLInputElement).value).toBe('/neu');
  });
});
