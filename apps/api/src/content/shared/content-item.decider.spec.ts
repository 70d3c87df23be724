import { RuleViolation } from '@agency/event-store';
import { type ItemCommand, type ItemEvent, itemDecider } from './content-item.decider';

type Story = { company: string; title: string; enabled: boolean };
const decider = itemDecider<Story>({ eventPrefix: 'SuccessStory', label: 'Erfolgsgeschichte' });
const story: Story = { company: 'Fischerei Möller', title: 'Neuer Shop', enabled: true };

/** given events, when a command, then events (or an error). */
function given(events: ItemEvent<Story>[]) {
  const state = events.reduce(decider.evolve, decider.initialState);
  return { when: (command: ItemCommand<Story>) => () => decider.decide(command, state) };
}

describe('content item decider', () => {
  it('creates an item', () => {
    expect(given([]).when({ type: 'CreateItem', id: 's1', fields: story })()).toEqual([
      { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } },
    ]);
  });

  it('refuses to create an item twice', () => {
    const when = given([{ type: 'SuccessStoryCreated', data: { id: 's1', fields: story } }]).when({
      type: 'CreateItem',
      id: 's1',
      fields: story,
    });
    expect(when).toThrow(RuleViolation);
  });

  it('records only the fields an edit changes, and nothing for an edit that changes nothing', () => {
    const created = { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } };
    expect(given([created]).when({ type: 'ChangeItem', fields: { ...story, title: 'Neuer Onlineshop' } })()).toEqual([
      { type: 'SuccessStoryChanged', data: { fields: { title: 'Neuer Onlineshop' } } },
    ]);
    expect(given([created]).when({ type: 'ChangeItem', fields: story })()).toEqual([]);
  });

  it('moves a deleted item to the trash and restores it from there', () => {
    const created = { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } };
    const deleted = { type: 'SuccessStoryDeleted', data: {} };
    expect(given([created]).when({ type: 'DeleteItem' })()).toEqual([deleted]);
    expect(given([created, deleted]).when({ type: 'RestoreItemFromTrash' })()).toEqual([
      { type: 'SuccessStoryRestoredFromTrash', data: {} },
    ]);
    expect(given([created]).when({ type: 'RestoreItemFromTrash' })).toThrow('liegt nicht im Papierkorb');
    expect(given([created, deleted]).when({ type: 'ChangeItem', fields: story })).toThrow('liegt im Papierkorb');
    expect(given([created, deleted]).when({ type: 'DeleteItem' })).toThrow('nicht gefunden');
  });

  it('reverts to an earlier version by recording the fields that differ from it', () => {
    const events = [
      { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } },
      { type: 'SuccessStoryChanged', data: { fields: { title: 'Zwischenstand', enabled: false } } },
    ];
    expect(given(events).when({ type: 'RevertItem', toVersion: 1, fields: story })()).toEqual([
      { type: 'SuccessStoryReverted', data: { toVersion: 1, fields: { title: 'Neuer Shop', enabled: true } } },
    ]);
  });

  it('knows nothing of a missing item', () => {
    expect(given([]).when({ type: 'ChangeItem', fields: story })).toThrow('Erfolgsgeschichte nicht gefunden');
    expect(given([]).when({ type: 'DeleteItem' })).toThrow('Erfolgsgeschichte nicht gefunden');
  });
});
