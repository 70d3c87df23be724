import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../../../components/layout/footer';
import { useServerContext } from '../../../components/seo/server-context';
import { ScrollRestoration } from '../../../components/layout/scroll-restoration';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useImage, useWebsiteSettings } from '../../../features/site-settings';
import cookieConsent from '../../../islands/cookie-consent';
import header from '../../../islands/header';
import { Island } from '../../../islands/island';
import pageViewTracker, { useCountsWithoutConsent } from '../../../islands/page-view-tracker';

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
  const countsWithoutConsent = useCountsWithoutConsent();
  // The server's head carries the company's founding date in the structured data.
  if (server) server.organization = { founded: settings?.company.founded };
  return (
    <div className="flex min-h-screen flex-col">
      {/* Out of sight above the window until it has the keyboard focus (the first Tab), then a dark button over
          the header's left end, where the eye starts. */}
      <a
        href="#main"
        className="fixed left-4 top-3 z-[60] -translate-y-[calc(100%+2rem)] rounded-lg bg-navy-900 px-4 py-3 text-sm font-semibold text-white shadow-navy-950/30 outline-2 outline-offset-2 outline-accent-600 focus:translate-y-0 focus:shadow-lg sm:left-6 lg:left-8"
      >
        Zum Inhalt springen
      </a>
      <ScrollRestoration />
      <Island of={pageViewTracker} props={{ path: pathname, countsWithoutConsent }} when="first" />
      <Island of={header} props={{ logo }} when="scroll" />
      {/* Every page but home starts below the fixed header; the home hero runs underneath it. */}
      <main id="main" className={cn('flex-1', pathname !== '/' && 'pt-18')}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer contact={settings?.contact} social={settings?.social} founded={settings?.company.founded} logo={logo} />
      {server?.preview ? <PreviewBanner /> : <Island of={cookieConsent} props={{}} when="first" />}
    </div>
  );
}
