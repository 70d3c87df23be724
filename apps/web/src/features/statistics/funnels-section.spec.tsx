import type { FunnelsResponse } from '@agency/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { FunnelsSection } from './funnels-section';

const PATH = '/api/admin/statistics/funnels?period=30d';
const step = (sessions: number, rate: number, dropped: number) => ({ sessions, rate, dropped });

const answer: FunnelsResponse = {
  period: { from: '2026-10-30', to: '2026-11-28' },
  funnels: [
    {
      id: 'f1',
      name: 'Weg zur Anfrage',
      steps: [
        { label: '/', known: true },
        { label: '/leistungen*', known: true },
        { label: 'Angebot angefargt', known: false },
      ],
      total: [step(1200, 100, 0), step(300, 25, 900), step(0, 0, 300)],
      sources: [{ source: 'search', steps: [step(800, 100, 0), step(200, 25, 600), step(0, 0, 200)] }],
    },
  ],
};

describe('FunnelsSection', () => {
  it('shows each step with its sessions, share and loss, the sources, and a step that names no goal', async () => {
    serverStub({ [`GET ${PATH}`]: () => answer });
    renderAdminScreen(<FunnelsSection query={{ period: '30d' }} />);
    const funnel = await screen.findByTestId('funnel');
    const second = within(funnel).getByRole('row', { name: /2\. \/leistungen\*/ });
    expect(second.textContent).toContain('300');
    expect(second.textContent).toContain('25 %');
    expect(second.textContent).toContain('900');
    expect(within(funnel).getByText('(kein aktives Ziel dieses Namens)')).toBeTruthy();
    expect(within(funnel).getByRole('row', { name: /Suchmaschine|search/ }).textContent).toContain('800');
  });

  it('says a failed load as such and loads again', async () => {
    let fail = true;
    serverStub({ [`GET ${PATH}`]: () => (fail ? { status: 500, body: { message: 'kaputt' } } : answer) });
    renderAdminScreen(<FunnelsSection query={{ period: '30d' }} />);
    expect(await screen.findByText(/Trichter konnten nicht geladen werden/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('funnel')).toBeTruthy();
  });
});
