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

/** A preview link's page (server-rendered only, with unpublished drafts): says so on every screen. */
function PreviewBanner() {
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="fixed inset-x-0 bottom-0 z-[60] border-t-2 border-amber-500 bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-navy-900 shadow-lg"
    >
      Vorschau – diese Seite zeigt noch nicht veröffentlichte Änderungen.
    </div>
  );
}

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
      {server?.preview ? <PreviewBanner /> : <CookieConsent />}
    </div>
  );
}
