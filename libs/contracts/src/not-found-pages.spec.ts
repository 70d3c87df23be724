import { isProbePath } from './not-found-pages';

describe('isProbePath', () => {
  it.each([
    '/wp-admin/setup-config.php',
    '/wp-login',
    '/blog/wp-includes/x',
    '/index.php',
    '/shop/cart.php5',
    '/.env',
    '/config/.env.production',
    '/.git/HEAD',
    '/backup.sql',
    '/phpmyadmin/',
    '/xmlrpc',
    '/cgi-bin/test',
  ])('takes %s for a scanner’s probe', (path) => expect(isProbePath(path)).toBe(true));

  it.each([
    '/leistungen',
    '/alte-preisliste',
    '/blog/umzug-2024',
    '/php-entwicklung',
    '/wissen/environment',
    '/preise.html',
  ])('keeps %s as a possible dead link', (path) => expect(isProbePath(path)).toBe(false));
});
