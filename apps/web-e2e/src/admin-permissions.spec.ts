import {
  apiToken,
  basedOnCurrent,
  confirm,
  createStaff,
  deleteAllOfferRequests,
  dialog,
  logIn,
  nav,
  offerRequestFields,
  openTab,
  openTabMobile,
  overflowsSideways,
  RUN,
  sendOfferRequest,
  shot,
  submitLogin,
  successBanner,
  tabLabels,
  tabLink,
  wideElements,
} from './support/admin';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

/** The navigation's tabs in their order, with our labels for the tabs the description leaves unnamed. */
const ALL_TABS = [
  'Statistiken',
  'Tracking',
  'Website',
  'System',
  'Bewertungen',
  'Erfolgsgeschichten',
  'Portfolio',
  'Preise',
  'Anfragen',
  'Kundennotizen',
  'Rechtstexte',
  'FAQ',
  'Leistungen',
  'E-Mail-Vorlagen',
  'Bilder',
  'Weiterleitungen',
  'Backend',
  'Benutzer',
  'Ziele',
  // What is planned, for whoever edits content; the activity log for admins only.
  'Geplant',
  'Aktivität',
];

const editor = { username: `redakteurin-${RUN}`, password: 'redaktion-geheim-1', email: `redaktion-${RUN}@example.de` };

test('login: wrong password, then the admin sees every tab; session restored on reload; logout clears it', async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await submitLogin(page, { username: E2E_ADMIN.username, password: 'falsch' });
  await expect(page.getByRole('alert')).toHaveText('Ungültige Anmeldedaten');
  await shot(page, 'login-failed');

  await submitLogin(page, E2E_ADMIN);
  await expect(page.getByTestId('role-label')).toHaveText('Administrator');
  await expect.poll(() => tabLabels(page), { message: 'the admin sees every tab' }).toEqual(ALL_TABS);
  // The first tab is active after login.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiken');
  await expect(tabLink(page, 'Statistiken')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/admin\/statistiken$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('admin-auth'),
    role: localStorage.getItem('admin-role'),
    permissions: localStorage.getItem('admin-permissions'),
  }));
  expect(stored.token).toBeNull();
  expect(stored.role).toBe('admin');
  expect(JSON.parse(String(stored.permissions))).toMatchObject({ statistics: true, users: true });
  // The token lives in an HttpOnly cookie for the admin api only: no page script can read it.
  const session = (await page.context().cookies()).find((c) => c.name === 'agency_admin_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
  const readable = await page.evaluate(() =>
    JSON.stringify({ cookies: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  expect(readable).not.toContain(String(session?.value));

  // Every tab opens its own screen (none is a placeholder).
  for (const [index, label] of ALL_TABS.entries()) {
    await openTab(page, label);
    await expect(page.getByText('Dieser Bereich folgt in Kürze.')).toHaveCount(0);
    await expect(page.getByText('Wird geladen…')).toHaveCount(0);
    await shot(
      page,
      `tab-${String(index + 1).padStart(2, '0')}-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      false,
    );
  }

  await page.reload();
  await expect(page.getByTestId('role-label')).toHaveText('Administrator');
  await expect.poll(() => tabLabels(page), { message: 'the restored session sees every tab' }).toEqual(ALL_TABS);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(() => [
          localStorage.getItem('admin-auth'),
          localStorage.getItem('admin-permissions'),
          localStorage.getItem('admin-role'),
        ]),
      { message: 'logout clears the stored session' },
    )
    .toEqual([null, null, null]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('agency_admin_session');
  // The server revoked the token: even sent by hand it no longer opens anything.
  const revoked = await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${session?.value}` } });
  expect(revoked.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('a session ended elsewhere (its token revoked) asks to log in again in place; logging out instead shows the login screen with a message', async ({
  page,
  request,
}) => {
  await logIn(page);
  const session = (await page.context().cookies()).find((c) => c.name === 'agency_admin_session');
  const out = await request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${session?.value}` } });
  expect(out.ok()).toBe(true);
  // The next call of the screen carries the revoked token: the tab's, or one of the first screen's still
  // under way, whose dialog may already lie over the link (the click then lands on its backdrop).
  await tabLink(page, 'Website').click({ force: true });
  const again = page.getByRole('dialog', { name: 'Sitzung abgelaufen' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Abmelden (Eingaben verwerfen)' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Sitzung abgelaufen. Bitte erneut anmelden.');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('every tab has its own address: a deep link opens it (after the login), back and forward move between tabs', async ({
  page,
}) => {
  await page.goto('/admin/anfragen');
  await submitLogin(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anfragen');
  await expect(tabLink(page, 'Anfragen')).toHaveAttribute('aria-current', 'page');
  await openTab(page, 'FAQ');
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anfragen');
  await expect(page).toHaveURL(/\/admin\/anfragen$/);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  // An address that names no tab leads to the first one, without a history entry of its own.
  await page.goto('/admin/gibt-es-nicht');
  await expect(page).toHaveURL(/\/admin\/statistiken$/);
});

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab opens from the drawer navigation and fits the screen: nothing sticks out or scrolls sideways', async ({
    page,
    request,
  }) => {
    // A request with long texts, so the list has a row to open: the only one (earlier specs on this
    // worker's api may have sent others).
    await deleteAllOfferRequests(request);
    await sendOfferRequest(request, {
      name: `Friederike Mustermann-Langename ${RUN}`,
      email: `mobil-${RUN}@example.de`,
      company: 'Hafenkontor Logistik und Spedition GmbH & Co. KG',
    });
    // And one sent without the form, so the suspected spam below the list shows too.
    const heldName = `Maximilian Zurückgehalten-Überlang ${RUN}`;
    const held = await request.post('/api/offer-request', {
      data: offerRequestFields({ name: heldName, email: `spamverdacht-mobil-${RUN}@example.de` }),
    });
    expect(held.status(), await held.text()).toBe(201);
    const heldRow = page.getByTestId('spam-row').filter({ hasText: heldName });
    /** What to open on a tab before looking (a row, a card, a dialog). */
    const expand: Partial<Record<string, () => Promise<void>>> = {
      Anfragen: async () => {
        await page.getByTestId('request-row').first().getByRole('button', { expanded: false }).click();
        await heldRow.getByRole('button', { expanded: false }).click();
      },
      FAQ: () => page.getByTestId('faq-category').first().getByRole('button', { expanded: false }).click(),
      Leistungen: () => page.getByTestId('service-card').first().getByRole('button', { expanded: false }).click(),
      Tracking: () => page.getByRole('button', { name: 'Detailansicht' }).click(),
    };
    await logIn(page);
    await expect(nav(page)).not.toBeInViewport();
    for (const [index, label] of ALL_TABS.entries()) {
      await openTabMobile(page, label);
      await expect(page.getByText('Wird geladen…')).toHaveCount(0);
      // The drawer closes once a tab is picked.
      await expect(nav(page)).not.toBeInViewport();
      await expand[label]?.();
      await expect.poll(() => wideElements(page), { message: label }).toEqual([]);
      await expect.poll(() => overflowsSideways(page), { message: label }).toBe(false);
      await shot(page, `mobile-${String(index + 1).padStart(2, '0')}-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`);
      if (label === 'Anfragen') {
        // Gone again, so the requests spec counts only its own; deleting works on a phone, too.
        await page.getByTestId('request-row').first().getByRole('button', { name: 'Löschen' }).click();
        await confirm(page, 'Anfrage löschen');
        await expect(page.getByTestId('request-row')).toHaveCount(0);
        await heldRow.getByRole('button', { name: 'Löschen' }).click();
        await confirm(page, 'Zurückgehaltene Anfrage löschen');
        await expect(heldRow).toHaveCount(0);
      }
    }

    // A history dialog fits as well.
    await openTabMobile(page, 'Website');
    await page.getByRole('button', { name: 'Verlauf' }).click();
    await expect(page.getByTestId('history-panel')).toBeVisible();
    await expect.poll(() => overflowsSideways(page), { message: 'the history dialog fits' }).toBe(false);
    await shot(page, 'mobile-history', false);
    await page.getByTestId('history-panel').getByRole('button', { name: 'Schließen' }).first().click();
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await expect(nav(page)).toBeInViewport();
    await shot(page, 'mobile-navigation', false);
  });
});

test.describe('an editor with a few permissions', () => {
  let editorId = '';
  test.beforeAll(async ({ request }) => {
    editorId = await createStaff(request, {
      ...editor,
      permissions: { success_stories: true, requests: true, legal: true, faq: true },
    });
  });

  test('sees only the permitted tabs, starts on the first one, keeps them on reload; the server refuses the rest', async ({
    page,
    request,
  }) => {
    await logIn(page, editor, 'Mitarbeiter');
    await expect
      .poll(() => tabLabels(page), { message: 'the editor sees the permitted tabs' })
      .toEqual(['Erfolgsgeschichten', 'Anfragen', 'Kundennotizen', 'Rechtstexte', 'FAQ', 'Geplant']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erfolgsgeschichten');
    await expect(page.getByTestId('content-card').first()).toBeVisible();
    await shot(page, 'editor-first-tab');

    await openTab(page, 'Rechtstexte');
    await expect(page.getByRole('tab', { name: 'Impressum' })).toHaveAttribute('aria-selected', 'true');
    await openTab(page, 'FAQ');
    await expect(page.getByTestId('faq-category').first()).toBeVisible();

    // The tab is in the address: a reload keeps it.
    await expect(page).toHaveURL(/\/admin\/faq$/);
    await page.reload();
    await expect(page.getByTestId('role-label')).toHaveText('Mitarbeiter');
    await expect
      .poll(() => tabLabels(page), { message: 'the restored session sees the permitted tabs' })
      .toEqual(['Erfolgsgeschichten', 'Anfragen', 'Kundennotizen', 'Rechtstexte', 'FAQ', 'Geplant']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    // A tab the editor may not see, named in the address, leads to the first one they may.
    await page.goto('/admin/benutzer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erfolgsgeschichten');
    await expect(page).toHaveURL(/\/admin\/erfolgsgeschichten$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('admin-role'))).toBe('editor');

    // Hiding a tab is not the protection: the api answers 403 for what the editor may not use.
    const token = await apiToken(request, editor);
    const forbidden = await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${token}` } });
    expect(forbidden.status()).toBe(403);
    const allowed = await request.get('/api/admin/success-stories', { headers: { Authorization: `Bearer ${token}` } });
    expect(allowed.status()).toBe(200);
  });

  test('a 401 (account deactivated meanwhile) cannot be logged in again in place and ends with a message; a stored session without a role is an editor', async ({
    page,
    request,
  }) => {
    await logIn(page, editor, 'Mitarbeiter');
    await openTab(page, 'Anfragen');

    const adminToken = await apiToken(request);
    const deactivated = await request.put(`/api/admin/users/${editorId}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { active: false },
    });
    expect(deactivated.ok(), await deactivated.text()).toBe(true);

    // The next call of the screen carries a token the api no longer accepts: a deactivated account cannot
    // log in again, so staff end the session.
    await tabLink(page, 'Erfolgsgeschichten').click();
    const again = page.getByRole('dialog', { name: 'Sitzung abgelaufen' });
    await again.getByLabel(/^Passwort/).fill(editor.password);
    await again.getByRole('button', { name: 'Anmelden' }).click();
    await expect(again.getByRole('alert')).toHaveText('Ungültige Anmeldedaten');
    await again.getByRole('button', { name: 'Abmelden (Eingaben verwerfen)' }).click();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Sitzung abgelaufen. Bitte erneut anmelden.');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('admin-permissions')), {
        message: 'the stored session is dropped',
      })
      .toBeNull();
    expect(
      (await page.context().cookies()).map((c) => c.name),
      'the cookie is cleared',
    ).not.toContain('agency_admin_session');
    await shot(page, 'logged-out-after-401');

    // A deactivated account cannot log in again.
    await submitLogin(page, editor);
    await expect(page.getByRole('alert')).toHaveText('Ungültige Anmeldedaten');

    const reactivated = await request.put(`/api/admin/users/${editorId}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { active: true },
    });
    expect(reactivated.ok()).toBe(true);
    await submitLogin(page, editor);
    await expect(page.getByTestId('role-label')).toHaveText('Mitarbeiter');

    // A missing role defaults to editor when the session is restored.
    await page.evaluate(() => localStorage.removeItem('admin-role'));
    await page.reload();
    await expect(page.getByTestId('role-label')).toHaveText('Mitarbeiter');
    // Without stored permissions the login screen shows (the cookie alone does not say what to show).
    await page.evaluate(() => localStorage.removeItem('admin-permissions'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });
});

test("deactivating an editor says which of their plans and preview links end; 'Geplant' shows the plan as not run", async ({
  page,
  request,
}) => {
  const planner = { username: `planerin-${RUN}`, password: 'planung-geheim-1', email: `planung-${RUN}@example.de` };
  const plannerId = await createStaff(request, { ...planner, permissions: { pricing: true } });
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const headers = as(await apiToken(request, planner));
  // The editor's own package, a draft of it planned to go live next year, and a preview link.
  const name = `Planpaket ${RUN}`;
  const created = await request.post('/api/admin/pricing-packages', { headers, data: { name, price: 10 } });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { package: { id: string } }).package.id;
  const draftPath = `/api/admin/pricing-packages/${id}/draft`;
  const draft = await request.put(draftPath, {
    headers: await basedOnCurrent(request, headers, draftPath),
    data: { price: 20 },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  const year = new Date().getFullYear() + 1;
  const planned = await request.post(`/api/admin/pricing-packages/${id}/schedule`, {
    headers,
    data: { at: `${year}-03-01T09:00` },
  });
  expect(planned.ok(), await planned.text()).toBe(true);
  const link = await request.post('/api/admin/pricing-packages/preview', { headers, data: {} });
  const href = ((await link.json()) as { link: { path: string } }).link.path;
  expect((await request.get(href)).status()).toBe(200);

  await logIn(page);
  await openTab(page, 'Benutzer');
  const row = page.getByTestId('user-row').filter({ hasText: planner.username });
  await row.getByRole('button', { name: `${planner.username} bearbeiten` }).click();
  const editing = page.getByTestId('user-row').filter({ has: page.locator('form') });
  await editing.getByLabel('Aktiv', { exact: true }).uncheck();
  await editing.getByRole('button', { name: 'Speichern' }).click();
  const ask = dialog(page, 'Benutzer deaktivieren');
  await expect(ask).toContainText(`Benutzer „${planner.username}“ deaktivieren?`);
  await expect(ask.getByTestId('ending-work')).toHaveText(
    'Damit enden 1 geplante Veröffentlichung und 1 Vorschau-Link.',
  );
  await shot(page, 'users-deactivate-confirm', false);
  await confirm(page, 'Benutzer deaktivieren', 'Deaktivieren');
  await expect(successBanner(page)).toHaveText('Benutzer aktualisiert!');
  await expect(row.getByText('Inaktiv', { exact: true })).toBeVisible();
  // The preview link ended with the account.
  expect((await request.get(href)).status()).toBe(404);

  // 'Geplant' lists the plan as not run, with the reason, until staff cancel it.
  await openTab(page, 'Geplant');
  const plan = page
    .getByTestId('planned-screen')
    .getByTestId('plan')
    .filter({ hasText: `Preispakete: ${name}` });
  await expect(plan).toContainText('fehlgeschlagen');
  await expect(plan).toContainText('Nicht ausgeführt: Die planende Person ist nicht mehr aktiv.');
  await shot(page, 'planned-not-run');
  await plan.getByRole('button', { name: 'Absagen' }).click();
  await expect(successBanner(page)).toHaveText('Geplante Veröffentlichung abgesagt');
  await expect(plan).toContainText('abgesagt');

  // Tidy up for the specs after this one.
  const admin = as(await apiToken(request));
  const itemPath = `/api/admin/pricing-packages/${id}`;
  expect((await request.delete(itemPath, { headers: await basedOnCurrent(request, admin, itemPath) })).ok()).toBe(true);
  expect((await request.delete(`/api/admin/users/${plannerId}`, { headers: admin })).ok()).toBe(true);
});
