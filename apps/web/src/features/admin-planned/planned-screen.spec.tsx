import type { PlannedPublication } from '@agency/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { PlannedScreen } from './planned-screen';

const plan = (overrides: Partial<PlannedPublication>): PlannedPublication => ({
  planId: '11111111-1111-4111-8111-111111111111',
  content: 'pricing-packages',
  contentLabel: 'Preispakete',
  itemId: 'p1',
  itemTitle: 'Starter',
  action: 'publish',
  at: '2027-01-01T11:30:00.000Z',
  atBerlin: '2027-01-01T12:30',
  state: 'planned',
  outcome: null,
  error: null,
  plannedBy: 'chefin',
  plannedAt: '2026-11-24T06:00:00.000Z',
  ...overrides,
});

describe("PlannedScreen ('Geplant' across content types)", () => {
  it('lists each plan with its content and item, and cancels an open one', async () => {
    let plans = [
      plan({}),
      plan({
        planId: '22222222-2222-4222-8222-222222222222',
        content: 'faqs',
        contentLabel: 'FAQ',
        itemId: null,
        itemTitle: null,
        action: 'publish',
        atBerlin: '2027-02-01T00:00',
      }),
      plan({ planId: '33333333-3333-4333-8333-333333333333', state: 'done', outcome: 'published' }),
    ];
    const server = serverStub({
      'GET /api/admin/plans': () => ({ success: true, plans }),
      [`DELETE /api/admin/plans/${plans[0].planId}`]: () => {
        plans = plans.map((p, i) => (i === 0 ? { ...p, state: 'cancelled', outcome: 'cancelled' } : p));
        return { success: true };
      },
    });
    renderAdminScreen(<PlannedScreen />);
    const rows = await screen.findAllByTestId('plan');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(
        'Veröffentlichen am 01.01.2027, 12:30 UhrPreispakete: Startergeplant · geplant von chefin',
      ),
      expect.stringContaining('Veröffentlichen am 01.02.2027, 00:00 UhrFAQgeplant'),
      expect.stringContaining('ausgeführt'),
    ]);
    expect(within(rows[2]).queryByRole('button', { name: 'Absagen' })).toBeNull();

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Absagen' }));
    expect((await screen.findByTestId('banner-success')).textContent).toContain('Geplante Veröffentlichung abgesagt');
    expect(server.count(`DELETE /api/admin/plans/${plans[0].planId}`)).toBe(1);
    expect(await screen.findByText(/abgesagt · geplant von chefin/)).toBeTruthy();
  });

  it('shows a plan that was not run with its reason, to cancel', async () => {
    const failed = plan({
      state: 'failed',
      outcome: 'planner_inactive',
      error: 'Nicht ausgeführt: Die planende Person ist nicht mehr aktiv.',
      plannedBy: 'tom',
    });
    const server = serverStub({
      'GET /api/admin/plans': () => ({ success: true, plans: [failed] }),
      [`DELETE /api/admin/plans/${failed.planId}`]: () => ({ success: true }),
    });
    renderAdminScreen(<PlannedScreen />);
    const [row] = await screen.findAllByTestId('plan');
    expect(row.textContent).toContain(
      'fehlgeschlagen · geplant von tom · Nicht ausgeführt: Die planende Person ist nicht mehr aktiv.',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Absagen' }));
    expect((await screen.findByTestId('banner-success')).textContent).toContain('Geplante Veröffentlichung abgesagt');
    expect(server.count(`DELETE /api/admin/plans/${failed.planId}`)).toBe(1);
  });

  it('says when nothing is planned, and names a refusal', async () => {
    serverStub({
      'GET /api/admin/plans': () => ({ success: true, plans: [plan({})] }),
      'DELETE /api/admin/plans/11111111-1111-4111-8111-111111111111': () => ({
        status: 403,
        body: { statusCode: 403, message: 'Keine Berechtigung für diesen Bereich' },
      }),
    });
    renderAdminScreen(<PlannedScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Absagen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Keine Berechtigung für diesen Bereich');

    serverStub({ 'GET /api/admin/plans': () => ({ success: true, plans: [] }) });
    renderAdminScreen(<PlannedScreen />);
    expect(await screen.findByText('Nichts geplant')).toBeTruthy();
  });
});
