import { itemTitle } from './item-title';

describe('itemTitle', () => {
  it('names a package or a testimonial by its name, even with a company', () => {
    expect(itemTitle({ name: ' Basis ', price: 99 })).toBe('Basis');
    expect(itemTitle({ name: 'Anna', company: 'Müller GmbH', title: 'ignored' })).toBe('Anna');
  });

  it('puts the company or client before a story or project title', () => {
    expect(itemTitle({ company: 'Müller GmbH', title: 'Neue Website' })).toBe('Müller GmbH – Neue Website');
    expect(itemTitle({ client: 'Stadtwerke', title: 'Portal' })).toBe('Stadtwerke – Portal');
    expect(itemTitle({ company: '  ', title: 'Nur Titel' })).toBe('Nur Titel');
    expect(itemTitle({ client: 'Nur Kunde', title: '' })).toBe('Nur Kunde');
  });

  it('is undefined without any of them, and cut to 120 characters', () => {
    expect(itemTitle({ text: 'Zitat' })).toBeUndefined();
    expect(itemTitle(null)).toBeUndefined();
    expect(itemTitle({ name: null, title: 42 })).toBeUndefined();
    expect(itemTitle({ title: 'x'.repeat(300) })).toHaveLength(120);
  });
});
