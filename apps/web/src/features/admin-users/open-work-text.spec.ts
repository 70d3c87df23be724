import { openWorkText } from './open-work-text';

describe('openWorkText', () => {
  it('says in German what ends with an account', () => {
    expect(openWorkText({ plans: 2, previewLinks: 1, apiKeys: 0 })).toBe(
      'Damit enden 2 geplante Veröffentlichungen und 1 Vorschau-Link.',
    );
    expect(openWorkText({ plans: 1, previewLinks: 0, apiKeys: 0 })).toBe('Damit endet 1 geplante Veröffentlichung.');
    expect(openWorkText({ plans: 0, previewLinks: 3, apiKeys: 0 })).toBe('Damit enden 3 Vorschau-Links.');
    expect(openWorkText({ plans: 1, previewLinks: 1, apiKeys: 0 })).toBe(
      'Damit enden 1 geplante Veröffentlichung und 1 Vorschau-Link.',
    );
    expect(openWorkText({ plans: 0, previewLinks: 0, apiKeys: 0 })).toBe(
      'Damit enden keine geplanten Veröffentlichungen und keine Vorschau-Links.',
    );
    expect(openWorkText({ plans: 1, previewLinks: 2, apiKeys: 3 })).toBe(
      'Damit enden 1 geplante Veröffentlichung, 2 Vorschau-Links und 3 API-Schlüssel.',
    );
    expect(openWorkText({ plans: 0, previewLinks: 0, apiKeys: 1 })).toBe('Damit endet 1 API-Schlüssel.');
  });
});
