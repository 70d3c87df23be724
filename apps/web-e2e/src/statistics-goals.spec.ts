import type { Page } from '@playwright/test';
import { dialog, logIn, openTab, panel, RUN, successBanner } from './support/admin';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { storedConsent, VISITOR_USER_AGENT } from './support/public-site';

/** The row of a goal in the statistics' 'Ziele' table. */
const goalRow = (page: Page, name: string) =>
  panel(page, 'Ziele')
    .getByTestId('goals-table')
    .getByRole('row', { name: new RegExp(name) });

/** A page goal defined in the tab 'Ziele' (which must be open) through its dialog, published at once. */
async function definePageGoal(staff: Page, name: string, pattern: string): Promise<void> {
  await staff.getByRole('button', { name: 'Neues Ziel' }).click();
  const form = dialog(staff, 'Neues Ziel');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Art').selectOption('page');
  await form.getByLabel('Seite').fill(pattern);
  await form.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(staff)).toHaveText('Ziel hinzugefügt!');
}

/** A goal's conversions in the statistics' 'Ziele' table, after 'Aktualisieren'; null while it is not listed. */
async function conversions(page: Page, name: string): Promise<number | null> {
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  const row = goalRow(page, name);
  if (!(await row.isVisible())) return null;
  const cell = row.getByRole('cell').first();
  return Number((await cell.innerText()).replace(/\D/g, ''));
}

/** The sessions at each step of a funnel in the statistics' 'Trichter', after 'Aktualisieren'; [] while not listed. */
async function funnelSessions(page: Page, name: string): Promise<number[]> {
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  const funnel = panel(page, 'Trichter').getByTestId('funnel').filter({ hasText: name });
  if (!(await funnel.isVisible())) return [];
  const rows = funnel.getByRole('table').first().locator('tbody tr');
  const counts: number[] = [];
  for (const row of await rows.all())
    counts.push(Number((await row.getByRole('cell').first().innerText()).replace(/\D/g, '')));
  return counts;
}

test('staff define a page goal, a 404 goal and a three-step funnel, a visitor goes the way, and the statistics count it', async ({
  browser,
}) => {
  const name = `Leistungen besucht ${RUN}`;
  const funnelName = `Weg zu den Leistungen ${RUN}`;
  const notFoundName = `Seite nicht gefunden ${RUN}`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff);

  // The goal, from its kind's definition: the tab 'Ziele', the dialog, published at once.
  await openTab(staff, 'Ziele');
  await definePageGoal(staff, name, '/leistungen*');
  await expect(staff.getByText(name)).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  // A goal of a type the tracker reports on its own: a visit of the 404 page, picked by its German name.
  await staff.getByRole('button', { name: 'Neues Ziel' }).click();
  const notFoundForm = dialog(staff, 'Neues Ziel');
  await notFoundForm.getByRole('textbox', { name: 'Name', exact: true }).fill(notFoundName);
  await notFoundForm.getByLabel('Art').selectOption({ label: 'Aufruf der 404-Seite' });
  expect(await axeViolations(staff)).toEqual([]);
  await notFoundForm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(staff)).toHaveText('Ziel hinzugefügt!');
  await expect(staff.getByText(notFoundName)).toBeVisible();

  // The funnel, beside the goals: the home page, the goal by its name (a service page), then the contact page.
  await staff.getByRole('tab', { name: 'Trichter' }).click();
  await staff.getByRole('button', { name: 'Neuer Trichter' }).click();
  const funnelForm = dialog(staff, 'Neuer Trichter');
  await funnelForm.getByRole('textbox', { name: 'Name', exact: true }).fill(funnelName);
  await funnelForm.getByLabel('Schritte').fill(`/\n${name}\n/kontakt`);
  await funnelForm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(staff)).toHaveText('Trichter hinzugefügt!');
  await expect(staff.getByText(funnelName)).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  // The statistics list it; what other tests' visitors did is read first, so it cannot fake a pass.
  await openTab(staff, 'Statistiken');
  await expect.poll(() => conversions(staff, name), { message: 'the goal is listed' }).not.toBeNull();
  const before = (await conversions(staff, name)) ?? 0;
  await expect.poll(() => funnelSessions(staff, funnelName), { message: 'the funnel is listed' }).toHaveLength(3);
  const funnelBefore = await funnelSessions(staff, funnelName);
  await expect.poll(() => conversions(staff, notFoundName), { message: 'the 404 goal is listed' }).not.toBeNull();
  const notFoundBefore = (await conversions(staff, notFoundName)) ?? 0;
  expect(await axeViolations(staff, '[data-testid="goals-table"]')).toEqual([]);

  // A visitor with consent opens a page under /leistungen.
  const visitorContext = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Alle Cookies akzeptieren' }).click();
  await expect
    .poll(() => storedConsent(visitor), { message: 'the decision is stored' })
    .toMatchObject({
      analytics: true,
    });
  await visitor.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Leistungen' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsere Leistungen' })).toBeVisible();
  // The page view leaves once the page's tracker has started: a visitor who moves on before that is not counted.
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  await visitor.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(visitor).toHaveURL(/\/kontakt$/);

  // The pipeline is asynchronous: 'Aktualisieren' until the conversion arrives.
  await expect
    .poll(() => conversions(staff, name), {
      timeout: 60_000,
      intervals: [500, 1000, 2000],
      message: 'the visit counts',
    })
    .toBeGreaterThanOrEqual(before + 1);
  await expect(goalRow(staff, name)).toContainText('%');
  // The visitor's session went '/', '/leistungen' (the goal), '/kontakt': each step counts it once more.
  await expect
    .poll(() => funnelSessions(staff, funnelName), { timeout: 60_000, message: 'the session counts at each step' })
    .toEqual(funnelBefore.map((sessions) => sessions + 1));
  expect(await axeViolations(staff, '[data-testid="funnel"]')).toEqual([]);

  // The visitor follows a dead link: the 404 page's own signal meets the 404 goal.
  await visitor.goto(`/gibt-es-nicht-${RUN}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => conversions(staff, notFoundName), { timeout: 60_000, message: 'the 404 visit counts' })
    .toBeGreaterThanOrEqual(notFoundBefore + 1);

  await visitorContext.close();
  await staffContext.close();
});

/** One call the test sends to the intake: a page view or an event, of a visitor (user agent) in a session. */
interface SentCall {
  kind: 'pageview' | 'event';
  visitor: string;
  session: string;
  page: string;
  event_type?: string;
  event_label?: string;
}

/** A goal's pattern as staff write it ('*' for any text) matched against a path, for the recount. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path);

/**
 * The figures recounted from the calls themselves, apart from the statistics: each goal's conversions and
 * distinct visitors, and the sessions reaching each funnel step in order (a step counts once the ones
 * before it were met, earlier in the same session).
 */
function recount(
  calls: readonly SentCall[],
  goals: Record<string, (call: SentCall) => boolean>,
  steps: readonly ((call: SentCall) => boolean)[],
) {
  const goalFigures = Object.fromEntries(
    Object.entries(goals).map(([name, met]) => {
      const converting = calls.filter(met);
      return [name, { conversions: converting.length, visitors: new Set(converting.map((c) => c.visitor)).size }];
    }),
  );
  const reached = steps.map(() => 0);
  for (const session of new Set(calls.map((call) => call.session))) {
    let step = 0;
    for (const call of calls.filter((candidate) => candidate.session === session))
      if (step < steps.length && steps[step](call)) step += 1;
    for (let index = 0; index < step; index += 1) reached[index] += 1;
  }
  return { goals: goalFigures, funnel: reached };
}

/** The cells of a funnel's step table ('Sitzungen', 'Verloren') once it lists its steps. */
async function funnelRows(page: Page, name: string): Promise<{ sessions: number; dropped: number }[]> {
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  const funnel = panel(page, 'Trichter').getByTestId('funnel').filter({ hasText: name });
  if (!(await funnel.isVisible())) return [];
  const figures: { sessions: number; dropped: number }[] = [];
  for (const row of await funnel.getByRole('table').first().locator('tbody tr').all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    figures.push({ sessions: Number(cells[0].replace(/\D/g, '')), dropped: Number(cells[2].replace(/\D/g, '')) });
  }
  return figures;
}

/** A goal's 'Conversions' and 'Besucher' in the statistics' 'Ziele' table; null while it is not listed. */
async function goalCells(page: Page, name: string): Promise<{ conversions: number; visitors: number } | null> {
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  const row = goalRow(page, name);
  if (!(await row.isVisible())) return null;
  const cells = await row.getByRole('cell').allInnerTexts();
  return { conversions: Number(cells[0].replace(/\D/g, '')), visitors: Number(cells[1].replace(/\D/g, '')) };
}

test('a page goal, an event goal and a three-step funnel count known traffic exactly as a recount of its calls', async ({
  browser,
  request,
}) => {
  const pageGoal = `Kampagne besucht ${RUN}`;
  const eventGoal = `Start geklickt ${RUN}`;
  const funnelName = `Kampagnenweg ${RUN}`;
  const landing = `/kampagne-${RUN}`;
  const thanks = `/danke-${RUN}`;
  const button = `Jetzt starten ${RUN}`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff);

  await openTab(staff, 'Ziele');
  await definePageGoal(staff, pageGoal, `${landing}*`);

  await staff.getByRole('button', { name: 'Neues Ziel' }).click();
  const eventForm = dialog(staff, 'Neues Ziel');
  await eventForm.getByRole('textbox', { name: 'Name', exact: true }).fill(eventGoal);
  await eventForm.getByLabel('Art').selectOption('event');
  await eventForm.getByLabel('Ereignis', { exact: true }).selectOption({ label: 'Klick auf einen Button' });
  await eventForm.getByRole('textbox', { name: /^Bezeichnung/ }).fill(button);
  await eventForm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(staff)).toHaveText('Ziel hinzugefügt!');

  await staff.getByRole('tab', { name: 'Trichter' }).click();
  await staff.getByRole('button', { name: 'Neuer Trichter' }).click();
  const funnelForm = dialog(staff, 'Neuer Trichter');
  await funnelForm.getByRole('textbox', { name: 'Name', exact: true }).fill(funnelName);
  await funnelForm.getByLabel('Schritte').fill(`${landing}\n${eventGoal}\n${thanks}`);
  await funnelForm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(staff)).toHaveText('Trichter hinzugefügt!');

  // Known traffic, each visitor its own browser (user agent) and consented session: one goes the whole way and
  // clicks twice, one stops after the click, one sees only the landing page's sub-page, one clicks without
  // having landed (the funnel's order), and one only reads the thank-you page.
  const view = (visitor: string, session: string, page: string): SentCall => ({
    kind: 'pageview',
    visitor,
    session,
    page,
  });
  const click = (visitor: string, session: string, page: string): SentCall => ({
    kind: 'event',
    visitor,
    session,
    page,
    event_type: 'button_click',
    event_label: button,
  });
  const calls: SentCall[] = [
    view('anna', 'a', landing),
    click('anna', 'a', landing),
    click('anna', 'a', landing),
    view('anna', 'a', thanks),
    view('ben', 'b', landing),
    click('ben', 'b', landing),
    view('cem', 'c', `${landing}/preise`),
    click('dana', 'd', '/'),
    view('dana', 'd', landing),
    view('emil', 'e', thanks),
  ];
  for (const call of calls) {
    const headers = { 'user-agent': `${VISITOR_USER_AGENT} Besucher/${call.visitor}-${RUN}` };
    const session_id = `sess_goals_${RUN}_${call.session}`;
    const sent =
      call.kind === 'pageview'
        ? await request.post('/api/track/pageview', { headers, data: { page_path: call.page, session_id } })
        : await request.post('/api/track/event', {
            headers,
            data: { page_path: call.page, session_id, event_type: call.event_type, event_label: call.event_label },
          });
    expect(sent.status(), await sent.text()).toBe(202);
  }

  const isClick = (call: SentCall) =>
    call.kind === 'event' && call.event_type === 'button_click' && call.event_label === button;
  const expected = recount(
    calls,
    {
      [pageGoal]: (call) => call.kind === 'pageview' && matches(`${landing}*`, call.page),
      [eventGoal]: isClick,
    },
    [
      (call) => call.kind === 'pageview' && matches(landing, call.page),
      isClick,
      (call) => call.kind === 'pageview' && matches(thanks, call.page),
    ],
  );
  // The recount of these calls, written out: what the statistics must show.
  expect(expected).toEqual({
    goals: { [pageGoal]: { conversions: 4, visitors: 4 }, [eventGoal]: { conversions: 4, visitors: 3 } },
    funnel: [3, 2, 1],
  });

  await openTab(staff, 'Statistiken');
  for (const name of [pageGoal, eventGoal])
    await expect
      .poll(() => goalCells(staff, name), {
        timeout: 45_000,
        intervals: [1000, 2000],
        message: `${name} counts every call`,
      })
      .toEqual(expected.goals[name]);
  await expect
    .poll(() => funnelRows(staff, funnelName), {
      timeout: 45_000,
      intervals: [1000, 2000],
      message: 'the funnel counts every session',
    })
    .toEqual(
      expected.funnel.map((sessions, index) => ({
        sessions,
        dropped: index === 0 ? 0 : expected.funnel[index - 1] - sessions,
      })),
    );
  expect(await axeViolations(staff, '[data-testid="goals-table"]')).toEqual([]);
  await staffContext.close();
});

test('a click on a goal filters the statistics to the visits that converted, shown as a chip', async ({
  browser,
  request,
}) => {
  const goalName = `Zielseite gesehen ${RUN}`;
  const landing = `/ziel-filter-${RUN}`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff);

  await openTab(staff, 'Ziele');
  await definePageGoal(staff, goalName, `${landing}*`);

  // Three consented visits: one reads the home page, then the goal's page (two page views, converted); one
  // only the goal's sub-page (converted); one the home page and the contact page (not converted). Whatever
  // other tests' visitors did, only the first two visits meet this run's goal.
  const visits: [visitor: string, pages: string[]][] = [
    ['anna', ['/', landing]],
    ['ben', [`${landing}/preise`]],
    ['cem', ['/', '/kontakt']],
  ];
  for (const [visitor, pages] of visits)
    for (const page_path of pages) {
      const sent = await request.post('/api/track/pageview', {
        headers: { 'user-agent': `${VISITOR_USER_AGENT} Besucher/${visitor}-filter-${RUN}` },
        data: { page_path, session_id: `sess_goal_filter_${RUN}_${visitor}` },
      });
      expect(sent.status(), await sent.text()).toBe(202);
    }

  await openTab(staff, 'Statistiken');
  await expect
    .poll(() => goalCells(staff, goalName), { timeout: 45_000, intervals: [1000, 2000], message: 'both visits count' })
    .toEqual({ conversions: 2, visitors: 2 });

  // The goal's button in its row, by keyboard: the view keeps the converting visits, the chip says which goal.
  const filterButton = goalRow(staff, goalName).getByRole('button', { name: `Nach Ziel „${goalName}“ filtern` });
  await filterButton.focus();
  await staff.keyboard.press('Enter');
  const chip = staff.getByRole('button', { name: `Filter Ziel: ${goalName} entfernen` });
  await expect(chip).toHaveText(`Ziel: ${goalName}`);
  await expect(staff).toHaveURL(/filter=goal%3AZielseite/);
  const headline = async () => {
    await staff.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(staff.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
    return [
      await staff.getByTestId('stat-Seitenaufrufe').innerText(),
      await staff.getByTestId('stat-Eindeutige Besucher').innerText(),
    ];
  };
  // Anna's two page views (the home page before the goal too) and Ben's one; not Cem's.
  await expect
    .poll(headline, { timeout: 30_000, intervals: [1000, 2000], message: 'the converting visits only' })
    .toEqual(['3', '2']);
  // The goals section itself is not filtered.
  expect(await goalCells(staff, goalName)).toEqual({ conversions: 2, visitors: 2 });
  expect(await axeViolations(staff, '[data-testid="filter-chips"]')).toEqual([]);

  await chip.click();
  await expect(staff.getByTestId('filter-chips')).toHaveCount(0);
  await expect(staff).not.toHaveURL(/filter=/);
  await staffContext.close();
});
