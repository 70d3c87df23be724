import { notFoundPath, referrerOf } from '@agency/contracts';

describe('what the 404 list keeps of a request', () => {
  it('keeps the path decoded, without query and trailing slash; drops probes, overlong and broken paths', () => {
    expect(notFoundPath('/alte-seite/?utm_source=x#a')).toBe('/alte-seite');
    expect(notFoundPath('/%C3%BCber-uns')).toBe('/über-uns');
    expect(notFoundPath('/')).toBe('/');
    expect(notFoundPath('/wp-admin/install.php')).toBeUndefined();
    expect(notFoundPath('/.env')).toBeUndefined();
    expect(notFoundPath(`/${'a'.repeat(300)}`)).toBeUndefined();
    expect(notFoundPath('/%E0%A4%A')).toBeUndefined();
    expect(notFoundPath('/a%0Ab')).toBeUndefined();
    expect(notFoundPath('http://evil.example/')).toBeUndefined();
  });

  it('keeps of the referrer the path on this site, host and path elsewhere, never the query', () => {
    expect(referrerOf('https://www.nordwerk.de/leistungen?x=1', 'www.nordwerk.de')).toBe('/leistungen');
    expect(referrerOf('https://partner.example/links/?user=anna', 'www.nordwerk.de')).toBe('partner.example/links/');
    expect(referrerOf('https://www.google.com/', 'www.nordwerk.de')).toBe('www.google.com');
    expect(referrerOf('android-app://com.example', 'www.nordwerk.de')).toBe('');
    expect(referrerOf('kaputt', 'www.nordwerk.de')).toBe('');
    expect(referrerOf(undefined, 'www.nordwerk.de')).toBe('');
    expect(referrerOf(`https://x.example/${'a'.repeat(400)}`, 'h')).toHaveLength(300);
  });
});
