import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContactPage } from './routes/public/contact';
import { FaqPage } from './routes/public/faq';
import { HomePage } from './routes/public/home';
import { ImprintPage } from './routes/public/imprint';
import { NotFoundPage } from './routes/public/not-found';
import { PortfolioPage } from './routes/public/portfolio';
import { PricingPage } from './routes/public/pricing';
import { PrivacyPage } from './routes/public/privacy';
import { PublicLayout } from './routes/public/public-layout';
import { ServicesPage } from './routes/public/services';

// The back-office is its own chunk: public visitors never download it.
const AdminPage = lazy(() => import('./routes/admin/admin'));

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function AdminLoading() {
  return (
    <div className="grid min-h-screen place-items-center bg-slate-100 text-sm text-slate-500" role="status">
      Wird geladen…
    </div>
  );
}

/** The route table of spec/public-site.md §2.1. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<AdminLoading />}>
            <AdminPage />
          </Suspense>
        }
      />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="leistungen" element={<ServicesPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="kontakt" element={<ContactPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="preise" element={<PricingPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="portfolio" element={<PortfolioPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="impressum" element={<ImprintPage />} />
        <Route path="datenschutz" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
