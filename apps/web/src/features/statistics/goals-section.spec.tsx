import type { GoalsResponse } from '@agency/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { GoalsSection } from './goals-section';

const PATH = '/api/admin/statistics/goals?period=30d';

const answer: GoalsResponse = {
  period: { from: '2026-10-30', to: '2026-11-28' },
  previous: { from: '2026-09-30', to: '2026-10-29' },
  visitors: 1200,
  goals: [
    {
      id: 'g1',
      name: 'Kontaktseite',
      type: 'page',
      now: { conversions: 1250, visitors: 96, rate: 8 },
      before: { conversions: 1000, visitors: 80, rate: 6.5 },
      change: 25,
    },
    {
      id: 'g2',
      name: 'Angebot angefragt',
      type: 'event',
      now: { conversions: 3, visitors: 3, rate: 0.3 },
      before: { conversions: 0, visitors: 0, rate: 0 },
      change: null,
    },
  ],
};

describe('GoalsSection', () => {
  it("shows each goal's conversions, visitors, rate and the period before, in German numbers", async () => {
    serverStub({ [`GET ${PATH}`]: () => answer });
    renderAdminScreen(<GoalsSection query={{ period: '30d' }} />);
    const table = await screen.findByTestId('goals-table');
    const row = within(table).getByRole('row', { name: /Kontaktseite/ });
    expect(row.textContent).toContain('1.250');
    expect(row.textContent).toContain('8 %');
    expect(row.textContent).toContain('(+25 %)');
    expect(within(table).getByRole('row', { name: /Angebot angefragt/ }).textContent).toContain('(–)');
    expect(screen.getByText(/1\.200 Besucher im Zeitraum/)).toBeTruthy();
    expect(screen.getByText(/Download-, 404- und Scrollziele nur Besuche mit Einwilligung/)).toBeTruthy();
  });

  it('says a failed load as such, with a way to try again, never as no goals', async () => {
    let fail = true;
    serverStub({ [`GET ${PATH}`]: () => (fail ? { status: 500, body: { message: 'kaputt' } } : answer) });
    renderAdminScreen(<GoalsSection query={{ period: '30d' }} />);
    expect(await screen.findByText(/Ziele konnten nicht geladen werden/)).toBeTruthy();
    expect(screen.queryByText(/Noch keine aktiven Ziele/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('goals-table')).toBeTruthy();
  });

  it('points to the tab where goals are made while none is active', async () => {
    serverStub({ [`GET ${PATH}`]: () => ({ ...answer, goals: [] }) });
    renderAdminScreen(<GoalsSection query={{ period: '30d' }} />);
    expect(await screen.findByText('Noch keine aktiven Ziele. Ziele legen Sie im Bereich „Ziele“ an.')).toBeTruthy();
  });
});
