/** Placeholders are written {{key}} (content/seed/data/email-templates.ts). */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Fills a template: in the HTML every value is escaped (a visitor's "<script>" stays text), in the subject
 * line breaks are flattened (no header injection). Unknown placeholders become empty.
 *
 * A placeholder reads only a value of its own in `values` that is a string: a stored template names any
 * key it likes ({{constructor}}, {{__proto__}}), and what an object inherits is no value of the mail.
 * Whatever a stored template holds, rendering it never throws: a mail that fails here would fail on every
 * retry.
 */
export function renderEmailTemplate(
  template: { subject: string; html_template: string },
  values: Readonly<Record<string, string>>,
): RenderedMail {
  const own: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string') own[key] = value;
  const valueOf = (key: string) => (Object.hasOwn(own, key) ? own[key] : '');
  const html = String(template.html_template ?? '').replace(PLACEHOLDER, (_, key: string) => escapeHtml(valueOf(key)));
  const subject = String(template.subject ?? '')
    .replace(PLACEHOLDER, (_, key: string) => valueOf(key))
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return { subject, html, text: htmlToText(html) };
}

/** A plain-text alternative for mail programs that do not show HTML. */
function htmlToText(html: string): string {
  return html
    .replace(/<(style|title|head)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h[1-6])>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}
