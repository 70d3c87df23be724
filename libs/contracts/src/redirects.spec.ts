import { type RedirectFields, redirectProblem, redirectResponse, redirectSchema, RedirectTable } from './redirects';

const redirect = (fields: Partial<RedirectFields> & Pick<RedirectFields, 'from'>): RedirectFields =>
  redirectSchema.parse({ to: '/neu', ...fields });

describe('a redirect as staff save it', () => {
  it('takes a path of the site and a path or a web address as its target; 410 needs none', () => {
    expect(redirect({ from: '/alt', to: 'https://example.org/seite' })).toMatchObject({
      status: '301',
      match: 'exact',
      enabled: true,
    });
    expect(redirectSchema.parse({ from: '/weg', status: '410' }).to).toBe('');
  });

  it.each([
    [{ from: 'alt', to: '/neu' }, 'Die alte Adresse ist ein Pfad der Website'],
    [{ from: '//evil.example', to: '/neu' }, 'Die alte Adresse ist ein Pfad der Website'],
    [{ from: '/api/faqs', to: '/neu' }, 'nicht unter /api oder /admin'],
    [{ from: '/Admin/x', to: '/neu' }, 'nicht unter /api oder /admin'],
    [{ from: '/alt', to: '//evil.example' }, 'Das Ziel ist ein Pfad der Website'],
    [{ from: '/alt', to: 'javascript:alert(1)' }, 'Das Ziel ist ein Pfad der Website'],
    [{ from: '/alt', to: '' }, 'Bitte das Ziel angeben'],
    [{ from: '/alt', to: '/neu', status: '307' }, 'Art: 301, 302 oder 410'],
  ])('refuses %j: %s', (fields, message) => {
    const result = redirectSchema.safeParse(fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });
});

describe('the redirect table', () => {
  const table = new RedirectTable([
    redirect({ from: '/alte-leistungen', to: '/leistungen' }),
    redirect({ from: '/blog', to: '/wissen', match: 'prefix' }),
    redirect({ from: '/blog/archiv', to: '/archiv', match: 'prefix', status: '302' }),
    redirect({ from: '/altes-angebot', to: '', status: '410' }),
    redirect({ from: '/über-uns', to: '/kontakt' }),
    redirect({ from: '/aus', to: '/neu', enabled: false }),
  ]);

  it('answers an exact address, with or without a trailing slash, and keeps the query', () => {
    expect(table.answer('/alte-leistungen')).toMatchObject({ status: '301', location: '/leistungen' });
    expect(table.answer('/alte-leistungen/?utm_source=x')).toMatchObject({
      status: '301',
      location: '/leistungen?utm_source=x',
    });
    expect(table.answer('/alte-leistungen-2')).toBeUndefined();
  });

  it('takes everything below a prefix along, the longest prefix first, never a mere start of a word', () => {
    expect(table.answer('/blog')).toMatchObject({ status: '301', location: '/wissen' });
    expect(table.answer('/blog/eintrag')).toMatchObject({ status: '301', location: '/wissen/eintrag' });
    expect(table.answer('/blog/archiv/2024')).toMatchObject({ status: '302', location: '/archiv/2024' });
    expect(table.answer('/blogger')).toBeUndefined();
    // The answer names its redirect: its hits are counted by it.
    expect(table.answer('/blog/archiv/2024')?.redirect?.from).toBe('/blog/archiv');
  });

  it('answers 410 for a page gone for good, compares the path decoded and leaves switched-off ones out', () => {
    expect(table.answer('/altes-angebot')).toMatchObject({ status: '410', location: '' });
    expect(table.answer('/%C3%BCber-uns')).toMatchObject({ status: '301', location: '/kontakt' });
    expect(table.answer('/%E0%A4%A')).toBeUndefined();
    expect(table.answer('/aus')).toBeUndefined();
  });

  it('answers nothing for a redirect that would send the visitor straight back', () => {
    const circle = new RedirectTable([redirect({ from: '/a', to: '/b' }), redirect({ from: '/b', to: '/a' })]);
    expect(circle.answer('/a')).toBeUndefined();
  });

  it('says how to answer: the new address without a body, or a short page for 410', () => {
    expect(redirectResponse({ status: '301', location: '/neu' })).toEqual({
      status: 301,
      headers: ['location', '/neu', 'cache-control', 'public, max-age=3600', 'content-length', '0'],
      body: '',
    });
    expect(redirectResponse({ status: '302', location: '/neu' }).headers).toContain('no-store');
    const gone = redirectResponse({ status: '410', location: '' });
    expect([gone.status, gone.body]).toEqual([410, expect.stringContaining('Diese Seite gibt es nicht mehr')]);
  });
});

describe('redirects that cannot answer together', () => {
  it('are none for redirects that each reach their target at once', () => {
    expect(
      redirectProblem([redirect({ from: '/a', to: '/x' }), redirect({ from: '/b', to: 'https://example.org/a' })]),
    ).toBeUndefined();
  });

  it('names a circle, a chain and a second redirect of one address', () => {
    expect(redirectProblem([redirect({ from: '/a', to: '/a/' })])).toBe('Weiterleitung im Kreis: /a → /a/');
    expect(redirectProblem([redirect({ from: '/a', to: '/b' }), redirect({ from: '/b', to: '/a' })])).toBe(
      'Weiterleitung im Kreis: /a → /b → /a',
    );
    expect(redirectProblem([redirect({ from: '/blog', to: '/blog/neu', match: 'prefix' })])).toBe(
      'Weiterleitung im Kreis: /blog → /blog/neu',
    );
    expect(redirectProblem([redirect({ from: '/a', to: '/b' }), redirect({ from: '/b', to: '/c' })])).toBe(
      'Weiterleitungskette: /a → /b → /c. Bitte /a direkt auf das Ziel weiterleiten.',
    );
    expect(redirectProblem([redirect({ from: '/a', to: '/b' }), redirect({ from: '/a/', to: '/c' })])).toBe(
      'Für /a/ gibt es schon eine Weiterleitung',
    );
  });

  it('leaves switched-off redirects out', () => {
    expect(
      redirectProblem([redirect({ from: '/a', to: '/b' }), redirect({ from: '/b', to: '/a', enabled: false })]),
    ).toBeUndefined();
  });
});
