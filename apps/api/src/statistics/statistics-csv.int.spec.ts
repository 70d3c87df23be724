import { eventually } from '@agency/testing';
import { useTestApi } from '../testing/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('the statistics CSV export with what visitors typed', () => {
  const api = useTestApi();

  it('defuses a formula behind leading line feeds, carriage returns, tabs or spaces, and quotes the cell', async () => {
    // Button labels as a visitor's browser (or anyone) sends them to the intake; the export lists the top five.
    const labels = ['\n=1+1', '\r=2+2', '\t@A1', ' @SUM(A1)', ' Angebot anfordern'];
    for (const label of labels)
      await api.http
        .post('/api/track/event')
        .set('user-agent', FIREFOX)
        .send({ event_type: 'button_click', event_label: label, page_path: '/preise', session_id: 'sess_csv' })
        .expect(202);
    const exported = () =>
      api.http
        .get('/api/admin/statistics/export?table=buttons&period=today')
        .set({ Authorization: `Bearer ${api.token}` })
        .expect(200)
        .then((response) => response.text);
    const text = await eventually('the five buttons in the export', async () => {
      const csv = await exported();
      return csv.split(';1\r\n').length === labels.length + 1 ? csv : undefined;
    });

    expect(text.startsWith('\uFEFFButton;Klicks\r\n')).toBe(true);
    // A spreadsheet skips leading whitespace before it looks for a formula: the apostrophe keeps it text.
    expect(text).toContain(`"'\n=1+1";1\r\n`);
    expect(text).toContain(`' @SUM(A1);1\r\n`);
    expect(text).toContain(`"'\r=2+2";1\r\n`);
    expect(text).toContain(`'\t@A1;1\r\n`);
    // Whitespace before anything else is text already, and stays as it was.
    expect(text).toContain(`\r\n Angebot anfordern;1\r\n`);
  });
});
