import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it.each([
    ['Name+1@Example.de', 'name@example.de'],
    ['  name+newsletter+x@example.de ', 'name@example.de'],
    ['Erika.Muster+a@gmail.com', 'erikamuster@gmail.com'],
    ['e.r.i.k.a.muster@googlemail.com', 'erikamuster@gmail.com'],
  ])('counts %s as the mailbox %s', (typed, mailbox) => {
    expect(mailboxKey(typed)).toBe(mailboxKey(mailbox));
  });

  it.each([
    ['anna.lena@example.de', 'annalena@example.de'],
    ['anna-lena@example.de', 'anna@example.de'],
    ['name@example.de', 'name@example.com'],
    ['+tag@example.de', '@example.de'],
  ])('keeps %s and %s apart', (one, other) => {
    expect(mailboxKey(one)).not.toBe(mailboxKey(other));
  });

  it('never holds the address in the clear', () => {
    expect(mailboxKey('name@example.de')).toMatch(/^[0-9a-f]{64}$/);
  });
});
