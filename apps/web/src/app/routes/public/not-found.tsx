import { useLocation } from 'react-router-dom';
import { HttpStatus, Seo } from '../../../components/seo/seo';
import { HomeLink } from '../../../components/ui/arrow-link';
import { Island } from '../../../islands/island';
import notFoundSignal from '../../../islands/not-found-signal';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Island of={notFoundSignal} props={{ pathname }} when="first" />
      <HttpStatus code={404} />
      <Seo
        title="Seite nicht gefunden"
        description="Die angeforderte Seite existiert nicht oder wurde verschoben."
        path={pathname}
        robots="noindex, follow"
      />
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <p className="text-7xl font-bold tracking-tight text-accent-700">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">Seite nicht gefunden</h1>
        <p className="mt-4 max-w-lg text-lg text-slate-600">
          Die Seite, die Sie suchen, existiert leider nicht oder wurde verschoben.
        </p>
        <HomeLink />
      </section>
    </>
  );
}
