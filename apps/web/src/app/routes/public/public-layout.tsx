import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../../../components/layout/footer';
import { Header } from '../../../components/layout/header';
import { ScrollToTop } from '../../../components/layout/scroll-to-top';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { CookieConsent } from '../../../features/cookie-consent';
import { useWebsiteSettings } from '../../../features/site-settings';
import { PageViewTracker } from '../../../features/tracking';

/** Frame of every public page: header, content, footer, cookie banner and tracking. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { data: settings } = useWebsiteSettings();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Zum Inhalt springen
      </a>
      <ScrollToTop />
      <PageViewTracker />
      <Header />
      {/* Every page but home starts below the fixed header; the home hero runs underneath it. */}
      <main id="main" className={cn('flex-1', pathname !== '/' && 'pt-18')}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer contact={settings?.contact} social={settings?.social} />
      <CookieConsent />
    </div>
  );
}
