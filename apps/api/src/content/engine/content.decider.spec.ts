import { RuleViolation } from '@agency/event-store';
import { type ContentCommand, type ContentEvent, contentDecider, upcastEvent } from './content.decider';

type Story = { company: string; title: string; enabled: boolean };
const decider = contentDecider<Story>({ eventPrefix: 'SuccessStory', label: 'Erfolgsgeschichte', shape: 'item' });
const story: Story = { company: 'Fischerei Möller', title: 'Neuer Shop', enabled: true };

/** given events, when a command, then events (or an error). */
function given(events: ContentEvent<Story>[]) {
  const state = events.reduce(decider.evolve, decider.initialState);
  return { when: (command: ContentCommand<Story>) => () => decider.decide(command, state) };
}

describe('content decider, an item', () => {
  it('creates an item', () => {
    expect(given([]).when({ type: 'Create', id: 's1', value: story })()).toEqual([
      { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } },
    ]);
  });

  it('refuses to create an item twice', () => {
    const when = given([{ type: 'SuccessStoryCreated', data: { id: 's1', fields: story } }]).when({
      type: 'Create',
      id: 's1',
      value: story,
    });
    expect(when).toThrow(RuleViolation);
  });

  it('records only the fields an edit changes, and nothing for an edit that changes nothing', () => {
    const created = { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } };
    expect(given([created]).when({ type: 'Change', value: { ...story, title: 'Neuer Onlineshop' } })()).toEqual([
      { type: 'SuccessStoryChanged', data: { fields: { title: 'Neuer Onlineshop' } } },
    ]);
    expect(given([created]).when({ type: 'Change', value: story })()).toEqual([]);
  });

  it('moves a deleted item to the trash and restores it from there', () => {
    const created = { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } };
    const deleted = { type: 'SuccessStoryDeleted', data: {} };
    expect(given([created]).when({ type: 'Delete' })()).toEqual([deleted]);
    expect(given([created, deleted]).when({ type: 'RestoreFromTrash' })()).toEqual([
      { type: 'SuccessStoryRestoredFromTrash', data: {} },
    ]);
    expect(given([created]).when({ type: 'RestoreFromTrash' })).toThrow('liegt nicht im Papierkorb');
    expect(given([created, deleted]).when({ type: 'Change', value: story })).toThrow('liegt im Papierkorb');
    expect(given([created, deleted]).when({ type: 'Delete' })).toThrow('nicht gefunden');
  });

  it('reverts to an earlier version by recording the fields that differ from it', () => {
    const events = [
      { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } },
      { type: 'SuccessStoryChanged', data: { fields: { title: 'Zwischenstand', enabled: false } } },
    ];
    expect(given(events).when({ type: 'Revert', toVersion: 1, value: story })()).toEqual([
      { type: 'SuccessStoryReverted', data: { toVersion: 1, fields: { title: 'Neuer Shop', enabled: true } } },
    ]);
  });

  it('knows nothing of a missing item', () => {
    expect(given([]).when({ type: 'Change', value: story })).toThrow('Erfolgsgeschichte nicht gefunden');
    expect(given([]).when({ type: 'Delete' })).toThrow('Erfolgsgeschichte nicht gefunden');
  });
});

describe('content decider, an item: drafts and plans', () => {
  const created = { type: 'SuccessStoryCreated', data: { id: 's1', fields: story } };
  const next = { ...story, title: 'Neuer Onlineshop' };
  const drafted = { type: 'SuccessStoryDraftSaved', data: { fields: next } };

  it('starts a new item as a draft, publishes it later', () => {
    const first = { type: 'SuccessStoryDraftSaved', data: { id: 's2', fields: story } };
    expect(given([]).when({ type: 'SaveDraft', id: 's2', value: story })()).toEqual([first]);
    expect(given([first]).when({ type: 'Change', value: story })).toThrow('noch nicht veröffentlicht');
    expect(given([first]).when({ type: 'Publish' })()).toEqual([
      { type: 'SuccessStoryPublished', data: { fields: story } },
    ]);
  });

  it('keeps the live item while a draft waits; a direct switch reaches the draft too', () => {
    expect(given([created]).when({ type: 'SaveDraft', id: 's1', value: next })()).toEqual([drafted]);
    const switched = { type: 'SuccessStoryChanged', data: { fields: { enabled: false } } };
    const state = [created, drafted, switched].reduce(decider.evolve, decider.initialState);
    expect(state).toMatchObject({ live: { ...story, enabled: false }, draft: { ...next, enabled: false } });
    expect(given([created, drafted, switched]).when({ type: 'Publish' })()).toEqual([
      { type: 'SuccessStoryPublished', data: { fields: { ...next, enabled: false } } },
    ]);
  });

  it('restores a version as the draft, unless it is what the draft (or the live item) holds already', () => {
    expect(given([created, drafted]).when({ type: 'Revert', toVersion: 1, value: story, asDraft: true })()).toEqual([
      { type: 'SuccessStoryDraftSaved', data: { fields: story, toVersion: 1 } },
    ]);
    expect(given([created, drafted]).when({ type: 'Revert', toVersion: 2, value: next, asDraft: true })()).toEqual([]);
    expect(given([created]).when({ type: 'Revert', toVersion: 1, value: story, asDraft: true })()).toEqual([]);
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

type Settings = { contact_info: { phone: string } };
const settings = contentDecider<Settings>({
  eventPrefix: 'WebsiteSettings',
  label: 'Website-Einstellungen',
  shape: 'document',
});
const v1: Settings = { contact_info: { phone: '04561 1234' } };
const v2: Settings = { contact_info: { phone: '04561 9999' } };

function givenDocument(events: ContentEvent<Settings>[]) {
  const state = events.reduce(settings.evolve, settings.initialState);
  return { when: (command: ContentCommand<Settings>) => settings.decide(command, state) };
}

describe('content decider, a document', () => {
  it('saves the first version and each changed one, and nothing for an unchanged save', () => {
    expect(givenDocument([]).when({ type: 'Change', value: v1 })).toEqual([
      { type: 'WebsiteSettingsSaved', data: { document: v1 } },
    ]);
    const saved = { type: 'WebsiteSettingsSaved', data: { document: v1 } };
    expect(givenDocument([saved]).when({ type: 'Change', value: v2 })).toEqual([
      { type: 'WebsiteSettingsSaved', data: { document: v2 } },
    ]);
    expect(givenDocument([saved]).when({ type: 'Change', value: { contact_info: { phone: '04561 1234' } } })).toEqual(
      [],
    );
  });

  it('reverts to an earlier version with a restoring event', () => {
    const events = [
      { type: 'WebsiteSettingsSaved', data: { document: v1 } },
      { type: 'WebsiteSettingsSaved', data: { document: v2 } },
    ];
    expect(givenDocument(events).when({ type: 'Revert', toVersion: 1, value: v1 })).toEqual([
      { type: 'WebsiteSettingsReverted', data: { toVersion: 1, document: v1 } },
    ]);
  });
});

describe('content decider, a document: drafts and plans', () => {
  const saved = { type: 'WebsiteSettingsSaved', data: { document: v1 } };
  const drafted = { type: 'WebsiteSettingsDraftSaved', data: { document: v2 } };
  const plan = { planId: 'p1', action: 'publish' as const, at: '2030-01-01T00:00:00.000Z' };
  const scheduled = { type: 'WebsiteSettingsPublicationScheduled', data: plan };

  it('saves a document whole, which ends its draft; a save of what is live only ends the draft', () => {
    const v3 = { contact_info: { phone: '04561 5555' } };
    const resaved = { type: 'WebsiteSettingsSaved', data: { document: v3 } };
    expect(givenDocument([saved, drafted]).when({ type: 'Change', value: v3 })).toEqual([resaved]);
    expect([saved, drafted, resaved].reduce(settings.evolve, settings.initialState)).toMatchObject({
      live: v3,
      draft: null,
    });
    expect(givenDocument([saved, drafted]).when({ type: 'Change', value: v1 })).toEqual([
      { type: 'WebsiteSettingsDraftDiscarded', data: {} },
    ]);
  });

  it('is published at a time, never taken offline', () => {
    const offline = { planId: 'p2', action: 'take_offline' as const, at: plan.at };
    expect(() => givenDocument([saved, drafted]).when({ type: 'SchedulePublication', plan: offline })).toThrow(
      'nur zu einem Zeitpunkt veröffentlicht',
    );
    expect(givenDocument([saved, drafted]).when({ type: 'SchedulePublication', plan })).toEqual([scheduled]);
  });

  it('saves a draft beside the live document; a draft equal to the live one is no draft', () => {
    expect(givenDocument([saved]).when({ type: 'SaveDraft', value: v2 })).toEqual([drafted]);
    expect(givenDocument([saved, drafted]).when({ type: 'SaveDraft', value: v2 })).toEqual([]);
    expect(givenDocument([saved, drafted]).when({ type: 'SaveDraft', value: v1 })).toEqual([
      { type: 'WebsiteSettingsDraftDiscarded', data: {} },
    ]);
  });

  it('publishes the draft, or the form as it is; without either there is nothing to publish', () => {
    expect(givenDocument([saved, drafted]).when({ type: 'Publish' })).toEqual([
      { type: 'WebsiteSettingsPublished', data: { document: v2 } },
    ]);
    expect(givenDocument([saved]).when({ type: 'Publish', value: v2 })).toEqual([
      { type: 'WebsiteSettingsPublished', data: { document: v2 } },
    ]);
    expect(() => givenDocument([saved]).when({ type: 'Publish' })).toThrow(
      'Es gibt keinen Entwurf zum Veröffentlichen',
    );
  });

  it('runs a plan once: it publishes the draft of that moment, then the plan is gone', () => {
    const state = [saved, drafted, scheduled];
    const published = { type: 'WebsiteSettingsPublished', data: { document: v2, planId: 'p1' } };
    expect(givenDocument(state).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })).toEqual([published]);
    expect(givenDocument([...state, published]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })).toEqual(
      [],
    );
    const cancelled = {
      type: 'WebsiteSettingsPublicationScheduleCancelled',
      data: { planId: 'p1', reason: 'cancelled' as const },
    };
    expect(givenDocument(state).when({ type: 'CancelPublication', planId: 'p1' })).toEqual([cancelled]);
    expect(givenDocument([...state, cancelled]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })).toEqual(
      [],
    );
    // The draft published by hand before the time: the plan finds nothing to do.
    expect(
      givenDocument([...state, { type: 'WebsiteSettingsPublished', data: { document: v2 } }]).when({
        type: 'RunPlan',
        planId: 'p1',
        planner: 'allowed',
      }),
    ).toEqual([
      { type: 'WebsiteSettingsPublicationScheduleCancelled', data: { planId: 'p1', reason: 'nothing_to_do' } },
    ]);
  });

  it('runs a plan with its planner’s rights: one who may no longer act fails it, and it never runs after', () => {
    const state = [saved, drafted, scheduled];
    const failed = {
      type: 'WebsiteSettingsPublicationScheduleFailed',
      data: { planId: 'p1', reason: 'planner_inactive' as const },
    };
    expect(givenDocument(state).when({ type: 'RunPlan', planId: 'p1', planner: 'planner_inactive' })).toEqual([failed]);
    expect(givenDocument(state).when({ type: 'FailPlan', planId: 'p1', planner: 'planner_inactive' })).toEqual([
      failed,
    ]);
    expect(givenDocument(state).when({ type: 'FailPlan', planId: 'p1', planner: 'allowed' })).toEqual([]);
    // Failed, it waits for staff to cancel it and never runs, whoever asks.
    expect(givenDocument([...state, failed]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })).toEqual([]);
    expect(
      givenDocument([...state, failed]).when({ type: 'FailPlan', planId: 'p1', planner: 'planner_missing' }),
    ).toEqual([]);
    expect(givenDocument([...state, failed]).when({ type: 'CancelPublication', planId: 'p1' })).toEqual([
      { type: 'WebsiteSettingsPublicationScheduleCancelled', data: { planId: 'p1', reason: 'cancelled' } },
    ]);
  });
});

describe('content decider, a document: events written before a document joined the machinery', () => {
  type Switches = { enabled: boolean };
  const upcasters = {
    SwitchesChanged: ({ config, restoredFrom }: { config: Switches; restoredFrom?: number }) =>
      restoredFrom
        ? { type: 'SwitchesReverted', data: { toVersion: restoredFrom, document: config } }
        : { type: 'SwitchesSaved', data: { document: config } },
  };
  const switches = contentDecider<Switches>({
    eventPrefix: 'Switches',
    label: 'Schalter',
    shape: 'document',
    upcasters,
  });
  const given = (events: { type: string; data: unknown }[]) =>
    events.reduce((state, event) => switches.evolve(state, event as ContentEvent<Switches>), switches.initialState);

  it('reads them as saves and restores, so today’s commands decide on the state they left', () => {
    const state = given([
      { type: 'SwitchesChanged', data: { config: { enabled: false } } },
      { type: 'SwitchesChanged', data: { config: { enabled: true }, restoredFrom: 1 } },
    ]);
    expect(state).toEqual({ status: 'present', id: '', live: { enabled: true }, draft: null, plans: {} });
    expect(switches.decide({ type: 'Change', value: { enabled: true } }, state)).toEqual([]);
    expect(switches.decide({ type: 'Revert', toVersion: 1, value: { enabled: false } }, state)).toEqual([
      { type: 'SwitchesReverted', data: { toVersion: 1, document: { enabled: false } } },
    ]);
  });

  it('upcasts a recorded event keeping where it stands in the log, and leaves today’s events as they are', () => {
    const recorded = {
      position: 7,
      streamVersion: 2,
      type: 'SwitchesChanged',
      data: { config: { enabled: false }, restoredFrom: 1 },
    };
    expect(upcastEvent(recorded, upcasters)).toEqual({
      position: 7,
      streamVersion: 2,
      type: 'SwitchesReverted',
      data: { toVersion: 1, document: { enabled: false } },
    });
    const current = { type: 'SwitchesSaved', data: { document: { enabled: true } } };
    expect(upcastEvent(current, upcasters)).toBe(current);
  });
});
