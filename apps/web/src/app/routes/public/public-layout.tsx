import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../../../components/layout/footer';
import { Header } from '../../../components/layout/header';
import { useServerContext } from '../../../components/seo/server-context';
import { ScrollToTop } from '../../../components/layout/scroll-to-top';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { CookieConsent } from '../../../features/cookie-consent';
import { useImage, useWebsiteSettings } from '../../../features/site-settings';
import { PageViewTracker } from '../../../features/tracking';

/** Frame of every public page: header, content, footer, cookie banner and tracking. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { data: settings } = useWebsiteSettings();
  const logo = useImage('logo');
  const server = useServerContext();
  // The server's head carries the company's founding date in the structured data.
  if (server) server.organization = { founded: settings?.company.founded };
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Zum Inhalt springen
      </a>
      <ScrollToTop />
      <PageViewTracker />
      <Header logo={logo} />
      {/* Every page but home starts below the fixed header; the home hero runs underneath it. */}
      <main id="main" className={cn('flex-1', pathname !== '/' && 'pt-18')}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer contact={settings?.contact} social={settings?.social} founded={settings?.company.founded} logo={logo} />
      <CookieConsent />
    </div>
  );
}
