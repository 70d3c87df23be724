import { createHash } from 'node:crypto';
import {
  SHARED_DASHBOARD_MESSAGES,
  SHARED_DASHBOARD_PERIOD_LABELS,
  SHARED_DASHBOARD_SECTION_LABELS,
  type SharedDashboardSection,
  STATISTICS_SOURCE_LABELS,
  type StatisticsResponse,
} from '@agency/contracts';
import { escapeHtml as e } from '../../mail/email-template.renderer';
import type { SharedDashboardRecord } from './shared-dashboard.entity';

/*
 * The pages of a shared dashboard: plain server-rendered HTML with one inline style sheet (allowed by its hash)
 * and no script, so they work in any browser, need no login and load nothing from elsewhere.
 */

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.5}
main{max-width:64rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:0 0 .75rem}
.lead{color:#334155;margin:0 0 1.5rem}.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
section{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.25rem;margin-bottom:1rem}
.cards{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));margin:0}
.cards div{background:#f8fafc;border-radius:.75rem;padding:.75rem}.cards dt{font-size:.875rem;color:#334155}.cards dd{margin:0;font-size:1.5rem;font-weight:700}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #f1f5f9}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}svg{width:100%;height:auto;display:block}
.bar{fill:#0f766e}.axis{stroke:#cbd5e1}details{margin-top:.5rem;font-size:.9rem}summary{cursor:pointer;color:#0f172a}
form{display:grid;gap:.75rem;max-width:22rem}label{font-weight:600}input{font:inherit;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.5rem}
button{font:inherit;padding:.55rem 1rem;border:0;border-radius:.5rem;background:#0f766e;color:#fff;font-weight:600;cursor:pointer}
.error{color:#b91c1c;font-weight:600}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}footer{color:#475569;font-size:.85rem;margin-top:2rem}
`;

/** The pages' Content-Security-Policy: nothing but their own style sheet, and the password form posting here. */
export const SHARED_DASHBOARD_CSP = [
  "default-src 'none'",
  `style-src '${`sha256-${createHash('sha256').update(STYLE).digest('base64')}`}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const numberFormat = new Intl.NumberFormat('de-DE');
const n = (value: number) => numberFormat.format(value);
const percent = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
const regions = new Intl.DisplayNames('de', { type: 'region' });
const countryName = (code: string) => {
  try {
    return /^[A-Z]{2}$/.test(code) ? (regions.of(code) ?? code) : 'Unbekannt';
  } catch {
    return code;
  }
};
const germanDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
const seconds = (value: number) =>
  value >= 60 ? `${Math.floor(value / 60)} min ${Math.round(value % 60)} s` : `${Math.round(value)} s`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${e(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A link that is unknown, revoked or past its last day. */
export const goneDashboardPage = (): string =>
  page(
    'Link nicht verfügbar',
    `<h1>Link nicht verfügbar</h1><p class="lead">${e(SHARED_DASHBOARD_MESSAGES.linkGone)}</p>`,
  );

export const tooManyDashboardCallsPage = (retryAfterSeconds: number): string =>
  page(
    'Zu viele Aufrufe',
    `<h1>Zu viele Aufrufe</h1><p class="lead">${e(SHARED_DASHBOARD_MESSAGES.tooMany)} (in ${retryAfterSeconds} Sekunden)</p>`,
  );

/** The password form of a protected link; `wrong` after a wrong password. */
export function dashboardPasswordPage(record: SharedDashboardRecord, wrong: boolean): string {
  const error = wrong
    ? `<p class="error" id="password-error" role="alert">${e(SHARED_DASHBOARD_MESSAGES.wrongPassword)}</p>`
    : '';
  return page(
    `${record.name} – Statistik`,
    `<h1>${e(record.name)}</h1><p class="lead">Dieses Dashboard ist mit einem Passwort geschützt.</p>${error}` +
      `<form method="post"><label for="password">Passwort</label>` +
      `<input id="password" name="password" type="password" autocomplete="current-password" required${wrong ? ' aria-invalid="true" aria-describedby="password-error"' : ''}>` +
      `<button type="submit">Dashboard öffnen</button></form>`,
  );
}

function table(caption: string, headers: [string, string], rows: [string, string][]): string {
  if (rows.length === 0) return '<p>Noch keine Daten</p>';
  return (
    `<table><caption class="visually-hidden">${e(caption)}</caption><thead><tr><th scope="col">${e(headers[0])}</th><th scope="col" class="n">${e(headers[1])}</th></tr></thead><tbody>` +
    rows.map(([name, value]) => `<tr><td>${e(name)}</td><td class="n">${e(value)}</td></tr>`).join('') +
    '</tbody></table>'
  );
}

const shareRows = (data: Record<string, number>, label: (key: string) => string = (key) => key): [string, string][] =>
  Object.entries(data)
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([key, value]) => [label(key), percent(value)]);

/** The visitors per bar as an SVG bar chart (each bar names its figure), with the same figures as a table. */
function trendChart(points: { label: string; visitors: number }[]): string {
  if (points.length === 0) return '<p>Noch keine Daten</p>';
  const width = 640;
  const height = 160;
  const max = Math.max(1, ...points.map((p) => p.visitors));
  const step = width / points.length;
  const bars = points
    .map((p, i) => {
      const h = Math.max(p.visitors > 0 ? 2 : 0, Math.round((p.visitors / max) * (height - 10)));
      return `<rect class="bar" x="${(i * step + step * 0.15).toFixed(1)}" y="${height - h}" width="${(step * 0.7).toFixed(1)}" height="${h}" rx="2"><title>${e(p.label)}: ${n(p.visitors)} Besucher</title></rect>`;
    })
    .join('');
  const first = points[0].label;
  const last = points[points.length - 1].label;
  return (
    `<svg viewBox="0 0 ${width} ${height + 1}" role="img" aria-label="Besucher vom ${e(first)} bis ${e(last)}, höchstens ${n(max)} je Balken">` +
    `${bars}<line class="axis" x1="0" y1="${height + 0.5}" x2="${width}" y2="${height + 0.5}"/></svg>` +
    `<details><summary>Als Tabelle</summary>${table(
      'Besuchertrend',
      ['Zeitraum ab', 'Besucher'],
      points.map((p) => [p.label, n(p.visitors)]),
    )}</details>`
  );
}

const SECTION_HTML: Record<SharedDashboardSection, (data: StatisticsResponse) => string> = {
  summary: (data) =>
    `<dl class="cards"><div><dt>Seitenaufrufe</dt><dd>${n(data.page_views)}</dd></div><div><dt>Eindeutige Besucher</dt><dd>${n(data.unique_visitors)}</dd></div>` +
    `<div><dt>Ø Sitzungsdauer</dt><dd>${seconds(data.avg_session_duration)}</dd></div><div><dt>Absprungrate</dt><dd>${percent(data.bounce_rate)}</dd></div></dl>`,
  trend: (data) =>
    trendChart(
      data.trend
        ? data.trend.map((p) => ({ label: germanDay(p.bucket), visitors: p.visitors }))
        : data.monthly_visitors.map((p) => ({ label: germanDay(`${p.month}-01`), visitors: p.visitors })),
    ),
  pages: (data) =>
    table(
      'Top-Seiten',
      ['Seite', 'Aufrufe'],
      data.top_pages.map((p) => [p.page, n(p.views)]),
    ),
  sources: (data) =>
    table(
      'Traffic-Quellen',
      ['Quelle', 'Anteil'],
      shareRows(data.traffic_sources, (k) => STATISTICS_SOURCE_LABELS[k] ?? k),
    ),
  devices: (data) => table('Geräte', ['Gerät', 'Anteil'], shareRows(data.devices)),
  countries: (data) =>
    table(
      'Top-Länder',
      ['Land', 'Besucher'],
      Object.entries(data.top_countries)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([code, count]) => [countryName(code), n(count)]),
    ),
};

/** The dashboard: its name, its period, and the sections staff chose, in a fixed order. */
export function dashboardPage(record: SharedDashboardRecord, data: StatisticsResponse): string {
  const sections = record.sections
    .map(
      (section) =>
        `<section><h2>${e(SHARED_DASHBOARD_SECTION_LABELS[section])}</h2>${SECTION_HTML[section](data)}</section>`,
    )
    .join('');
  return page(
    `${record.name} – Statistik`,
    `<h1>${e(record.name)}</h1><p class="lead">Besucherstatistik der Website, ${e(SHARED_DASHBOARD_PERIOD_LABELS[record.period])} (${germanDay(data.period.from)} bis ${germanDay(data.period.to)}).</p>` +
      sections +
      `<footer>Nur lesend geteilt${record.expiresOn ? `, gültig bis ${germanDay(record.expiresOn)}` : ''}.</footer>`,
  );
}
