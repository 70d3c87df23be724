/**
 * E-Mail-Vorlagen für Angebotsanfragen (POST /api/offer-request).
 *
 * Platzhalter in der Form {{key}}. Die Werte stammen aus der Anfrage (name, email, phone, company, address,
 * zip, town, country, service, budget, message) plus created_at; welche eine Vorlage verwenden darf, steht in
 * EMAIL_TEMPLATE_PLACEHOLDERS (@agency/contracts). Beim Einsetzen müssen die Werte HTML-escaped
 * werden; leere optionale Felder (phone, budget) sollte der Versand durch „–“ ersetzen. Das HTML ist
 * tabellenbasiert und ausschließlich inline gestylt, damit es in gängigen Mailprogrammen funktioniert.
 */
import { type EmailTemplateFields, OFFER_REQUEST_PLACEHOLDERS, WEEKLY_REPORT_PLACEHOLDERS } from '@agency/contracts';
import type { Seed } from './types';

/** Eine Tabellenzeile „Bezeichnung | Wert“ für die Übersicht der Anfragefelder. */
function row(label: string, value: string): string {
  return `
            <tr>
              <td style="padding:8px 12px;border-bottom:1px solid #e2e8f0;width:160px;font-size:14px;color:#64748b;vertical-align:top;">${label}</td>
              <td style="padding:8px 12px;border-bottom:1px solid #e2e8f0;font-size:14px;color:#0f172a;vertical-align:top;">${value}</td>
            </tr>`;
}

/** Gemeinsamer Rahmen: 600 px breite, zentrierte Karte mit Kopf- und Fußzeile. */
function layout(preheader: string, heading: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${heading}</title>
</head>
<body style="margin:0;padding:0;background-color:#f1f5f9;font-family:Arial,Helvetica,sans-serif;">
  <div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1f5f9;">
    <tr>
      <td align="center" style="padding:24px 12px;">
        <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;overflow:hidden;">
          <tr>
            <td style="background-color:#0f2a44;padding:24px 32px;">
              <p style="margin:0;font-size:20px;font-weight:bold;color:#ffffff;">Nordwerk Digital</p>
              <p style="margin:4px 0 0 0;font-size:13px;color:#cbd5e1;">Premium Webentwicklung aus dem Norden</p>
            </td>
          </tr>
          <tr>
            <td style="padding:32px;">
              <h1 style="margin:0 0 16px 0;font-size:22px;line-height:1.3;color:#0f172a;">${heading}</h1>${body}
            </td>
          </tr>
          <tr>
            <td style="background-color:#f8fafc;padding:20px 32px;border-top:1px solid #e2e8f0;">
              <p style="margin:0;font-size:12px;line-height:1.6;color:#64748b;">
                Nordwerk Digital · Am Hafen 1 · 23730 Neustadt in Holstein<br>
                Telefon +49 4561 123456 · <a href="mailto:info@nordwerk-digital.de" style="color:#0e7490;text-decoration:none;">info@nordwerk-digital.de</a> · <a href="https://www.nordwerk-digital.de" style="color:#0e7490;text-decoration:none;">www.nordwerk-digital.de</a>
              </p>
            </td>
          </tr>
        </table>
      </td>
    </tr>
  </table>
</body>
</html>
`;
}

const NOTIFICATION_BODY = `
              <p style="margin:0 0 20px 0;font-size:15px;line-height:1.6;color:#334155;">
                Über die Website ist am {{created_at}} eine neue Angebotsanfrage eingegangen. Bitte antworten Sie innerhalb von 24 Stunden.
              </p>
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e2e8f0;border-radius:6px;border-collapse:separate;">${row('Name', '{{name}}')}${row('E-Mail', '<a href="mailto:{{email}}" style="color:#0e7490;">{{email}}</a>')}${row('Telefon', '{{phone}}')}${row('Unternehmen', '{{company}}')}${row('Adresse', '{{address}}<br>{{zip}} {{town}}')}${row('Leistung', '{{service}}')}${row('Budget', '{{budget}}')}${row('Eingegangen', '{{created_at}}')}
              </table>
              <p style="margin:24px 0 8px 0;font-size:14px;font-weight:bold;color:#0f172a;">Nachricht</p>
              <div style="padding:16px;background-color:#f8fafc;border-left:4px solid #0e7490;font-size:14px;line-height:1.6;color:#334155;white-space:pre-line;">{{message}}</div>
              <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:24px;">
                <tr>
                  <td style="background-color:#0e7490;border-radius:6px;">
                    <a href="mailto:{{email}}" style="display:inline-block;padding:12px 24px;font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none;">Jetzt antworten</a>
                  </td>
                </tr>
              </table>
              <p style="margin:24px 0 0 0;font-size:12px;line-height:1.6;color:#64748b;">
                Die Anfrage ist außerdem im Back-Office unter „Anfragen“ gespeichert.
              </p>`;

const CONFIRMATION_BODY = `
              <p style="margin:0 0 16px 0;font-size:15px;line-height:1.6;color:#334155;">Guten Tag {{name}},</p>
              <p style="margin:0 0 16px 0;font-size:15px;line-height:1.6;color:#334155;">
                vielen Dank für Ihre Anfrage und Ihr Interesse an Nordwerk Digital. Wir haben Ihre Nachricht erhalten und melden uns <strong>innerhalb von 24 Stunden</strong> persönlich bei Ihnen – in der Regel mit ersten Fragen oder einem Terminvorschlag für ein kostenloses Beratungsgespräch.
              </p>
              <p style="margin:0 0 8px 0;font-size:14px;font-weight:bold;color:#0f172a;">Ihre Angaben im Überblick</p>
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e2e8f0;border-radius:6px;border-collapse:separate;">${row('Unternehmen', '{{company}}')}${row('Gewünschte Leistung', '{{service}}')}${row('Budget', '{{budget}}')}${row('Telefon', '{{phone}}')}${row('Anschrift', '{{address}}<br>{{zip}} {{town}}')}
              </table>
              <p style="margin:24px 0 8px 0;font-size:14px;font-weight:bold;color:#0f172a;">Ihre Nachricht</p>
              <div style="padding:16px;background-color:#f8fafc;border-left:4px solid #0e7490;font-size:14px;line-height:1.6;color:#334155;white-space:pre-line;">{{message}}</div>
              <p style="margin:24px 0 16px 0;font-size:15px;line-height:1.6;color:#334155;">
                Haben Sie noch etwas vergessen oder ist es eilig? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an unter <a href="tel:+494561123456" style="color:#0e7490;text-decoration:none;">+49 4561 123456</a> (Mo–Fr 9:00–18:00 Uhr).
              </p>
              <p style="margin:0;font-size:15px;line-height:1.6;color:#334155;">
                Mit freundlichen Grüßen aus Neustadt in Holstein<br>
                Ihr Team von Nordwerk Digital
              </p>
              <p style="margin:24px 0 0 0;font-size:12px;line-height:1.6;color:#64748b;">
                Sie erhalten diese E-Mail, weil am {{created_at}} über unsere Website eine Anfrage mit Ihrer E-Mail-Adresse ({{email}}) gesendet wurde. Informationen zur Verarbeitung Ihrer Daten finden Sie in unserer <a href="https://www.nordwerk-digital.de/datenschutz" style="color:#0e7490;">Datenschutzerklärung</a>.
              </p>`;

const WEEKLY_REPORT_BODY = `
              <p style="margin:0 0 16px 0;font-size:15px;line-height:1.6;color:#334155;">Hallo {{recipient}},</p>
              <p style="margin:0 0 20px 0;font-size:15px;line-height:1.6;color:#334155;">
                hier sind die Zahlen der Website für {{week}} ({{period}}), jeweils im Vergleich zur Vorwoche.
              </p>
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e2e8f0;border-radius:6px;border-collapse:separate;">${row('Seitenaufrufe', '{{page_views}} ({{page_views_change}})')}${row('Eindeutige Besucher', '{{unique_visitors}} ({{unique_visitors_change}})')}${row('Ø Sitzungsdauer', '{{avg_session_duration}} ({{avg_session_duration_change}})')}${row('Absprungrate', '{{bounce_rate}} ({{bounce_rate_change}})')}${row('Anfragen', '{{requests}} ({{requests_change}})')}${row('Stärkste Quelle', '{{top_source}}')}
              </table>
              <p style="margin:24px 0 0 0;font-size:12px;line-height:1.6;color:#64748b;">
                Sie erhalten diesen Bericht, weil Sie ihn im Back-Office unter „Statistiken“ abonniert haben. Dort können Sie ihn auch abbestellen.
              </p>`;

export const SEED_EMAIL_TEMPLATES: readonly (Seed<EmailTemplateFields> & { id: string })[] = [
  {
    id: 'offer_request_notification',
    name: 'Neue Angebotsanfrage (an die Agentur)',
    subject: 'Neue Angebotsanfrage: {{service}} – {{company}}',
    html_template: layout(
      'Neue Anfrage von {{name}} ({{company}})',
      'Neue Angebotsanfrage von {{name}}',
      NOTIFICATION_BODY,
    ),
    placeholders: OFFER_REQUEST_PLACEHOLDERS.map((placeholder) => ({ ...placeholder })),
    sample: true,
  },
  {
    id: 'offer_request_confirmation',
    name: 'Eingangsbestätigung (an die anfragende Person)',
    subject: 'Vielen Dank für Ihre Anfrage bei Nordwerk Digital',
    html_template: layout(
      'Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
      'Vielen Dank für Ihre Anfrage!',
      CONFIRMATION_BODY,
    ),
    placeholders: OFFER_REQUEST_PLACEHOLDERS.map((placeholder) => ({ ...placeholder })),
    sample: true,
  },
  {
    id: 'weekly_report',
    name: 'Wochenbericht Statistiken (an Mitarbeitende)',
    subject: 'Wochenbericht {{week}}: {{unique_visitors}} Besucher, {{requests}} Anfragen',
    html_template: layout('Ihre Website-Zahlen der Woche', 'Wochenbericht {{week}}', WEEKLY_REPORT_BODY),
    placeholders: WEEKLY_REPORT_PLACEHOLDERS.map((placeholder) => ({ ...placeholder })),
    sample: true,
  },
];

/** The templates by id, as the kind keeps them; found by the kind's name (seed-content.ts). */
export default Object.fromEntries(SEED_EMAIL_TEMPLATES.map(({ id, ...template }) => [id, template]));
