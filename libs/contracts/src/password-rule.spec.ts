import { PASSWORD_MESSAGES, passwordWeakness } from './password-rule';

describe('the password rule', () => {
  it('refuses fewer than 12 characters with the length message', async () => {
    expect(await passwordWeakness('12345678')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await passwordWeakness('Kurz-Pass-1')).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it.each([
    ['a password from the breach lists', '123456789012'],
    ['a common one in l33t', 'P@ssw0rd12345'],
    ['a German word and a year', 'Sommer2024!!'],
    ['a keyboard row', 'qwertzuiopü12'],
    ['a repetition', 'Schalke04Schalke04'],
    ['a sequence', 'abcdefghijklmn'],
  ])('refuses %s (%s) as easy to guess, in German, with a hint', async (_, password) => {
    const message = await passwordWeakness(password);
    expect(message).toMatch(/^Das Passwort ist zu leicht zu erraten\./);
    expect(message).toContain(PASSWORD_MESSAGES.advice);
  });

  it('refuses a password built on the account’s own name or e-mail address', async () => {
    expect(await passwordWeakness('Wattwurm-Brandung-24', {})).toBeNull();
    expect(await passwordWeakness('Wattwurm-Brandung-24', { username: 'wattwurm-brandung' })).toMatch(
      /Es enthält den Benutzernamen oder die E-Mail-Adresse des Kontos\./,
    );
    expect(await passwordWeakness('hanna.meyer@agentur.de', { email: 'hanna.meyer@agentur.de' })).not.toBeNull();
  });

  it('accepts several unrelated words, and a random string', async () => {
    expect(await passwordWeakness('Kaffee-Tasse-Fahrrad-9')).toBeNull();
    expect(await passwordWeakness('Vx3kQ9mZr2Lp')).toBeNull();
  });
});
