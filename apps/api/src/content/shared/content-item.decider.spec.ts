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

describe('content item decider: drafts and plans', () => {
  const created = { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } };
  const next = { ...story, title: 'Neuer Onlineshop' };
  const drafted = { type: 'SuccessStoryDraftSaved', data: { fields: next } };

  it('starts a new item as a draft, publishes it later', () => {
    const first = { type: 'SuccessStoryDraftSaved', data: { id: 's2', fields: story } };
    expect(given([]).when({ type: 'SaveItemDraft', id: 's2', fields: story })()).toEqual([first]);
    expect(given([first]).when({ type: 'ChangeItem', fields: story })).toThrow('noch nicht veröffentlicht');
    expect(given([first]).when({ type: 'PublishItem' })()).toEqual([
      { type: 'SuccessStoryPublished', data: { fields: story } },
    ]);
  });

  it('keeps the live item while a draft waits; a direct switch reaches the draft too', () => {
    expect(given([created]).when({ type: 'SaveItemDraft', id: 's1', fields: next })()).toEqual([drafted]);
    const switched = { type: 'SuccessStoryChanged', data: { fields: { enabled: false } } };
    const state = [created, drafted, switched].reduce(decider.evolve, decider.initialState);
    expect(state).toMatchObject({ fields: { ...story, enabled: false }, draft: { ...next, enabled: false } });
    expect(given([created, drafted, switched]).when({ type: 'PublishItem' })()).toEqual([
      { type: 'SuccessStoryPublished', data: { fields: { ...next, enabled: false } } },
    ]);
  });

  it('runs a plan once; takes an item offline at its time', () => {
    const plan = { planId: 'p1', action: 'publish' as const, at: '2030-01-01T00:00:00.000Z' };
    const scheduled = { type: 'SuccessStoryPublicationScheduled', data: plan };
    const published = { type: 'SuccessStoryPublished', data: { fields: next, planId: 'p1' } };
    expect(given([created, drafted, scheduled]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })()).toEqual([
      published,
    ]);
    expect(
      given([created, drafted, scheduled, published]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })(),
    ).toEqual([]);
    expect(given([created]).when({ type: 'SchedulePublication', plan })).toThrow('keinen Entwurf');

    const offline = { planId: 'p2', action: 'take_offline' as const, at: plan.at };
    const planned = { type: 'SuccessStoryPublicationScheduled', data: offline };
    expect(given([created, planned]).when({ type: 'RunPlan', planId: 'p2', planner: 'allowed' })()).toEqual([
      { type: 'SuccessStoryTakenOffline', data: { planId: 'p2' } },
    ]);
  });

  it('runs a plan with its planner’s rights: one who may no longer act fails it, and it never runs after', () => {
    const plan = { planId: 'p1', action: 'publish' as const, at: '2030-01-01T00:00:00.000Z' };
    const state = [created, drafted, { type: 'SuccessStoryPublicationScheduled', data: plan }];
    const failed = {
      type: 'SuccessStoryPublicationScheduleFailed',
      data: { planId: 'p1', reason: 'planner_lacks_permission' as const },
    };
    expect(given(state).when({ type: 'RunPlan', planId: 'p1', planner: 'planner_lacks_permission' })()).toEqual([
      failed,
    ]);
    expect(given(state).when({ type: 'FailPlan', planId: 'p1', planner: 'planner_lacks_permission' })()).toEqual([
      failed,
    ]);
    expect(given([...state, failed]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })()).toEqual([]);
    expect(given([...state, failed]).when({ type: 'CancelPublication', planId: 'p1' })()).toEqual([
      { type: 'SuccessStoryPublicationScheduleCancelled', data: { planId: 'p1', reason: 'cancelled' } },
    ]);
  });
});
