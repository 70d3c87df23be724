import {
  BERLIN_SECONDS_FORMAT,
  SITE_TIME_ZONE,
  STATISTICS_OTHER_LABEL,
  STATISTICS_SOURCE_LABELS,
} from '@agency/contracts';

/*
 * How the back-office writes moments, counts and codes for staff: every date and time on Berlin's clock
 * (whatever the browser's own time zone), German words for every code a screen would otherwise show raw.
 * Screens format through these functions only.
 */

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: SITE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat('de-DE', { timeZone: SITE_TIME_ZONE, dateStyle: 'medium' });
const dateTimeSeconds = new Intl.DateTimeFormat('de-DE', BERLIN_SECONDS_FORMAT);
const timeOnly = new Intl.DateTimeFormat('de-DE', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// Calendar days and months (statistics are kept per UTC day) are no moments: they are read as written.
const calendarDay = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', dateStyle: 'medium' });
const calendarDayShort = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
const calendarMonth = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', month: 'short', year: '2-digit' });

function instant(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A moment as staff read it: '27.11.2026, 22:30' in Berlin; '–' for none, the text itself when it is none. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = instant(value);
  return date ? dateTime.format(date) : value ? String(value) : '–';
}

/** The Berlin day of a moment: '27.11.2026'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = instant(value);
  return date ? dateOnly.format(date) : value ? String(value) : '–';
}

/** A moment to the second, as logs show it: '27.11.2026 22:30:05' in Berlin. */
export function formatDateTimeSeconds(value: string | number | Date | null | undefined): string {
  const date = instant(value);
  return date ? dateTimeSeconds.format(date).replace(', ', ' ') : value ? String(value) : '–';
}

/** The Berlin clock time of a moment: '04:30'. */
export function formatTime(value: string | number | Date | null | undefined): string {
  const date = instant(value);
  return date ? timeOnly.format(date) : '–';
}

/** A calendar day 'YYYY-MM-DD' (or the day of an ISO date-time, as written): '27.11.2026'. */
export function formatCalendarDay(day: string): string {
  const date = instant(`${day.slice(0, 10)}T00:00:00Z`);
  return date ? calendarDay.format(date) : day;
}

/** A calendar day 'YYYY-MM-DD' in a chart's axis: '27.11.'. */
export function formatCalendarDayShort(day: string): string {
  const date = instant(`${day.slice(0, 10)}T00:00:00Z`);
  return date ? calendarDayShort.format(date) : day;
}

/** A calendar month 'YYYY-MM': 'Nov. 26'. */
export function formatCalendarMonth(month: string): string {
  const date = instant(/^\d{4}-\d{2}$/.test(month) ? `${month}-01T00:00:00Z` : month);
  return date ? calendarMonth.format(date) : month;
}

/**
 * A log line 'ISO-instant text' with its moment on Berlin's clock: '27.11.2026 22:30:05 text'. Lines without
 * a leading instant stay as they are.
 */
export function formatLogLine(line: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))(\s|$)/.exec(line);
  if (!match) return line;
  return `${formatDateTimeSeconds(match[1])}${line.slice(match[1].length)}`;
}

/** A count with its noun in the right number: '1 Frage', '2 Fragen', '0 Fragen'. */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('de-DE')} ${count === 1 ? one : many}`;
}

/** 'Unbekannt': a value the data does not know (a country not found, a browser not recognised). */
export const UNKNOWN_LABEL = 'Unbekannt';

const regionNames = (() => {
  try {
    return new Intl.DisplayNames('de', { type: 'region' });
  } catch {
    return undefined;
  }
})();

/** A country by its ISO code as staff read it: 'DE' → 'Deutschland'; no or an unknown code → 'Unbekannt'. */
export function countryName(code: string | null | undefined): string {
  const value = (code ?? '').trim();
  if (!value || value.toLowerCase() === 'unknown') return UNKNOWN_LABEL;
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  try {
    const name = regionNames?.of(value.toUpperCase());
    return name && name !== value.toUpperCase() ? name : value.toUpperCase();
  } catch {
    return value;
  }
}

/** The names of the site's forms (tracking labels of sent forms: the conversions). */
export const FORM_LABELS: Record<string, string> = {
  'contact-form': 'Kontaktformular',
  'offer-request': 'Angebotsanfrage',
  newsletter: 'Newsletter-Anmeldung',
};

export type StatisticsNameKind =
  'country' | 'device' | 'browser' | 'source' | 'conversion' | 'button' | 'page' | 'goal';

const DEVICE_LABELS: Record<string, string> = { Desktop: 'Desktop', Mobile: 'Mobile', Tablet: 'Tablet' };

/**
 * A name of a statistics row (a key of the answer) as staff read it: countries by their German name, sources
 * and forms by German labels, 'unknown' as 'Unbekannt' and 'Other' as 'Sonstige'. The key itself stays what
 * filters are set by.
 */
export function statisticsName(kind: StatisticsNameKind, key: string): string {
  // Pages and goals are named as stored and as staff wrote them.
  if (kind === 'page' || kind === 'goal') return key;
  const lower = key.trim().toLowerCase();
  if (kind === 'country') return countryName(key);
  if (lower === '' || lower === 'unknown') return UNKNOWN_LABEL;
  if (lower === 'other' || key === STATISTICS_OTHER_LABEL) return STATISTICS_OTHER_LABEL;
  if (kind === 'source') return STATISTICS_SOURCE_LABELS[key] ?? key;
  if (kind === 'conversion') return FORM_LABELS[key] ?? key;
  if (kind === 'device') return DEVICE_LABELS[key] ?? key;
  return key;
}

/** The symbols staff pick for FAQ categories and services, by what they show. */
export const ICON_LABELS: Record<string, string> = {
  HelpCircle: 'Fragezeichen',
  Code: 'Code',
  FileText: 'Dokument',
  TrendingUp: 'Wachstumskurve',
  Settings: 'Zahnrad',
  Users: 'Personen',
  Search: 'Lupe',
  Shield: 'Schild',
  DollarSign: 'Dollarzeichen',
  Server: 'Server',
  ShoppingCart: 'Einkaufswagen',
  Monitor: 'Bildschirm',
  Smartphone: 'Smartphone',
  Palette: 'Farbpalette',
  Mail: 'Brief',
  Award: 'Auszeichnung',
  Calendar: 'Kalender',
  Globe: 'Globus',
  Layout: 'Layout',
  Image: 'Bild',
  BarChart: 'Balkendiagramm',
};

/** A symbol's German label (its code where none is known). */
export const iconLabel = (icon: string): string => ICON_LABELS[icon] ?? icon;
