import type { Browser, Locator, Page } from '@playwright/test';
import {
  card,
  clearBanner,
  confirm,
  dialog,
  errorBanner,
  holdNext,
  logIn,
  nextLoad,
  openTab,
  publish,
  RUN,
  shot,
  successBanner,
} from './support/admin';
import { pauseClock, settled } from './support/barriers';
import { expect, test } from './support/fixtures';
import { presetConsent } from './support/public-site';

/** A form field of the admin dialogs by its label; the label may carry ' *' (required) and '(hint)'. */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?(\\s*\\(.*\\))?$`));
}

/** A visitor's page (no cookie banner), for checking what the public site shows. */
async function visitorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await presetConsent(page, false);
  return page;
}

/** Logs in on `page` and opens `tab`; returns a visitor's page beside it (visitorPage). */
async function adminTabWithVisitor(page: Page, browser: Browser, tab: string): Promise<Page> {
  const visitor = await visitorPage(browser);
  await logIn(page);
  await openTab(page, tab);
  return visitor;
}

async function expectPublic(visitor: Page, path: string, text: string, visible: boolean) {
  await visitor.goto(path);
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const target = visitor.getByText(text);
  if (visible) await expect(target.first()).toBeAttached();
  else await expect(target).toHaveCount(0);
}

interface CollectionCase {
  tab: string;
  innerTab?: string;
  noun: string;
  addLabel: string;
  editTitle: string;
  deleteQuestion: (title: string) => string;
  /** The spec's required-field message, and how to provoke it. */
  required: { message: string; fill?: (form: Locator) => Promise<void> };
  title: string;
  fill: (form: Locator, title: string) => Promise<void>;
  /** The field holding the card title, for the edit. */
  titleField: string;
  publicPath: string;
  /** Extra checks of the card right after the create. */
  afterCreate?: (card: Locator) => Promise<void>;
}

const CASES: CollectionCase[] = [
  {
    tab: 'Erfolgsgeschichten',
    noun: 'Success Story',
    addLabel: 'Neue Erfolgsgeschichte',
    editTitle: 'Erfolgsgeschichte bearbeiten',
    deleteQuestion: (title) => `Erfolgsgeschichte „${title}“ wirklich löschen?`,
    required: {
      message: 'Firma und Titel sind Pflichtfelder',
      fill: (form) => field(form, 'Firma').fill('Nur Firma GmbH'),
    },
    title: `Mehr Anfragen für die Kaffeerösterei ${RUN}`,
    titleField: 'Titel',
    fill: async (form, title) => {
      await field(form, 'Firma').fill(`Kaffeerösterei Ahoi ${RUN}`);
      await field(form, 'Titel').fill(title);
      await field(form, 'Badge (Erfolgskennzahl)').fill('+75% Anfragen');
      await field(form, 'Bild-URL').fill('/images/portfolio/tischlerei-hansen.jpg');
      await field(form, 'Beschreibung').fill('Neuer Online-Shop mit Abo-Funktion.');
      await expect(field(form, 'Link')).toHaveValue('#');
    },
    publicPath: '/',
    afterCreate: async (item) => expect(item.getByText('+75% Anfragen')).toBeVisible(),
  },
  {
    tab: 'Bewertungen',
    noun: 'Bewertung',
    addLabel: 'Neue Bewertung',
    editTitle: 'Bewertung bearbeiten',
    deleteQuestion: (title) => `Bewertung von „${title}“ wirklich löschen?`,
    required: { message: 'Pflichtfelder fehlen: Name Text' },
    title: `Hauke Jensen ${RUN}`,
    titleField: 'Name',
    fill: async (form, title) => {
      await expect(form.getByText('5 Sterne')).toBeVisible();
      await field(form, 'Name').fill(title);
      await field(form, 'Firma').fill('Segelschule Jensen, Kiel');
      await form.getByRole('button', { name: '1 Stern', exact: true }).click();
      await expect(form.getByText('1 Stern', { exact: true })).toBeVisible();
      await form.getByRole('button', { name: '4 Sterne' }).click();
      await field(form, 'Text').fill('Schnell, freundlich und die Buchungen laufen jetzt online.');
    },
    publicPath: '/',
  },
  {
    tab: 'Portfolio',
    noun: 'Projekt',
    addLabel: 'Neues Projekt',
    editTitle: 'Projekt bearbeiten',
    deleteQuestion: (title) => `Projekt „${title}“ wirklich löschen?`,
    required: { message: 'Titel und Kunde sind Pflichtfelder', fill: (form) => field(form, 'Titel').fill('   ') },
    title: `Buchungsportal Strandkorbvermietung ${RUN}`,
    titleField: 'Titel',
    fill: async (form, title) => {
      await field(form, 'Titel').fill(title);
      await field(form, 'Kunde').fill('Strandkorb Sörensen');
      await field(form, 'Kategorie').selectOption({ label: 'E-Commerce' });
      await expect(field(form, 'Jahr')).toHaveValue(String(new Date().getFullYear()));
      await field(form, 'Technologien').fill('React, NestJS, , PostgreSQL');
      await field(form, 'Features').fill('Online-Buchung, Zahlung');
      await field(form, 'Beschreibung').fill('Strandkörbe online buchen und bezahlen.');
      await form.getByLabel('Hervorgehoben (Featured)').check();
    },
    publicPath: '/portfolio',
    afterCreate: async (item) => {
      await expect(item.getByTestId('featured-star')).toBeVisible();
      await expect(item.getByText('E-Commerce')).toBeVisible();
    },
  },
  {
    tab: 'Preise',
    innerTab: 'Pakete',
    noun: 'Paket',
    addLabel: 'Neues Paket',
    editTitle: 'Paket bearbeiten',
    deleteQuestion: (title) => `Paket „${title}“ wirklich löschen?`,
    // Price 0 counts as empty.
    required: {
      message: 'Name und Preis sind Pflichtfelder',
      fill: (form) => field(form, 'Name').fill('Nur ein Name'),
    },
    title: `Hafen-Paket ${RUN}`,
    titleField: 'Name',
    fill: async (form, title) => {
      await expect(field(form, 'Laufzeit')).toHaveValue('24 Monate');
      await expect(field(form, 'Button-Text')).toHaveValue('Paket wählen');
      await field(form, 'Name').fill(title);
      await field(form, 'Preis (€ pro Monat)').fill('249,50');
      await field(form, 'Enthaltene Leistungen').fill('Hosting\n\n  Wartung  \nSEO-Bericht');
      await field(form, 'Nicht enthalten').fill('Druckprodukte');
      await form.getByLabel('Beliebt (hervorgehoben)').check();
    },
    publicPath: '/preise',
    afterCreate: async (item) => {
      await expect(item).toContainText('249,50 €');
      await expect(item.getByText('Beliebt', { exact: true })).toBeVisible();
      await expect(item.getByRole('listitem')).toHaveText(['Hosting', 'Wartung', 'SEO-Bericht']);
    },
  },
  {
    tab: 'Preise',
    innerTab: 'Kundenmeinungen',
    noun: 'Testimonial',
    addLabel: 'Neue Kundenmeinung',
    editTitle: 'Kundenmeinung bearbeiten',
    deleteQuestion: (title) => `Kundenmeinung von „${title}“ wirklich löschen?`,
    required: { message: 'Name und Text sind Pflichtfelder', fill: (form) => field(form, 'Name').fill('Ohne Text') },
    title: `Frauke Lorenzen ${RUN}`,
    titleField: 'Name',
    fill: async (form, title) => {
      await field(form, 'Name').fill(title);
      await field(form, 'Firma').fill('Ferienhof Lorenzen');
      await field(form, 'Paket').fill('Business');
      await field(form, 'Text').fill('Das Abo nimmt uns die ganze Technik ab.');
    },
    publicPath: '/preise',
  },
];

test.describe('content collections: create, edit, toggle, delete, visible on the public site', () => {
  for (const c of CASES) {
    test(`${c.tab}${c.innerTab ? ` › ${c.innerTab}` : ''}`, async ({ page, browser }) => {
      const visitor = await adminTabWithVisitor(page, browser, c.tab);
      if (c.innerTab) await page.getByRole('tab', { name: c.innerTab }).click();
      const slug = `${c.tab}-${c.innerTab ?? ''}`.toLowerCase().replace(/[^a-z]+/g, '-');

      // Required fields: the spec's message, nothing saved.
      await page.getByRole('button', { name: c.addLabel }).click();
      const create = dialog(page, c.addLabel);
      await c.required.fill?.(create);
      await create.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
      await expect(errorBanner(create)).toHaveText(c.required.message);
      await shot(page, `${slug}-required-error`, false);
      await create.getByRole('button', { name: 'Abbrechen' }).click();
      // What was typed is dropped only once staff agree.
      if (c.required.fill) await confirm(page, 'Ungespeicherte Änderungen verwerfen?', 'Verwerfen');
      await expect(create).toBeHidden();

      // Create.
      await page.getByRole('button', { name: c.addLabel }).click();
      await c.fill(create, c.title);
      await create.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
      await expect(successBanner(page).first()).toHaveText(`${c.noun} hinzugefügt!`);
      await expect(create).toBeHidden();
      const created = card(page, c.title);
      await expect(created).toBeVisible();
      await c.afterCreate?.(created);
      await created.scrollIntoViewIfNeeded();
      await shot(page, `${slug}-created`);
      await expectPublic(visitor, c.publicPath, c.title, true);

      // Edit.
      const edited = `${c.title} (neu)`;
      await created.getByRole('button', { name: 'Bearbeiten' }).click();
      const edit = dialog(page, c.editTitle);
      await expect(field(edit, c.titleField)).toHaveValue(c.title);
      await field(edit, c.titleField).fill(edited);
      await edit.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
      await expect(successBanner(page).first()).toHaveText(`${c.noun} aktualisiert!`);
      await expect(edit).toBeHidden();
      await expect(card(page, edited)).toBeVisible();
      await expectPublic(visitor, c.publicPath, edited, true);

      // Toggle: saved at once, the card dimmed, gone from the public site; and back.
      const toggle = card(page, edited).getByRole('switch', { name: `${edited} aktiv` });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(successBanner(page)).toHaveText(`${c.noun} aktualisiert!`);
      await expect(card(page, edited)).toHaveClass(/opacity-50/);
      await shot(page, `${slug}-disabled`, false);
      await expectPublic(visitor, c.publicPath, edited, false);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(card(page, edited)).not.toHaveClass(/opacity-50/);
      await expectPublic(visitor, c.publicPath, edited, true);

      // Delete after confirmation; cancelling keeps it.
      await card(page, edited).getByRole('button', { name: 'Löschen' }).click();
      const ask = dialog(page, 'Löschen bestätigen');
      await expect(ask).toContainText(c.deleteQuestion(edited));
      await ask.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(card(page, edited)).toBeVisible();
      await card(page, edited).getByRole('button', { name: 'Löschen' }).click();
      await confirm(page, 'Löschen bestätigen');
      await expect(successBanner(page)).toHaveText(`${c.noun} gelöscht!`);
      await expect(card(page, edited)).toHaveCount(0);
      await expectPublic(visitor, c.publicPath, edited, false);
      await visitor.context().close();
    });
  }
});

test('history panel restores an earlier version; the trash gives a deleted item back', async ({ page, browser }) => {
  const visitor = await adminTabWithVisitor(page, browser, 'Erfolgsgeschichten');
  const original = await page.getByTestId('content-card').first().getByRole('heading').innerText();
  const renamed = `Umbenannt ${RUN}`;

  await page.getByTestId('content-card').first().getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = dialog(page, 'Erfolgsgeschichte bearbeiten');
  await field(edit, 'Titel').fill(renamed);
  await edit.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(card(page, renamed)).toBeVisible();
  await expectPublic(visitor, '/', renamed, true);

  await card(page, renamed).getByRole('button', { name: 'Verlauf' }).click();
  // The panel's title follows the item, so it is found by its test id.
  const history = page.getByTestId('history-panel');
  await expect(dialog(page, `Verlauf: ${renamed}`)).toBeVisible();
  const entries = history.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  // Newest first: who changed what, from which value to which.
  await expect(entries.first()).toContainText('Veröffentlicht');
  await expect(entries.first()).toContainText('admin');
  // Under the form's German label; the seed's internal sample mark (cleared by this edit) is not listed.
  await expect(entries.first().getByTestId('history-change')).toHaveText([`Titel: ${original} → ${renamed}`]);
  await expect(entries.last()).toContainText('Angelegt');
  await expect(entries.last()).toContainText('Firma:');
  await expect(history).not.toContainText('sample');
  await shot(page, 'history-panel', false);
  await entries.last().getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
  await expect(successBanner(history)).toHaveText('Version 1 wiederhergestellt!');
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Wiederhergestellt (Version 1)');
  await history.getByRole('button', { name: 'Schließen' }).click();
  await expect(card(page, original)).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(0);
  await expectPublic(visitor, '/', original, true);

  // Trash: a deleted item is listed and comes back.
  await card(page, original).getByRole('button', { name: 'Löschen' }).click();
  await confirm(page, 'Löschen bestätigen');
  await expect(card(page, original)).toHaveCount(0);
  await page.getByRole('button', { name: 'Papierkorb' }).click();
  const trash = dialog(page, 'Papierkorb');
  const trashed = trash.getByRole('listitem').filter({ hasText: original });
  await expect(trashed).toContainText('gelöscht am');
  await shot(page, 'trash', false);
  await trashed.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(successBanner(trash)).toHaveText('Wiederhergestellt!');
  // Gone from the trash (the other items deleted in this run stay there).
  await expect(trash.getByRole('listitem').filter({ hasText: original })).toHaveCount(0);
  await trash.getByRole('button', { name: 'Schließen' }).click();
  await expect(card(page, original)).toBeVisible();
  await expectPublic(visitor, '/', original, true);
  await visitor.context().close();
});

test('FAQ: questions added, deactivated and removed locally, then Save-all; visible on /faq', async ({
  page,
  browser,
  request,
}) => {
  const visitor = await adminTabWithVisitor(page, browser, 'FAQ');
  const category = page.getByTestId('faq-category').first();
  await category.getByRole('button', { expanded: false }).click();
  const questions = category.getByTestId('faq-question');
  await expect(questions.first()).toBeVisible();
  const before = await questions.count();

  await category.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await expect(questions).toHaveCount(before + 1);
  const added = questions.last();
  await expect(added.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  const question = `Bieten Sie auch Schulungen an? ${RUN}`;
  await field(added, 'Frage').fill(question);
  await field(added, 'Antwort').fill('Ja, für Ihr Team vor Ort oder online.');

  // The first question is switched off: deactivated, still listed here, gone from the public page.
  const first = questions.first();
  const firstQuestion = await field(first, 'Frage').inputValue();
  await first.getByRole('switch').click();
  await expect(first.getByRole('switch', { name: 'Deaktiviert' })).toHaveAttribute('aria-checked', 'false');

  // Nothing is saved before 'Veröffentlichen'.
  await expectPublic(visitor, '/faq', question, false);

  // Removing a question asks first.
  await questions.nth(1).getByRole('button', { name: 'Frage löschen' }).click();
  await expect(dialog(page, 'Frage löschen')).toContainText('Diese Frage wirklich löschen?');
  await confirm(page, 'Frage löschen');
  await expect(questions).toHaveCount(before);
  await shot(page, 'faq-edited');

  await publish(page, 'FAQs erfolgreich gespeichert!');
  await expectPublic(visitor, '/faq', question, true);
  await expectPublic(visitor, '/faq', firstQuestion, false);

  // A category's removal asks as well (and is not saved here).
  await page.getByTestId('faq-category').last().getByRole('button', { name: 'Kategorie löschen' }).click();
  await expect(dialog(page, 'Kategorie löschen')).toContainText('Diese Kategorie mit allen Fragen wirklich löschen?');
  await dialog(page, 'Kategorie löschen').getByRole('button', { name: 'Abbrechen' }).click();

  // The settings history undoes the save.
  await page.getByRole('button', { name: 'Verlauf' }).click();
  const history = dialog(page, 'Verlauf: FAQ');
  await history.getByRole('button', { name: 'Diese Version wiederherstellen' }).first().click();
  await expect(successBanner(history)).toContainText('wiederhergestellt!');
  await history.getByRole('button', { name: 'Schließen' }).click();
  await expectPublic(visitor, '/faq', question, false);
  await expectPublic(visitor, '/faq', firstQuestion, true);

  // A question switched off while 'Veröffentlichen' is on its way stays off: the reload after the save
  // does not undo it, and the next save carries it.
  await clearBanner(page);
  await expect(first.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await field(first, 'Antwort').fill(`Antwort vor dem Speichern ${RUN}`);
  const held = await holdNext(page, 'POST', '/api/admin/faqs/publish');
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await held.arrived;
  await first.getByRole('switch').click();
  const reloaded = nextLoad(page, '/api/admin/faqs/draft');
  held.release();
  await expect(successBanner(page)).toHaveText('FAQs erfolgreich gespeichert!');
  // The reload has arrived and the page has handled it: had it (wrongly) replaced the form, it would show.
  await (await reloaded).finished();
  await settled(page);
  await expect(first.getByRole('switch', { name: 'Deaktiviert' })).toHaveAttribute('aria-checked', 'false');
  // Read from the public api, not the page: more page views would change the statistics spec's top pages.
  const publicFaqs = async () =>
    (await (await request.get('/api/faqs')).text()).includes(JSON.stringify(firstQuestion));
  await expect
    .poll(publicFaqs, { message: 'the save carried the question as it was when the save began (active)' })
    .toBe(true);
  await clearBanner(page);
  await publish(page, 'FAQs erfolgreich gespeichert!');
  await expect.poll(publicFaqs, { message: 'the next save carries the switch flipped meanwhile' }).toBe(false);

  // The history names what staff edit, by the screen's labels and the entries' names.
  await page.getByRole('button', { name: 'Verlauf' }).click();
  const latest = dialog(page, 'Verlauf: FAQ').getByTestId('history-entry').first();
  await expect(latest.getByTestId('history-change')).toHaveText([
    `${await field(page.getByTestId('faq-category').first(), 'Kategorietitel').inputValue()} › ${firstQuestion} › Aktiv: ja → nein`,
  ]);
  await expect(dialog(page, 'Verlauf: FAQ')).not.toContainText('sample');
  await shot(page, 'faq-history', false);
  await dialog(page, 'Verlauf: FAQ').getByRole('button', { name: 'Schließen' }).click();
  // Back as it was for the specs after this one.
  await clearBanner(page);
  await first.getByRole('switch').click();
  await publish(page, 'FAQs erfolgreich gespeichert!');
  await visitor.context().close();
});

test('Leistungen: a JSON error in packages blocks Save-all; fixed, the change is on /leistungen', async ({
  page,
  browser,
}) => {
  const visitor = await adminTabWithVisitor(page, browser, 'Leistungen');
  const service = page.getByTestId('service-card').first();
  const title = (await service.getByRole('button', { expanded: false }).innerText()).split('·')[0].trim();
  await service.getByRole('button', { expanded: false }).click();
  const price = `ab 1.234 € ${RUN}`;
  await field(service, 'Startpreis').fill(price);

  const packages = field(service, 'Pakete (JSON)');
  const valid = await packages.inputValue();
  await packages.fill('[{"name": "Basis", "price": ');
  // The parser's English stays out: where and what, in German.
  await expect(service.getByRole('alert')).toHaveText(
    'Ungültiges JSON in Zeile 1, Spalte 29: Der Text endet zu früh, es fehlt eine schließende Klammer oder ein Anführungszeichen.',
  );
  await field(service, 'Extras (JSON)').fill('{"name": "kein Array"}');
  await expect(service.getByRole('alert').last()).toHaveText('Muss eine JSON-Liste sein ([...])');
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(errorBanner(page)).toHaveText(
    `„${title}“: Pakete oder Extras enthalten ungültiges JSON – nicht gespeichert.`,
  );
  await shot(page, 'services-json-error');
  await expectPublic(visitor, '/leistungen', price, false);

  await packages.fill(valid);
  await field(service, 'Extras (JSON)').fill('[{"name": "Mehrsprachigkeit", "price": "ab 490€"}]');
  await expect(service.getByRole('alert')).toHaveCount(0);
  await publish(page, 'Services erfolgreich gespeichert!');
  await expectPublic(visitor, '/leistungen', price, true);

  // The active switch: off and saved, the service leaves the public page.
  await clearBanner(page);
  await service.getByRole('switch').click();
  await expect(service.getByRole('switch', { name: 'Inaktiv' })).toHaveAttribute('aria-checked', 'false');
  await expect(service).toHaveClass(/opacity-60/);
  await publish(page, 'Services erfolgreich gespeichert!');
  await expectPublic(visitor, '/leistungen', price, false);
  await clearBanner(page);
  await service.getByRole('switch').click();
  await publish(page, 'Services erfolgreich gespeichert!');
  await expectPublic(visitor, '/leistungen', price, true);
  await visitor.context().close();
});

test('Rechtstexte: markdown preview, saved with the spec text, shown on /datenschutz and /impressum', async ({
  page,
  browser,
}) => {
  const visitor = await visitorPage(browser);
  // The success message hides after 3 s of the page's time, which the test moves on (page.clock).
  await page.clock.install();
  await logIn(page);
  await openTab(page, 'Rechtstexte');
  await expect(page.getByRole('tab')).toHaveText(['Impressum', 'Datenschutz', 'AGB']);

  // Impressum: structured fields.
  const company = `Nordwerk Digital ${RUN} GmbH`;
  await field(page.locator('main'), 'Firmenname').fill(company);
  await pauseClock(page);
  await publish(page, 'IMPRESSUM erfolgreich gespeichert!');
  // The message hides after 3 s: still there after 2.9 s of page time, gone after 3 s.
  await page.clock.runFor(2900);
  await expect(successBanner(page)).toHaveText('IMPRESSUM erfolgreich gespeichert!');
  await page.clock.runFor(100);
  await expect(successBanner(page)).toBeHidden();
  await page.clock.resume();
  await expectPublic(visitor, '/impressum', company, true);

  await page.getByRole('tab', { name: 'Datenschutz' }).click();
  const content = field(page.locator('main'), 'Inhalt (Markdown)');
  await expect(content).not.toHaveValue('');
  const heading = `Kontaktformular ${RUN}`;
  await content.fill(
    `## ${heading}\n\nWir speichern Ihre Angaben **nur zur Bearbeitung** Ihrer Anfrage.\n\n- Name\n- E-Mail-Adresse`,
  );
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('nur zur Bearbeitung');
  await expect(preview.getByRole('listitem')).toHaveText(['Name', 'E-Mail-Adresse']);
  await shot(page, 'legal-markdown-preview');
  await publish(page, 'DATENSCHUTZ erfolgreich gespeichert!');
  await visitor.goto('/datenschutz');
  await expect(visitor.getByRole('heading', { name: heading })).toBeVisible();
  await expect(visitor.getByText('nur zur Bearbeitung')).toBeVisible();

  await page.getByRole('tab', { name: 'AGB' }).click();
  await expect(field(page.locator('main'), 'Titel')).not.toHaveValue('');
  await expect(page.getByTestId('markdown-preview')).not.toBeEmpty();
  await visitor.context().close();
});

test('E-Mail-Vorlagen: edit a template, code/preview toggle, placeholders, saved', async ({ page }) => {
  await logIn(page);
  await openTab(page, 'E-Mail-Vorlagen');
  const list = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Vorlagen', exact: true }) });
  const templates = list.getByRole('button');
  // The two mails of a request and the weekly statistics report.
  await expect(templates).toHaveCount(3);
  const confirmation = templates.filter({ hasText: 'Eingangsbestätigung' });
  await confirmation.click();
  const name = await confirmation.innerText();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // A placeholder the template's sender does not fill is named before anything is sent.
  await field(page.locator('main'), 'Betreff').fill('Ihre Anfrage {{constructor}}');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(errorBanner(page)).toContainText('Unbekannter Platzhalter {{constructor}}. Erlaubt sind: {{name}}, ');

  const subject = `Ihre Anfrage bei uns ${RUN} – {{name}}`;
  await field(page.locator('main'), 'Betreff').fill(subject);
  const placeholders = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Platzhalter' }) });
  await expect(placeholders.getByText('{{name}}')).toBeVisible();

  await page.getByRole('button', { name: 'Vorschau' }).click();
  const frame = page.frameLocator('iframe[title="Vorschau"]');
  await expect(frame.locator('body')).not.toBeEmpty();
  await shot(page, 'email-template-preview');
  await page.getByRole('button', { name: 'Code' }).click();
  await expect(field(page.locator('main'), 'HTML')).toBeVisible();

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(successBanner(page)).toHaveText('Template erfolgreich gespeichert!');
  await page.reload();
  await openTab(page, 'E-Mail-Vorlagen');
  await confirmation.click();
  await expect(field(page.locator('main'), 'Betreff')).toHaveValue(subject);
});

test("Bilder: a broken URL shows 'Bild nicht verfügbar'; saved, the public page uses the new URL", async ({
  page,
  browser,
}) => {
  const visitor = await adminTabWithVisitor(page, browser, 'Bilder');
  await expect(page.getByText('Empfohlene Größe: 800x600 px oder größer')).toBeVisible();
  const slot = page.getByTestId('image-slot').filter({ hasText: 'FAQ – Hero-Bild' });
  const input = slot.getByLabel('URL FAQ – Hero-Bild');
  const original = await input.inputValue();
  await expect(slot.locator('img')).toBeVisible();

  const broken = `/images/fehlt-${RUN}.jpg`;
  await input.fill(broken);
  await expect(slot.getByText('Bild nicht verfügbar')).toBeVisible();
  await shot(page, 'images-broken-preview', false);
  await publish(page, 'Bilder gespeichert! Bitte laden Sie die Seite neu, um die Änderungen zu sehen.');
  // The page names the new address; in the browser the picture fails to load, and a quiet area of its size
  // takes its place (no broken-image icon).
  expect(await (await visitor.request.get('/faq')).text()).toContain(`src="${broken}"`);
  await visitor.goto('/faq');
  await expect(visitor.locator('[data-picture-failed]')).toHaveCount(1);

  await clearBanner(page);
  await input.fill(original);
  await expect(slot.locator('img')).toBeVisible();
  await publish(page, 'Bilder gespeichert! Bitte laden Sie die Seite neu, um die Änderungen zu sehen.');
  await visitor.goto('/faq');
  await expect(visitor.locator(`img[src="${broken}"]`)).toHaveCount(0);
  await visitor.context().close();
});

test('Website: URL input disabled while a network is off; settings saved and shown in the footer', async ({
  page,
  browser,
  request,
}) => {
  const visitor = await adminTabWithVisitor(page, browser, 'Website');
  const main = page.locator('main');
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'Twitter / X', 'YouTube', 'GitHub'])
    await expect(main.getByRole('switch', { name: network, exact: true })).toBeVisible();

  const instagram = main.getByRole('switch', { name: 'Instagram', exact: true });
  const url = field(main, 'Instagram URL');
  if ((await instagram.getAttribute('aria-checked')) === 'true') await instagram.click();
  await expect(url).toBeDisabled();
  await instagram.click();
  await expect(url).toBeEnabled();
  const profile = `https://www.instagram.com/nordwerk${RUN}`;
  await url.fill(profile);
  const phone = `+49 40 555 ${RUN.replace(/\D/g, '').slice(0, 3) || '123'}`;
  await field(main, 'Telefon').fill(phone);
  await field(main, 'Slogan').fill('Webentwicklung mit Seeluft');
  await shot(page, 'website-settings');
  await publish(page, 'Einstellungen erfolgreich gespeichert!');

  await visitor.goto('/kontakt');
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByText(phone)).toBeVisible();
  await expect(footer.locator(`a[href="${profile}"]`)).toBeVisible();

  // Switched off again: the link leaves the footer, the URL is kept but cannot be edited.
  await clearBanner(page);
  await instagram.click();
  await expect(url).toBeDisabled();
  await expect(url).toHaveValue(profile);
  await publish(page, 'Einstellungen erfolgreich gespeichert!');
  await visitor.goto('/kontakt');
  await expect(visitor.getByRole('contentinfo').locator(`a[href="${profile}"]`)).toHaveCount(0);

  // A switch flipped while a save is on its way stays flipped: the reload after the save does not undo it.
  await clearBanner(page);
  const slogan = `Nordisch digital ${RUN}`;
  await field(main, 'Slogan').fill(slogan);
  const held = await holdNext(page, 'POST', '/api/admin/website-settings/publish');
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await held.arrived;
  await instagram.click();
  const reloaded = nextLoad(page, '/api/admin/website-settings/draft');
  held.release();
  await expect(successBanner(page)).toHaveText('Einstellungen erfolgreich gespeichert!');
  // The reload has arrived and the page has handled it: had it (wrongly) replaced the form, it would show.
  await (await reloaded).finished();
  await settled(page);
  await expect(instagram).toHaveAttribute('aria-checked', 'true');
  await expect(url).toBeEnabled();
  await expect(field(main, 'Slogan')).toHaveValue(slogan);
  await clearBanner(page);
  await publish(page, 'Einstellungen erfolgreich gespeichert!');
  // Read from the public api, not the page: more page views would change the statistics spec's top pages.
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/public/website-settings')).json()) as {
            settings: { social_media: Record<string, { enabled: boolean; url: string }> };
          }
        ).settings.social_media.instagram,
    )
    .toEqual({ enabled: true, url: profile });

  // The history lists the changes under the screen's labels, without bookkeeping.
  await page.getByRole('button', { name: 'Verlauf' }).click();
  const history = dialog(page, 'Verlauf: Website-Einstellungen');
  await expect(history.getByTestId('history-entry').first().getByTestId('history-change')).toHaveText([
    'Social Media › Instagram › Aktiv: nein → ja',
  ]);
  await expect(history).not.toContainText('sample');
  await shot(page, 'website-history', false);
  await history.getByRole('button', { name: 'Schließen' }).click();
  // Back as it was for the specs after this one.
  await clearBanner(page);
  await instagram.click();
  await publish(page, 'Einstellungen erfolgreich gespeichert!');
  await visitor.context().close();
});
