import { z } from 'zod';

/**
 * The rule for every staff password that is set (a new user, a reset by a colleague, one's own change, the
 * first admin from ADMIN_PASSWORD): at least PASSWORD_MIN_LENGTH characters (checked by the schemas, in the
 * browser and on the server alike), and not easy to guess (`passwordWeakness`, zxcvbn-ts with its common
 * and German dictionaries, offline). The dictionaries (about 1 MB) load on the first check only: the public
 * pages never load them, the back-office when a password is typed, the api on the first password it sets.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  tooLong: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
  guessable: 'Das Passwort ist zu leicht zu erraten.',
  advice:
    'Wählen Sie zum Beispiel drei oder vier Wörter, die nicht zusammengehören, oder lassen Sie einen Passwort-Manager eines erzeugen.',
  repeatDiffers: 'Die beiden neuen Passwörter stimmen nicht überein.',
  currentMissing: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  currentWrong: 'Das aktuelle Passwort ist falsch.',
  codeMissing: 'Bitte geben Sie den Code aus Ihrer App oder einen Wiederherstellungscode ein.',
} as const;

/** A password being set: the length part of the rule (the guessability part is `passwordWeakness`). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** Words of the account itself, which make a password easy to guess for anyone who knows the account. */
export interface PasswordContext {
  username?: string;
  email?: string;
}

/**
 * zxcvbn's estimate must reach 10^10 guesses (its score 4). Score 3 (10^8) would still let through
 * 'Sommer2024!!', a staple of password spraying, and the hashes sit in every backup archive: against an
 * offline attacker only the number of guesses protects, and staff accounts hold the site, the requests
 * and the stored SMTP and MySQL passwords.
 */
export const PASSWORD_MIN_GUESSES_LOG10 = 10;

/**
 * Why a password may not be set (a German sentence for the form and the api's answer), or null when it
 * may. Too short, a password or word of the dictionaries as it is (also reversed or in l33t), built on
 * the account's own name or address, or fewer than 10^10 guesses by zxcvbn's estimate: refused.
 */
export async function passwordWeakness(password: string, context: PasswordContext = {}): Promise<string | null> {
  const length = newPasswordSchema.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort;
  const { estimatePassword } = await import('./password-strength');
  const estimate = await estimatePassword(password, accountWords(context));
  if (estimate.wholeIsDictionaryWord || estimate.guessesLog10 < PASSWORD_MIN_GUESSES_LOG10) {
    return [PASSWORD_MESSAGES.guessable, estimate.warning, PASSWORD_MESSAGES.advice].filter(Boolean).join(' ');
  }
  return null;
}

/** Loads the dictionaries ahead of the first check, e.g. when a new-password field gets the focus. */
export function preparePasswordCheck(): void {
  void import('./password-strength').catch(() => undefined);
}

function accountWords({ username, email }: PasswordContext): string[] {
  const words = new Set<string>();
  for (const value of [username, email]) {
    if (!value) continue;
    words.add(value.toLowerCase());
    for (const part of value.toLowerCase().split(/[@._+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}
