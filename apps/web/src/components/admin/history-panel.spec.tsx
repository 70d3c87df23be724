import type { HistoryEntry } from '@agency/contracts';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { fieldLabel, HistoryPanel, isInternalField } from './history-panel';

// jsdom has no layout for the virtualiser to measure: the rows are rendered plainly here.
jest.mock('./virtual-list', () => ({
  VirtualList: ({
    items,
    renderItem,
    getKey,
  }: {
    items: unknown[];
    renderItem: (item: unknown, index: number) => ReactNode;
    getKey: (item: unknown, index: number) => string | number;
  }) => (
    <div role="list">
      {items.map((item, index) => (
        <div role="listitem" key={getKey(item, index)}>
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  ),
}));

const entry = (version: number, type: HistoryEntry['type'], changes: HistoryEntry['changes']): HistoryEntry => ({
  version,
  at: '2026-11-21T10:00:00.000Z',
  actor: 'admin',
  type,
  changes,
});

describe('history field names', () => {
  it('treats bookkeeping as internal wherever it sits in the path', () => {
    expect(
      [
        'sample',
        '[svc-1].sample',
        'categories[c1].questions[q1].sample',
        'hero.sample',
        'updated_at',
        'password_set',
      ].every(isInternalField),
    ).toBe(true);
    expect(
      ['title', '[svc-1].active', 'social_media.facebook.url', '.order', 'password_updated_at'].some(isInternalField),
    ).toBe(false);
  });

  it("names fields by the screen's labels, list entries by their names, and common keys in German", () => {
    const labels = {
      'company.address.street': 'Straße',
      '[].questions[].answer': 'Antwort (Text)',
      social_media: 'Social Media',
      'social_media.facebook': 'Facebook',
    };
    expect(fieldLabel('company.address.street', labels)).toBe('Straße');
    expect(fieldLabel('social_media.facebook.enabled', labels)).toBe('Social Media › Facebook › Aktiv');
    expect(fieldLabel('[c1].questions[q1].answer', labels, { c1: 'Allgemein', q1: 'Wie lange dauert es?' })).toBe(
      'Allgemein › Wie lange dauert es? › Antwort (Text)',
    );
    expect(fieldLabel('[c1].questions[q9].active', labels, { c1: 'Allgemein' })).toBe(
      'Allgemein › Fragen › q9 › Aktiv',
    );
    expect(fieldLabel('.order')).toBe('Reihenfolge');
    expect(fieldLabel('unknownField')).toBe('unknownField');
  });
});

describe('HistoryPanel', () => {
  it('lists only what staff edit, under their German labels, without the sample mark', async () => {
    serverStub({
      'GET /api/admin/success-stories/s1/history': () => ({
        success: true,
        history: [
          entry(1, 'created', [
            { field: 'company', before: null, after: 'Nordlicht GmbH' },
            { field: 'sample', before: null, after: true },
          ]),
          entry(2, 'changed', [
            { field: 'title', before: 'Alt', after: 'Neu' },
            { field: 'sample', before: true, after: false },
            { field: 'enabled', before: true, after: false },
            // A seed text the form does not edit.
            { field: 'results', before: [], after: [{ label: 'Besucher', value: '+180%' }] },
          ]),
          entry(3, 'changed', [{ field: 'sample', before: false, after: true }]),
          entry(4, 'reverted', [{ field: '(gesamt)', before: { company: 'X' }, after: null }]),
        ],
      }),
    });
    renderAdminScreen(
      <HistoryPanel
        resource="/api/admin/success-stories/s1"
        title="Story"
        fieldLabels={{ company: 'Firma', title: 'Titel der Story' }}
        onClose={() => undefined}
        onRestored={() => undefined}
      />,
    );
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries).toHaveLength(4);
    const changes = screen.getAllByTestId('history-change').map((item) => item.textContent);
    expect(changes).toEqual([
      'Gesamt: {"company":"X"} → –',
      'Titel der Story: Alt → Neu',
      'Aktiv: ja → nein',
      'Firma: – → Nordlicht GmbH',
    ]);
    expect(screen.queryByText(/sample/)).toBeNull();
    // Newest first; an entry that changed only bookkeeping lists no fields.
    expect(within(entries[1]).queryAllByTestId('history-change')).toHaveLength(0);
  });

  it("names an added or removed list entry by its title or question, and skips a document's whole first version", async () => {
    serverStub({
      'GET /api/admin/faqs/history': () => ({
        success: true,
        history: [
          entry(1, 'saved', [
            { field: '(gesamt)', before: null, after: [{ id: 'c1', title: 'Allgemein', questions: [] }] },
          ]),
          entry(2, 'saved', [
            { field: '[c2]', before: null, after: { id: 'c2', title: 'Preise', sample: true, questions: [] } },
            {
              field: '[c1].questions[q7]',
              before: { id: 'q7', question: 'Gibt es Rabatte?', answer: 'Nein.', active: true },
              after: null,
            },
          ]),
        ],
      }),
    });
    renderAdminScreen(
      <HistoryPanel
        resource="/api/admin/faqs"
        title="FAQ"
        itemNames={{ c1: 'Allgemein' }}
        onClose={() => undefined}
        onRestored={() => undefined}
      />,
    );
    expect(await screen.findAllByTestId('history-entry')).toHaveLength(2);
    expect(screen.getAllByTestId('history-change').map((item) => item.textContent)).toEqual([
      'Preise: hinzugefügt',
      'Allgemein › Gibt es Rabatte?: entfernt',
    ]);
  });
});
