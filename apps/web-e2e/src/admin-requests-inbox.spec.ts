import { logIn, openTab, RUN, sendOfferRequest } from './support/admin';
import { expect, test } from './support/fixtures';

const people = {
  ines: {
    name: `Ines Suchtest ${RUN}`,
    email: `ines.${RUN}@example.de`,
    company: `Kutterwerft ${RUN}`,
    service: 'Mehrsprachigkeit',
  },
  jan: {
    name: `Jan Suchtest ${RUN}`,
    email: `jan.${RUN}@example.de`,
    message: `Bitte Angebot für Dachboden-${RUN}`,
    service: 'Consent Management',
  },
};

/** The calendar day in Berlin (YYYY-MM-DD) `days` days from now, as the inbox's date filters take it. */
const berlinDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

test.beforeAll(async ({ request }) => {
  await sendOfferRequest(request, people.ines, people.jan);
});

test('Anfragen: search, status, service and date filters and "Als ungelesen markieren"; the list scrolls with the page; a failed sync is said beside its button', async ({
  page,
}) => {
  await logIn(page);
  await openTab(page, 'Anfragen');
  const rows = page.getByTestId('request-row');
  const row = (name: string) => rows.filter({ hasText: name });
  await expect(row(people.ines.name)).toBeVisible();

  // No scroll box of its own: every box around the list grows with it, the page scrolls.
  const scrollBoxes = await page.getByRole('list', { name: 'Anfragen' }).evaluate((list) => {
    const boxes: string[] = [];
    for (let box = list.parentElement; box && box !== document.body; box = box.parentElement) {
      const { overflowY } = getComputedStyle(box);
      if (overflowY === 'auto' || overflowY === 'scroll') boxes.push(`${box.tagName} ${box.className}`);
    }
    return boxes;
  });
  expect(scrollBoxes).toEqual([]);

  // Search: the company of one, a word of the other's message, an e-mail address.
  const search = page.getByRole('searchbox', { name: 'Suche' });
  const searchFor = async (text: string) => {
    await search.fill(text);
    await page.getByRole('button', { name: 'Suchen' }).click();
  };
  await searchFor(`kutterwerft ${RUN}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(people.ines.name);
  await expect(page.getByText('1 Anfrage passt zur Auswahl')).toBeVisible();
  await searchFor(`Dachboden-${RUN}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(people.jan.name);
  await searchFor(`Suchtest ${RUN}`);
  await expect(rows).toHaveCount(2);

  // Unread only: both; open Jan's (read now, it stays in view until the list is loaded again).
  await page.getByLabel('Status').selectOption('unread');
  await expect(rows).toHaveCount(2);
  const unreadBefore = Number(await page.getByTestId('tile-Ungelesen').innerText());
  await row(people.jan.name).getByRole('button', { expanded: false }).click();
  await expect(row(people.jan.name).getByText('NEU', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('tile-Ungelesen')).toHaveText(String(unreadBefore - 1));
  // ... and back to unread.
  await row(people.jan.name).getByRole('button', { name: 'Als ungelesen markieren' }).click();
  await expect(row(people.jan.name).getByText('NEU', { exact: true })).toBeVisible();
  await expect(page.getByTestId('tile-Ungelesen')).toHaveText(String(unreadBefore));
  // Read ones only: none of the two.
  await page.getByLabel('Status').selectOption('read');
  await expect(page.getByText('Keine Anfragen passen zur Auswahl')).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await expect(rows).toHaveCount(2);

  // Each filter's change is shown once the list for it is loaded.
  const listed = () =>
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/offer-requests' && r.request().method() === 'GET',
    );
  const filterBy = async (change: () => Promise<unknown>) => {
    const loaded = listed();
    await change();
    await loaded;
  };
  const none = page.getByText('Keine Anfragen passen zur Auswahl');

  // Leistung: only the requests naming that service.
  const service = page.getByRole('combobox', { name: 'Leistung' });
  await filterBy(() => service.selectOption(people.jan.service));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(people.jan.name);
  await filterBy(() => service.selectOption(people.ines.service));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(people.ines.name);
  await filterBy(() => service.selectOption(''));
  await expect(rows).toHaveCount(2);

  // Eingegangen ab / bis: calendar days in Berlin, both included; both requests came in today.
  const from = page.getByLabel('Eingegangen ab');
  const to = page.getByLabel('Eingegangen bis');
  await filterBy(() => from.fill(berlinDay(1)));
  await expect(none).toBeVisible();
  await filterBy(() => from.fill(berlinDay(0)));
  await expect(rows).toHaveCount(2);
  await filterBy(() => to.fill(berlinDay(0)));
  await expect(rows).toHaveCount(2);
  await filterBy(() => from.fill(berlinDay(-1)));
  await filterBy(() => to.fill(berlinDay(-1)));
  await expect(none).toBeVisible();
  // A day and a service together.
  await filterBy(() => to.fill(berlinDay(0)));
  await expect(rows).toHaveCount(2);
  await filterBy(() => service.selectOption(people.jan.service));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(people.jan.name);
  await filterBy(() => service.selectOption(''));
  await filterBy(() => from.fill(''));
  await filterBy(() => to.fill(''));
  await expect(rows).toHaveCount(2);

  // A sync that fails: its message beside the button in that request, not in the banner above.
  await page.route(
    (url) => url.pathname.startsWith('/api/admin/sync-to-mysql/'),
    (route) => route.fulfill({ status: 503, json: { message: 'Dienst nicht verfügbar' } }),
  );
  await row(people.ines.name).getByRole('button', { expanded: false }).click();
  const syncButton = row(people.ines.name).getByRole('button', { name: 'In Buchhaltung eintragen' });
  await syncButton.click();
  const alert = row(people.ines.name).getByRole('alert');
  await expect(alert).toHaveText('Fehler beim Eintragen in die Buchhaltung');
  await expect(syncButton).toHaveAccessibleDescription('Fehler beim Eintragen in die Buchhaltung');
  await expect(page.getByTestId('banner-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(search).toHaveValue('');
});
