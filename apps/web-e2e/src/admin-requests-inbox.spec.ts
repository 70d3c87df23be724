import { logIn, openTab, RUN, sendOfferRequest } from './support/admin';
import { expect, test } from './support/fixtures';

const people = {
  ines: { name: `Ines Suchtest ${RUN}`, email: `ines.${RUN}@example.de`, company: `Kutterwerft ${RUN}` },
  jan: { name: `Jan Suchtest ${RUN}`, email: `jan.${RUN}@example.de`, message: `Bitte Angebot für Dachboden-${RUN}` },
};

test.beforeAll(async ({ request }) => {
  await sendOfferRequest(request, people.ines, people.jan);
});

test('Anfragen: search, filters and "Als ungelesen markieren"; the list scrolls with the page; a failed sync is said beside its button', async ({
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
