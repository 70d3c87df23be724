import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as germanDictionary, translations } from '@zxcvbn-ts/language-de';

/*
 * zxcvbn-ts with the common dictionaries (passwords from breaches, diceware words, keyboard layouts) and
 * the German ones (common words, first and last names, Wikipedia), its warnings in German. Loaded only by
 * password-rule.ts's dynamic import, so this module and its dictionaries form a chunk of their own.
 * Levenshtein matching stays off: it costs up to a second per check, a lever to tie up the server.
 */
let factory: ZxcvbnFactory | undefined;

/** The package's German warnings, a few worded for this product (German quotation marks, the account). */
const warnings = {
  ...translations.warnings,
  simpleRepeat: 'Sich wiederholende Zeichen wie „aaa“ sind leicht zu erraten.',
  extendedRepeat: 'Sich wiederholende Zeichenfolgen wie „abcabcabc“ sind leicht zu erraten.',
  sequences: 'Häufige Zeichenfolgen wie „abc“ oder „123“ sind leicht zu erraten.',
  recentYears: 'Jahreszahlen der letzten Jahre sind leicht zu erraten.',
  userInputs: 'Es enthält den Benutzernamen oder die E-Mail-Adresse des Kontos.',
};

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...germanDictionary },
    graphs: adjacencyGraphs,
    translations: { ...translations, warnings },
  });
  return factory;
}

export interface PasswordEstimate {
  guessesLog10: number;
  /** The whole password is one dictionary entry (or the account's own name), also reversed or in l33t. */
  wholeIsDictionaryWord: boolean;
  /** zxcvbn's German warning, when it has one. */
  warning: string | null;
}

export async function estimatePassword(password: string, accountWords: string[]): Promise<PasswordEstimate> {
  const result = await zxcvbn().checkAsync(password, accountWords);
  return {
    guessesLog10: result.guessesLog10,
    wholeIsDictionaryWord: result.sequence.length === 1 && result.sequence[0]?.pattern === 'dictionary',
    warning: result.feedback.warning,
  };
}
