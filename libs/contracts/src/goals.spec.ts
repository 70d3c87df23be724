import { goalPageLike, goalSchema } from './goals';

describe('goals', () => {
  it('read a page pattern as SQL LIKE: * is any text, % and _ stand for themselves', () => {
    expect(goalPageLike('/leistungen*')).toBe('/leistungen%');
    expect(goalPageLike('/100%_sicher')).toBe('/100\\%\\_sicher');
    expect(goalPageLike('/kontakt')).toBe('/kontakt');
  });

  it('take a page goal with its path and an event goal with its type; the label is optional', () => {
    expect(goalSchema.parse({ name: ' Kontakt ', page: '/kontakt' })).toMatchObject({
      name: 'Kontakt',
      type: 'page',
      page: '/kontakt',
      enabled: true,
    });
    expect(goalSchema.parse({ name: 'Button', type: 'event', event_type: 'button_click' })).toMatchObject({
      event_label: '',
    });
  });

  it('refuse what would count nothing or is no path of the site, in German', () => {
    const message = (value: unknown) => goalSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ name: '', page: '/x' })).toBe('Bitte einen Namen angeben');
    expect(message({ name: 'x', type: 'page' })).toBe('Bitte die Seite angeben, z. B. /kontakt');
    expect(message({ name: 'x', type: 'event' })).toBe('Bitte das Ereignis wählen');
    expect(message({ name: 'x', page: 'https://evil.example/' })).toBe(
      'Die Seite ist ein Pfad wie /kontakt oder /leistungen*',
    );
    expect(message({ name: 'x', type: 'event', event_type: 'time_on_page' })).toBe('Unbekanntes Ereignis');
  });
});
