import { CONTENT_KINDS, defineContentKind, isCollectionKind, type CollectionScreenDefinition } from '@agency/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraduationCap } from 'lucide-react';
import { z } from 'zod';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { collectionDefinition } from './collection-definition';
import { contentTabs, ContentTabScreen } from './content-tabs';

/**
 * A collection that exists only in this file: its definition is all the back-office is given. Its tab, its
 * cards, its form and its messages below follow from it.
 */
const workshopsScreen: CollectionScreenDefinition = {
  tab: { slug: 'workshops', label: 'Workshops', icon: 'GraduationCap', position: 8 },
  noun: 'Workshop',
  addLabel: 'Neuer Workshop',
  dialogTitle: { create: 'Neuer Workshop', edit: 'Workshop bearbeiten' },
  loadError: 'Fehler beim Laden der Workshops',
  empty: 'Noch keine Workshops vorhanden',
  deleteQuestion: 'Workshop „{title}“ wirklich löschen?',
  fields: [
    { path: 'title', label: 'Titel', widget: 'text', required: true },
    { path: 'trainer', label: 'Trainerin', widget: 'text', hint: 'optional' },
    { path: 'seats', label: 'Plätze', widget: 'text', initial: 12 },
    {
      path: 'level',
      label: 'Stufe',
      widget: 'select',
      initial: 'einstieg',
      options: [
        { value: 'einstieg', label: 'Einstieg' },
        { value: 'profi', label: 'Für Profis' },
      ],
    },
    { path: 'enabled', label: 'Aktiv', widget: 'checkbox', initial: true },
  ],
  card: { title: 'title', subtitle: ['trainer', { path: 'seats', suffix: ' Plätze' }], badges: ['level'] },
};

const workshopsKind = defineContentKind({
  name: 'workshops',
  cardinality: 'many',
  schema: z
    .object({
      title: z.string().trim().min(1, 'Titel ist ein Pflichtfeld').max(200),
      trainer: z.string().trim().max(200).default(''),
      seats: z.coerce.number().int().min(1).default(12),
      level: z.enum(['einstieg', 'profi']).default('einstieg'),
      enabled: z.boolean().default(true),
      sample: z.boolean().optional(),
    })
    .strip(),
  permission: 'services',
  label: 'Workshop',
  pluralLabel: 'Workshops',
  eventPrefix: 'Workshop',
  pluralEventPrefix: 'Workshops',
  publishable: true,
  previewPath: '/leistungen',
  publicPath: 'api/public/workshops',
  listKey: 'workshops',
  itemKey: 'workshop',
  emptyMessage: 'Keine Daten zum Speichern',
  screen: workshopsScreen,
});

const workshop = {
  id: 'workshop-website-check',
  title: 'Website-Check für Einsteiger',
  trainer: 'Frauke Lorenzen',
  seats: 10,
  level: 'profi',
  enabled: true,
  version: 1,
  sort: 0,
  updated_at: '2026-03-02T09:00:00.000Z',
  updated_by: 'admin',
  publication: { published: true, hasDraft: false, draftUpdatedAt: null, draftUpdatedBy: null, plans: 0 },
};

describe('a collection defined only by its kind', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('gets its back-office tab from the definition', () => {
    const [tab] = contentTabs([workshopsKind]);
    expect(tab).toMatchObject({
      value: 'workshops',
      slug: 'workshops',
      label: 'Workshops',
      permission: 'services',
      position: 8,
      kinds: [workshopsKind],
    });
    expect(tab.icon).toBe(GraduationCap);
  });

  it('shows its items as cards made of the fields the definition names', async () => {
    serverStub({ 'GET /api/admin/workshops': () => ({ success: true, workshops: [workshop] }) });
    renderAdminScreen(<ContentTabScreen tab={contentTabs([workshopsKind])[0]} />);

    const card = await screen.findByTestId('content-card');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Website-Check für Einsteiger');
    expect(within(card).getByText('Frauke Lorenzen · 10 Plätze')).toBeTruthy();
    // The badge shows the select's label, not its value.
    expect(within(card).getByText('Für Profis')).toBeTruthy();
    expect(within(card).getByRole('switch', { name: 'Website-Check für Einsteiger aktiv' })).toBeTruthy();
    expect(screen.getByText('1 Einträge')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Workshop „Website-Check für Einsteiger“ wirklich löschen?')).toBeTruthy();
  });

  it('says so when there are none, or when they cannot be loaded', async () => {
    serverStub({ 'GET /api/admin/workshops': () => ({ success: true, workshops: [] }) });
    const first = renderAdminScreen(<ContentTabScreen tab={contentTabs([workshopsKind])[0]} />);
    expect(await screen.findByText('Noch keine Workshops vorhanden')).toBeTruthy();
    first.unmount();

    serverStub({ 'GET /api/admin/workshops': () => ({ status: 500, body: { message: 'kaputt' } }) });
    renderAdminScreen(<ContentTabScreen tab={contentTabs([workshopsKind])[0]} />);
    expect(await screen.findByText(/Fehler beim Laden der Workshops/)).toBeTruthy();
  });

  it('builds the create dialog from its fields, checks it with its schema and sends the payload', async () => {
    const server = serverStub({
      'GET /api/admin/workshops': () => ({ success: true, workshops: [workshop] }),
      'POST /api/admin/workshops': () => ({ success: true, workshop: { ...workshop, id: 'workshop-neu' } }),
    });
    renderAdminScreen(<ContentTabScreen tab={contentTabs([workshopsKind])[0]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Neuer Workshop' }));

    const dialog = await screen.findByTestId('item-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Neuer Workshop' })).toBeTruthy();
    const form = dialog.querySelector('form') as HTMLFormElement;
    // The fields in the definition's order, each with its label, mark or hint (a span of its own) and a new item's value.
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent?.replace(/\s+/g, ' ').trim());
    expect(labels).toEqual(['Titel *', 'Trainerin(optional)', 'Plätze', 'Stufe', 'Aktiv']);
    expect((within(form).getByLabelText(/^Plätze/) as HTMLInputElement).value).toBe('12');
    const level = within(form).getByLabelText(/^Stufe/) as HTMLSelectElement;
    expect(level.value).toBe('einstieg');
    expect([...level.options].map((option) => option.textContent)).toEqual(['Einstieg', 'Für Profis']);
    expect((within(form).getByLabelText('Aktiv') as HTMLInputElement).checked).toBe(true);

    // The kind's schema speaks first: nothing is sent without a title.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Veröffentlichen' }));
    expect((await within(dialog).findAllByText('Titel ist ein Pflichtfeld')).length).toBeGreaterThan(0);
    expect(server.count('POST /api/admin/workshops')).toBe(0);

    fireEvent.change(within(form).getByLabelText(/^Titel/), { target: { value: '  Barrierefreie Websites  ' } });
    fireEvent.change(level, { target: { value: 'profi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(server.count('POST /api/admin/workshops')).toBe(1));
    expect(server.sent('POST /api/admin/workshops')[0]).toEqual({
      title: 'Barrierefreie Websites',
      trainer: '',
      seats: '12',
      level: 'profi',
      enabled: true,
    });
    // '<noun> hinzugefügt!'
    expect((await screen.findAllByText('Workshop hinzugefügt!')).length).toBeGreaterThan(0);
  });

  it('opens an item in the edit dialog with its values', async () => {
    serverStub({ 'GET /api/admin/workshops': () => ({ success: true, workshops: [workshop] }) });
    renderAdminScreen(<ContentTabScreen tab={contentTabs([workshopsKind])[0]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByTestId('item-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Workshop bearbeiten' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Titel/) as HTMLInputElement).value).toBe('Website-Check für Einsteiger');
    expect((within(dialog).getByLabelText(/^Plätze/) as HTMLInputElement).value).toBe('10');
    expect((within(dialog).getByLabelText(/^Stufe/) as HTMLSelectElement).value).toBe('profi');
  });
});

describe("the product's collections", () => {
  it('name only widgets the back-office has (the kinds with a screen; the others are reached through the api)', () => {
    const withScreens = CONTENT_KINDS.filter(isCollectionKind).filter((kind) => kind.screen);
    expect(withScreens.length).toBeGreaterThan(5);
    for (const kind of withScreens) expect(() => collectionDefinition(kind)).not.toThrow();
  });

  it('give a tab to each kind with a screen (collections and documents), those of one slug sharing it', () => {
    expect(contentTabs().map((tab) => [tab.slug, tab.label, tab.kinds.map((kind) => kind.name)])).toEqual([
      ['erfolgsgeschichten', 'Erfolgsgeschichten', ['success-stories']],
      ['bewertungen', 'Bewertungen', ['testimonials']],
      ['portfolio', 'Portfolio', ['portfolio-projects']],
      ['preise', 'Preise', ['pricing-packages', 'pricing-testimonials']],
      ['rechtstexte', 'Rechtstexte', ['legal-impressum', 'legal-datenschutz', 'legal-agb']],
      ['website', 'Website', ['website-settings']],
      ['weiterleitungen', 'Weiterleitungen', ['redirects']],
      ['ziele', 'Ziele', ['goals', 'funnels']],
    ]);
  });

  it('refuses a field whose widget the back-office does not know', () => {
    const kind = defineContentKind({
      ...workshopsKind,
      name: 'workshops-unknown-widget',
      screen: {
        ...workshopsScreen,
        fields: [{ path: 'title', label: 'Titel', widget: 'stundenplan' }],
      },
    });
    expect(() => collectionDefinition(kind)).toThrow("Unbekanntes Eingabeelement 'stundenplan' für das Feld 'title'.");
  });
});
