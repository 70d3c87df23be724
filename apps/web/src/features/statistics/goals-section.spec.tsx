import type { GoalsResponse, StatisticsQuery } from '@agency/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { FilterChips, withFilter } from './filters';
import { GoalsSection } from './goals-section';

/** The goals section and the filter chips over one query, as the statistics tab holds them. */
function FilteredByGoal({ seen }: { seen: StatisticsQuery[] }) {
  const [query, setQuery] = useState<StatisticsQuery>({ period: '30d' });
  const change = (next: StatisticsQuery) => {
    seen.push(next);
    setQuery(next);
  };
  return (
    <>
      <FilterChips query={query} onChange={change} />
      <GoalsSection query={query} onFilter={(name) => change(withFilter(query, 'goal', name))} />
    </>
  );
}

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

  it("filters the view by a goal from its row's button, shown as a chip 'Ziel: …'; the section stays unfiltered", async () => {
    const server = serverStub({ [`GET ${PATH}`]: () => answer });
    const seen: StatisticsQuery[] = [];
    renderAdminScreen(<FilteredByGoal seen={seen} />);
    const table = await screen.findByTestId('goals-table');
    const button = within(within(table).getByRole('row', { name: /Kontaktseite/ })).getByRole('button', {
      name: 'Nach Ziel „Kontaktseite“ filtern',
    });
    // A real button: reachable by the keyboard, and it says what it does.
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('title')).toBe('Nach diesem Ziel filtern');
    fireEvent.click(button);
    expect(seen).toEqual([{ period: '30d', filter: ['goal:Kontaktseite'] }]);
    const chip = await screen.findByRole('button', { name: 'Filter Ziel: Kontaktseite entfernen' });
    expect(chip.textContent).toBe('Ziel: Kontaktseite');

    // Another goal replaces it: at most one goal filter.
    fireEvent.click(screen.getByRole('button', { name: 'Nach Ziel „Angebot angefragt“ filtern' }));
    expect(seen.at(-1)).toEqual({ period: '30d', filter: ['goal:Angebot angefragt'] });
    expect(await screen.findByText('Ziel: Angebot angefragt')).toBeTruthy();
    expect(screen.queryByText('Ziel: Kontaktseite')).toBeNull();

    // The goals' own figures are read for the period alone, whatever the filters.
    expect(server.calls.every((call) => call.key === `GET ${PATH}`)).toBe(true);
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Filter Ziel: Angebot angefragt entfernen' }));
    expect(seen.at(-1)).toEqual({ period: '30d', filter: undefined });
    expect(screen.queryByTestId('filter-chips')).toBeNull();
  });

  it('shows the names as text where the view cannot be filtered', async () => {
    serverStub({ [`GET ${PATH}`]: () => answer });
    renderAdminScreen(<GoalsSection query={{ period: '30d' }} />);
    await screen.findByTestId('goals-table');
    expect(screen.queryByRole('button', { name: /Nach Ziel/ })).toBeNull();
  });
});
