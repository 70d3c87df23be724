import { z } from 'zod';
import { configureGermanValidationMessages, jsonSyntaxMessage } from './german-messages';

const ENGLISH =
  /\b(invalid|expected|received|input|unexpected|token|position|property|string|number|object|array|too (big|small))\b/i;

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('parsed');
  return result.error.issues.map((issue) => issue.message);
}

describe('German validation messages', () => {
  beforeAll(() => configureGermanValidationMessages());

  it('names every kind of zod issue in German, without English words', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.object({ a: z.string() }), {}, 'Pflichtfeld fehlt'],
      [z.array(z.string()), {}, 'Erwartet: eine Liste, erhalten: ein Objekt'],
      [z.string(), 5, 'Erwartet: ein Text, erhalten: eine Zahl'],
      [z.enum(['a', 'b', 'c']), 'd', 'Erlaubt: „a“, „b“ oder „c“'],
      [z.literal('x'), 'y', 'Erwartet: „x“'],
      [z.string().min(1), '', 'Darf nicht leer sein'],
      [z.string().min(3), 'ab', 'Mindestens 3 Zeichen'],
      [z.string().max(2), 'abc', 'Höchstens 2 Zeichen'],
      [z.array(z.number()).min(1), [], 'Mindestens ein Eintrag'],
      [z.array(z.number()).max(2), [1, 2, 3], 'Höchstens 2 Einträge'],
      [z.number().min(1), 0, 'Muss mindestens 1 sein'],
      [z.number().max(5), 6, 'Darf höchstens 5 sein'],
      [z.number().gt(0), 0, 'Muss größer als 0 sein'],
      [z.number().int(), 1.5, 'Erwartet: eine ganze Zahl, erhalten: eine Zahl'],
      [z.email(), 'x', 'Ungültige E-Mail-Adresse'],
      [z.url(), 'x', 'Ungültige Adresse (URL)'],
      [z.string().regex(/^\d+$/), 'x', 'Ungültiges Format'],
      [z.string().startsWith('/'), 'x', 'Muss mit „/“ beginnen'],
      [z.number().multipleOf(5), 3, 'Muss ein Vielfaches von 5 sein'],
      [z.strictObject({}), { a: 1, b: 2 }, 'Unbekannte Felder: a, b'],
      [z.union([z.string(), z.number()]), true, 'Passt zu keiner der erlaubten Formen'],
      [z.record(z.string().min(2), z.number()), { b: 1 }, 'Ungültiger Schlüssel'],
      [z.string().refine(() => false), 'x', 'Ungültiger Wert'],
    ];
    for (const [schema, value, expected] of cases) {
      const [message] = messages(schema, value);
      expect(message).toBe(expected);
      expect(message).not.toMatch(ENGLISH);
    }
  });

  it("keeps a schema's own message", () => {
    expect(messages(z.string({ error: 'Name fehlt' }), undefined)).toEqual(['Name fehlt']);
  });
});

describe('jsonSyntaxMessage', () => {
  const message = (text: string) => {
    try {
      JSON.parse(text);
    } catch (error) {
      return jsonSyntaxMessage(text, error);
    }
    throw new Error('parsed');
  };

  it('names line, column and the problem in German, never the parser’s English', () => {
    expect(message('[\n  {name: 1}\n]')).toBe(
      'Ungültiges JSON in Zeile 2, Spalte 4: Hier wird ein Feldname in doppelten Anführungszeichen erwartet.',
    );
    expect(message('{"a": ')).toMatch(/^Ungültiges JSON in Zeile 1, Spalte 7: Der Text endet zu früh/);
    expect(message('["a]')).toMatch(/^Ungültiges JSON in Zeile 1, Spalte \d+: Ein Text in Anführungszeichen/);
    expect(message('[1 2]')).toBe('Ungültiges JSON in Zeile 1, Spalte 4: Hier wird ein Komma oder „]“ erwartet.');
    for (const text of ['{', '{"a" 1}', 'abc', '[1,]', '{"a":1}x']) expect(message(text)).not.toMatch(ENGLISH);
  });
});
