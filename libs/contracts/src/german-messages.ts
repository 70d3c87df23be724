import { z } from 'zod';
import { de } from 'zod/locales';

/*
 * The words staff and visitors read when input is wrong: zod's issues and JSON syntax errors in German.
 * A schema's own message (e.g. 'Firma und Titel sind Pflichtfelder') always comes first; these name what
 * zod alone would say in English.
 */

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  boolean: 'ja oder nein',
  array: 'eine Liste',
  object: 'ein Objekt',
  null: 'nichts (null)',
  undefined: 'nichts',
  date: 'ein Datum',
  nan: 'keine Zahl',
  map: 'eine Zuordnung',
  set: 'eine Menge',
  file: 'eine Datei',
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  if (value instanceof Date) return 'date';
  return typeof value;
}

const typeName = (type: string): string => TYPE_NAMES[type] ?? 'ein anderer Wert';

const FORMAT_NAMES: Record<string, string> = {
  email: 'Ungültige E-Mail-Adresse',
  url: 'Ungültige Adresse (URL)',
  uuid: 'Ungültige ID',
  guid: 'Ungültige ID',
  datetime: 'Ungültiges Datum mit Uhrzeit',
  date: 'Ungültiges Datum',
  time: 'Ungültige Uhrzeit',
  duration: 'Ungültige Dauer',
  ipv4: 'Ungültige IPv4-Adresse',
  ipv6: 'Ungültige IPv6-Adresse',
  e164: 'Ungültige Telefonnummer',
  base64: 'Ungültiger Base64-Text',
  json_string: 'Ungültiger JSON-Text',
};

const quoted = (value: unknown) => (typeof value === 'string' ? `„${value}“` : String(value));
/** 'a, b oder c' */
function oneOf(values: readonly unknown[]): string {
  const texts = values.map(quoted);
  return texts.length > 1 ? `${texts.slice(0, -1).join(', ')} oder ${texts[texts.length - 1]}` : (texts[0] ?? '');
}

function sizeText(issue: { origin?: string; inclusive?: boolean }, bound: number | bigint, least: boolean): string {
  const n = Number(bound);
  const origin = issue.origin ?? 'number';
  const edge = least ? (issue.inclusive === false ? n + 1 : n) : issue.inclusive === false ? n - 1 : n;
  const word = least ? 'Mindestens' : 'Höchstens';
  if (origin === 'string') return least && edge <= 1 ? 'Darf nicht leer sein' : `${word} ${edge} Zeichen`;
  if (origin === 'array' || origin === 'set' || origin === 'map')
    return least && edge === 1 ? 'Mindestens ein Eintrag' : `${word} ${edge} ${edge === 1 ? 'Eintrag' : 'Einträge'}`;
  if (origin === 'file') return `${word} ${edge} Bytes`;
  if (origin === 'date') return least ? 'Dieses Datum ist zu früh' : 'Dieses Datum ist zu spät';
  if (issue.inclusive === false) return least ? `Muss größer als ${n} sein` : `Muss kleiner als ${n} sein`;
  return least ? `Muss mindestens ${n} sein` : `Darf höchstens ${n} sein`;
}

/** The German message of any zod issue (each kind zod 4 knows). */
export function germanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Pflichtfeld fehlt'
        : `Erwartet: ${typeName(issue.expected)}, erhalten: ${typeName(typeOf(issue.input))}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Erwartet: ${quoted(issue.values[0])}` : `Erlaubt: ${oneOf(issue.values)}`;
    case 'too_small':
      return sizeText(issue, issue.minimum, true);
    case 'too_big':
      return sizeText(issue, issue.maximum, false);
    case 'invalid_format': {
      const format = issue as Issue & { format: string; prefix?: string; suffix?: string; includes?: string };
      if (format.format === 'starts_with') return `Muss mit „${format.prefix}“ beginnen`;
      if (format.format === 'ends_with') return `Muss mit „${format.suffix}“ enden`;
      if (format.format === 'includes') return `Muss „${format.includes}“ enthalten`;
      return FORMAT_NAMES[format.format] ?? 'Ungültiges Format';
    }
    case 'not_multiple_of':
      return `Muss ein Vielfaches von ${String(issue.divisor)} sein`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'Unbekannte Felder' : 'Unbekanntes Feld'}: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'Ungültiger Schlüssel';
    case 'invalid_union':
      return 'Passt zu keiner der erlaubten Formen';
    case 'invalid_element':
      return 'Ungültiger Eintrag';
    default:
      return 'Ungültiger Wert';
  }
}

/**
 * Makes zod answer in German in this process or page: its German locale, and above it the messages of
 * `germanIssueMessage` (zod's locale still names types in English: 'erwartet string, erhalten number').
 */
export function configureGermanValidationMessages(): void {
  z.config(de());
  z.config({ customError: germanIssueMessage });
}

const JSON_PROBLEMS: [RegExp, string][] = [
  [
    /end of (JSON )?input|unexpected end/i,
    'Der Text endet zu früh, es fehlt eine schließende Klammer oder ein Anführungszeichen',
  ],
  [/unterminated string/i, 'Ein Text in Anführungszeichen wird nicht geschlossen'],
  [/expected property name|property name/i, 'Hier wird ein Feldname in doppelten Anführungszeichen erwartet'],
  [/expected ',' or '\]'/i, 'Hier wird ein Komma oder „]“ erwartet'],
  [/expected ',' or '\}'/i, 'Hier wird ein Komma oder „}“ erwartet'],
  [/expected ':'/i, 'Hier wird ein Doppelpunkt erwartet'],
  [
    /bad control character|control character/i,
    'Ein Text enthält ein unerlaubtes Steuerzeichen (z. B. einen Zeilenumbruch)',
  ],
  [/bad escaped|escape/i, 'Ein Text enthält eine ungültige Escape-Sequenz'],
  [/exponent|number/i, 'Ungültige Zahl'],
  [/non-whitespace character after JSON|after JSON/i, 'Nach dem Ende des JSON folgt noch Text'],
];

/**
 * A JSON syntax error as staff read it, without the parser's English: 'Ungültiges JSON in Zeile 2, Spalte 3:
 * Hier wird ein Feldname in doppelten Anführungszeichen erwartet.' `text` is what was parsed.
 */
export function jsonSyntaxMessage(text: string, error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error ?? '');
  const problem = JSON_PROBLEMS.find(([pattern]) => pattern.test(raw))?.[1] ?? 'Unerwartetes Zeichen';
  const at = /at position (\d+)/.exec(raw);
  const position = at ? Number(at[1]) : /end of (JSON )?input/i.test(raw) ? text.length : undefined;
  if (position === undefined) return `Ungültiges JSON: ${problem}.`;
  const before = text.slice(0, position).split('\n');
  const line = before.length;
  const column = (before[before.length - 1]?.length ?? 0) + 1;
  return `Ungültiges JSON in Zeile ${line}, Spalte ${column}: ${problem}.`;
}
