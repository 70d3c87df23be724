import { emailTemplateSchema } from './content';

export interface EmailTemplatePlaceholder {
  key: string;
  description: string;
}

/** What an offer request fills into its two mails (notification and confirmation). */
export const OFFER_REQUEST_PLACEHOLDERS = [
  { key: 'name', description: 'Name der anfragenden Person' },
  { key: 'email', description: 'E-Mail-Adresse der anfragenden Person' },
  { key: 'phone', description: 'Telefonnummer (optional)' },
  { key: 'company', description: 'Unternehmen' },
  { key: 'address', description: 'Straße und Hausnummer' },
  { key: 'zip', description: 'Postleitzahl' },
  { key: 'town', description: 'Ort' },
  { key: 'country', description: 'Land' },
  { key: 'service', description: 'Gewünschte Leistung' },
  { key: 'budget', description: 'Budgetrahmen (optional)' },
  { key: 'message', description: 'Nachricht der anfragenden Person' },
  { key: 'created_at', description: 'Eingangszeitpunkt der Anfrage (deutsches Datumsformat)' },
] as const satisfies readonly EmailTemplatePlaceholder[];

/** What the weekly statistics report fills in: the week's figures, each with its change to the week before. */
export const WEEKLY_REPORT_PLACEHOLDERS = [
  { key: 'recipient', description: 'Benutzername der Empfängerin oder des Empfängers' },
  { key: 'week', description: 'Kalenderwoche (z. B. KW 47/2026)' },
  { key: 'period', description: 'Zeitraum der Woche (Montag bis Sonntag)' },
  { key: 'page_views', description: 'Seitenaufrufe der Woche' },
  { key: 'page_views_change', description: 'Veränderung der Seitenaufrufe zur Vorwoche' },
  { key: 'unique_visitors', description: 'Eindeutige Besucher der Woche' },
  { key: 'unique_visitors_change', description: 'Veränderung der Besucher zur Vorwoche' },
  { key: 'avg_session_duration', description: 'Durchschnittliche Sitzungsdauer' },
  { key: 'avg_session_duration_change', description: 'Veränderung der Sitzungsdauer zur Vorwoche' },
  { key: 'bounce_rate', description: 'Absprungrate' },
  { key: 'bounce_rate_change', description: 'Veränderung der Absprungrate zur Vorwoche' },
  { key: 'requests', description: 'Eingegangene Anfragen der Woche' },
  { key: 'requests_change', description: 'Veränderung der Anfragen zur Vorwoche' },
  { key: 'top_source', description: 'Quelle mit den meisten Anfragen der Woche' },
] as const satisfies readonly EmailTemplatePlaceholder[];

export type OfferRequestPlaceholder = (typeof OFFER_REQUEST_PLACEHOLDERS)[number]['key'];
export type WeeklyReportPlaceholder = (typeof WEEKLY_REPORT_PLACEHOLDERS)[number]['key'];

/**
 * The built-in templates and the placeholders each one's sender fills. The one list both the api (on every
 * save, and for the editor's list) and the web editor read: a template may use these and no others.
 */
export const EMAIL_TEMPLATE_PLACEHOLDERS = {
  offer_request_notification: OFFER_REQUEST_PLACEHOLDERS,
  offer_request_confirmation: OFFER_REQUEST_PLACEHOLDERS,
  weekly_report: WEEKLY_REPORT_PLACEHOLDERS,
} as const satisfies Record<string, readonly EmailTemplatePlaceholder[]>;
export type EmailTemplateId = keyof typeof EMAIL_TEMPLATE_PLACEHOLDERS;

/** The placeholders of template `id`; none for an id that is not built in. */
export function emailTemplatePlaceholders(id: string): readonly EmailTemplatePlaceholder[] {
  return Object.hasOwn(EMAIL_TEMPLATE_PLACEHOLDERS, id) ? EMAIL_TEMPLATE_PLACEHOLDERS[id as EmailTemplateId] : [];
}

/** Anything written {{…}}: the renderer fills only known keys, so every other use is a mistake to point out. */
const WRITTEN_PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The {{…}} in `text` that are not among `allowed`, each once, as written (trimmed). */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  const unknown = new Set<string>();
  for (const [, inner] of text.matchAll(WRITTEN_PLACEHOLDER)) {
    const key = inner.trim();
    if (!allowed.includes(key)) unknown.add(key);
  }
  return [...unknown];
}

/** 'Unbekannter Platzhalter {{x}}. Erlaubt sind: {{name}}, …' */
export function unknownPlaceholderMessage(unknown: readonly string[], allowed: readonly string[]): string {
  const list = (keys: readonly string[]) => keys.map((key) => `{{${key}}}`).join(', ');
  const named =
    unknown.length === 1 ? `Unbekannter Platzhalter ${list(unknown)}` : `Unbekannte Platzhalter ${list(unknown)}`;
  return allowed.length === 0
    ? `${named}. Diese Vorlage kennt keine Platzhalter.`
    : `${named}. Erlaubt sind: ${list(allowed)}`;
}

/**
 * The template schema for template `id`: subject and HTML may use only the placeholders its sender fills
 * (a misspelt or foreign one would reach the recipient as an empty gap); `details` names the field.
 */
export function emailTemplateSchemaFor(id: string) {
  const allowed = emailTemplatePlaceholders(id).map((placeholder) => placeholder.key);
  return emailTemplateSchema.superRefine((template, context) => {
    for (const field of ['subject', 'html_template'] as const) {
      const unknown = unknownPlaceholders(template[field], allowed);
      if (unknown.length > 0)
        context.addIssue({ code: 'custom', path: [field], message: unknownPlaceholderMessage(unknown, allowed) });
    }
  });
}
