import { renderEmailTemplate } from './email-template.renderer';

describe('renderEmailTemplate', () => {
  const template = {
    subject: 'Anfrage: {{service}} – {{ company }}',
    html_template: '<p>Hallo {{name}}, {{unknown}}!</p>',
  };

  it('fills placeholders and escapes values in the HTML', () => {
    const mail = renderEmailTemplate(template, {
      name: '<b>Eva & "Co"</b>',
      service: 'SEO-Audit',
      company: 'Küstenbau',
    });
    expect(mail.html).toBe('<p>Hallo &lt;b&gt;Eva &amp; &quot;Co&quot;&lt;/b&gt;, !</p>');
    expect(mail.subject).toBe('Anfrage: SEO-Audit – Küstenbau');
    expect(mail.text).toBe('Hallo <b>Eva & "Co"</b>, !');
  });

  it('flattens line breaks in the subject', () => {
    expect(renderEmailTemplate(template, { service: 'a\r\nBcc: x@y.de', company: 'c' }).subject).toBe(
      'Anfrage: a Bcc: x@y.de – c',
    );
  });

  it('reads no inherited property: {{constructor}}, {{__proto__}} and {{toString}} stay empty', () => {
    const mail = renderEmailTemplate(
      {
        subject: '{{constructor}}{{ toString }} {{name}}',
        html_template: '<p>{{__proto__}}{{hasOwnProperty}}{{name}}</p>',
      },
      { name: 'Eva' },
    );
    expect(mail).toEqual({ subject: 'Eva', html: '<p>Eva</p>', text: 'Eva' });
  });

  it('leaves a value that is no string empty instead of failing', () => {
    const values = { name: 42, email: null } as unknown as Record<string, string>;
    expect(renderEmailTemplate({ subject: '{{name}}{{email}}!', html_template: '{{name}}' }, values)).toEqual({
      subject: '!',
      html: '',
      text: '',
    });
  });
});
