import {
  countOf,
  countryName,
  formatCalendarDay,
  formatCalendarDayShort,
  formatCalendarMonth,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatLogLine,
  formatTime,
  iconLabel,
  statisticsName,
} from './staff-format';

// Every expectation is Berlin's clock, whatever the machine's time zone: the suite is also run with
// TZ=UTC and TZ=America/New_York, where the browser's own clock would say otherwise.
describe('the back-office formatter', () => {
  it('writes moments on Berlin’s clock, winter (UTC+1) and summer (UTC+2)', () => {
    expect(formatDateTime('2026-11-24T02:30:00.000Z')).toBe('24.11.2026, 03:30');
    expect(formatDateTime('2026-07-01T22:15:00Z')).toBe('02.07.2026, 00:15');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatTime('2026-11-24T02:30:00Z')).toBe('03:30');
    expect(formatDateTimeSeconds('2026-03-29T01:00:05Z')).toBe('29.03.2026 03:00:05');
    expect(formatDateTimeSeconds('2026-03-29T00:59:59Z')).toBe('29.03.2026 01:59:59');
  });

  it('shows a dash for no moment and an unreadable one as it is', () => {
    expect(formatDateTime(null)).toBe('–');
    expect(formatDateTime(undefined)).toBe('–');
    expect(formatDateTime('')).toBe('–');
    expect(formatDateTime('bald')).toBe('bald');
    expect(formatTime(null)).toBe('–');
  });

  it('reads calendar days and months as written, not as moments', () => {
    expect(formatCalendarDay('2026-11-01')).toBe('01.11.2026');
    expect(formatCalendarDay('2026-11-01T00:00:00Z')).toBe('01.11.2026');
    expect(formatCalendarDayShort('2026-03-01')).toBe('01.03.');
    expect(formatCalendarMonth('2026-01')).toBe('Jan. 26');
  });

  it('writes a log line’s instant as Berlin time to the second, the text untouched', () => {
    expect(formatLogLine('2026-11-27T21:30:05.123Z Neustart angefordert von admin')).toBe(
      '27.11.2026 22:30:05 Neustart angefordert von admin',
    );
    expect(formatLogLine('2026-07-27T21:30:05Z Pipeline angehalten')).toBe('27.07.2026 23:30:05 Pipeline angehalten');
    expect(formatLogLine('ohne Zeit')).toBe('ohne Zeit');
  });

  it('puts a count’s noun in singular or plural', () => {
    expect(countOf(1, 'Frage', 'Fragen')).toBe('1 Frage');
    expect(countOf(2, 'Frage', 'Fragen')).toBe('2 Fragen');
    expect(countOf(0, 'Frage', 'Fragen')).toBe('0 Fragen');
    expect(countOf(1200, 'Frage', 'Fragen')).toBe('1.200 Fragen');
  });
});

describe('German names for codes', () => {
  it('names countries in German, and an unknown one Unbekannt', () => {
    expect(countryName('DE')).toBe('Deutschland');
    expect(countryName('AT')).toBe('Österreich');
    expect(countryName('CH')).toBe('Schweiz');
    expect(countryName('us')).toBe('Vereinigte Staaten');
    expect(countryName('unknown')).toBe('Unbekannt');
    expect(countryName('')).toBe('Unbekannt');
  });

  it('names statistics rows: unknown, Other, sources and forms in German; pages and buttons as they are', () => {
    expect(statisticsName('country', 'CH')).toBe('Schweiz');
    expect(statisticsName('browser', 'unknown')).toBe('Unbekannt');
    expect(statisticsName('device', 'Other')).toBe('Sonstige');
    expect(statisticsName('browser', 'Sonstige')).toBe('Sonstige');
    expect(statisticsName('source', 'search')).toBe('Suchmaschinen');
    expect(statisticsName('conversion', 'contact-form')).toBe('Kontaktformular');
    expect(statisticsName('conversion', 'offer-request')).toBe('Angebotsanfrage');
    expect(statisticsName('button', 'Details ansehen')).toBe('Details ansehen');
    expect(statisticsName('page', 'unknown')).toBe('unknown');
  });

  it('names the FAQ and service symbols in German', () => {
    expect(iconLabel('HelpCircle')).toBe('Fragezeichen');
    expect(iconLabel('DollarSign')).toBe('Dollarzeichen');
    expect(iconLabel('Neu')).toBe('Neu');
  });
});
