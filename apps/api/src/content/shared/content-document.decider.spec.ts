import {
  type DocumentCommand,
  documentDecider,
  type DocumentEvent,
  upcastDocumentEvent,
} from './content-document.decider';

type Settings = { contact_info: { phone: string } };
const decider = documentDecider<Settings>('WebsiteSettings');
const v1: Settings = { contact_info: { phone: '04561 1234' } };
const v2: Settings = { contact_info: { phone: '04561 9999' } };

function given(events: DocumentEvent<Settings>[]) {
  const state = events.reduce(decider.evolve, decider.initialState);
  return { when: (command: DocumentCommand<Settings>) => decider.decide(command, state) };
}

describe('content document decider', () => {
  it('saves the first version and each changed one, and nothing for an unchanged save', () => {
    expect(given([]).when({ type: 'SaveDocument', document: v1 })).toEqual([
      { type: 'WebsiteSettingsSaved', data: { document: v1 } },
    ]);
    const saved = { type: 'WebsiteSettingsSaved', data: { document: v1 } };
    expect(given([saved]).when({ type: 'SaveDocument', document: v2 })).toEqual([
      { type: 'WebsiteSettingsSaved', data: { document: v2 } },
    ]);
    expect(given([saved]).when({ type: 'SaveDocument', document: { contact_info: { phone: '04561 1234' } } })).toEqual(
      [],
    );
  });

  it('reverts to an earlier version with a restoring event', () => {
    const events = [
      { type: 'WebsiteSettingsSaved', data: { document: v1 } },
      { type: 'WebsiteSettingsSaved', data: { document: v2 } },
    ];
    expect(given(events).when({ type: 'RevertDocument', toVersion: 1, document: v1 })).toEqual([
      { type: 'WebsiteSettingsReverted', data: { toVersion: 1, document: v1 } },
    ]);
  });
});

describe('content document decider: drafts and plans', () => {
  const saved = { type: 'WebsiteSettingsSaved', data: { document: v1 } };
  const drafted = { type: 'WebsiteSettingsDraftSaved', data: { document: v2 } };
  const plan = { planId: 'p1', action: 'publish' as const, at: '2030-01-01T00:00:00.000Z' };
  const scheduled = { type: 'WebsiteSettingsPublicationScheduled', data: plan };

  it('saves a draft beside the live document; a draft equal to the live one is no draft', () => {
    expect(given([saved]).when({ type: 'SaveDocumentDraft', document: v2 })).toEqual([drafted]);
    expect(given([saved, drafted]).when({ type: 'SaveDocumentDraft', document: v2 })).toEqual([]);
    expect(given([saved, drafted]).when({ type: 'SaveDocumentDraft', document: v1 })).toEqual([
      { type: 'WebsiteSettingsDraftDiscarded', data: {} },
    ]);
  });

  it('publishes the draft, or the form as it is; without either there is nothing to publish', () => {
    expect(given([saved, drafted]).when({ type: 'PublishDocument' })).toEqual([
      { type: 'WebsiteSettingsPublished', data: { document: v2 } },
    ]);
    expect(given([saved]).when({ type: 'PublishDocument', document: v2 })).toEqual([
      { type: 'WebsiteSettingsPublished', data: { document: v2 } },
    ]);
    expect(() => given([saved]).when({ type: 'PublishDocument' })).toThrow(
      'Es gibt keinen Entwurf zum Veröffentlichen',
    );
  });

  it('runs a plan once: it publishes the draft of that moment, then the plan is gone', () => {
    const state = [saved, drafted, scheduled];
    const published = { type: 'WebsiteSettingsPublished', data: { document: v2, planId: 'p1' } };
    expect(given(state).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })).toEqual([published]);
    expect(given([...state, published]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })).toEqual([]);
    const cancelled = {
      type: 'WebsiteSettingsPublicationScheduleCancelled',
      data: { planId: 'p1', reason: 'cancelled' as const },
    };
    expect(given(state).when({ type: 'CancelPublication', planId: 'p1' })).toEqual([cancelled]);
    expect(given([...state, cancelled]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })).toEqual([]);
    // The draft published by hand before the time: the plan finds nothing to do.
    expect(
      given([...state, { type: 'WebsiteSettingsPublished', data: { document: v2 } }]).when({
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
    expect(given(state).when({ type: 'RunPlan', planId: 'p1', planner: 'planner_inactive' })).toEqual([failed]);
    expect(given(state).when({ type: 'FailPlan', planId: 'p1', planner: 'planner_inactive' })).toEqual([failed]);
    expect(given(state).when({ type: 'FailPlan', planId: 'p1', planner: 'allowed' })).toEqual([]);
    // Failed, it waits for staff to cancel it and never runs, whoever asks.
    expect(given([...state, failed]).when({ type: 'RunPlan', planId: 'p1', planner: 'allowed' })).toEqual([]);
    expect(given([...state, failed]).when({ type: 'FailPlan', planId: 'p1', planner: 'planner_missing' })).toEqual([]);
    expect(given([...state, failed]).when({ type: 'CancelPublication', planId: 'p1' })).toEqual([
      { type: 'WebsiteSettingsPublicationScheduleCancelled', data: { planId: 'p1', reason: 'cancelled' } },
    ]);
  });
});

describe('content document decider: events written before a document joined the machinery', () => {
  type Switches = { enabled: boolean };
  const upcasters = {
    SwitchesChanged: ({ config, restoredFrom }: { config: Switches; restoredFrom?: number }) =>
      restoredFrom
        ? { type: 'SwitchesReverted', data: { toVersion: restoredFrom, document: config } }
        : { type: 'SwitchesSaved', data: { document: config } },
  };
  const switches = documentDecider<Switches>('Switches', upcasters);
  const given = (events: { type: string; data: unknown }[]) =>
    events.reduce((state, event) => switches.evolve(state, event as DocumentEvent<Switches>), switches.initialState);

  it('reads them as saves and restores, so today’s commands decide on the state they left', () => {
    const state = given([
      { type: 'SwitchesChanged', data: { config: { enabled: false } } },
      { type: 'SwitchesChanged', data: { config: { enabled: true }, restoredFrom: 1 } },
    ]);
    expect(state).toEqual({ document: { enabled: true }, draft: null, plans: {} });
    expect(switches.decide({ type: 'SaveDocument', document: { enabled: true } }, state)).toEqual([]);
    expect(switches.decide({ type: 'RevertDocument', toVersion: 1, document: { enabled: false } }, state)).toEqual([
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
    expect(upcastDocumentEvent(recorded, upcasters)).toEqual({
      position: 7,
      streamVersion: 2,
      type: 'SwitchesReverted',
      data: { toVersion: 1, document: { enabled: false } },
    });
    const current = { type: 'SwitchesSaved', data: { document: { enabled: true } } };
    expect(upcastDocumentEvent(current, upcasters)).toBe(current);
  });
});
