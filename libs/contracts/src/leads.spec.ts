import { LEAD_SOURCE_LABELS, LEAD_SOURCE_UNKNOWN } from './leads';

describe('LEAD_SOURCE_LABELS', () => {
  it('names every source as staff read it, an unknown one Unbekannt', () => {
    expect(LEAD_SOURCE_LABELS[LEAD_SOURCE_UNKNOWN]).toBe('Unbekannt');
    for (const label of Object.values(LEAD_SOURCE_LABELS)) expect(label).toMatch(/^[A-ZÄÖÜ]/);
  });
});
