import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './routes/public/not-found';
import { PublicLayout } from './routes/public/public-layout';
import { PAGE_ROUTES } from './route-table';

// The back-office is its own chunk: public visitors never download it.
const AdminPage = lazy(() => import('./routes/admin/admin'));

function AdminLoading() {
  return (
    <div className="grid min-h-screen place-items-center bg-slate-100 text-sm text-slate-500" role="status">
      Wird geladen…
    </div>
  );
}

/** The route table (docs/product/public-pages.md 'Routes'). */
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
        {PAGE_ROUTES.flatMap(({ paths, page: { Page } }) =>
          paths.map((path) => <Route key={path} path={path} element={<Page />} />),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
