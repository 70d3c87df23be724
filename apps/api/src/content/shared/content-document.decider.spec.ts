import { type DocumentCommand, documentDecider, type DocumentEvent } from './content-document.decider';

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
    expect(given([]).when({ type: 'SaveDocument', document: v1 })).toEqual([{ type: 'WebsiteSettingsSaved', data: { document: v1 } }]);
    const saved = { type: 'WebsiteSettingsSaved', data: { document: v1 } };
    expect(given([saved]).when({ type: 'SaveDocument', document: v2 })).toEqual([{ type: 'WebsiteSettingsSaved', data: { document: v2 } }]);
    expect(given([saved]).when({ type: 'SaveDocument', document: { contact_info: { phone: '04561 1234' } } })).toEqual([]);
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
