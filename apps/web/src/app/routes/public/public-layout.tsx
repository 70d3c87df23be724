import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../../../components/layout/footer';
import { Header } from '../../../components/layout/header';
import { ScrollToTop } from '../../../components/layout/scroll-to-top';
import { cn } from '../../../lib/cn';
import { CookieConsent } from '../../../features/cookie-consent';
import { PageViewTracker } from '../../../features/tracking';

/** Frame of every public page: header, content, footer, cookie banner and page-view tracking. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <PageViewTracker />
      <Header />
      {/* Every page but home starts below the fixed header; the home hero runs underneath it. */}
      <main id="main" className={cn('flex-1', pathname !== '/' && 'pt-18')}>
        <Outlet />
      </main>
      <Footer />
      <CookieConsent />
    </div>
  );
}
