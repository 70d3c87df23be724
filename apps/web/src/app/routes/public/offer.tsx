import { Clock } from 'lucide-react';
import { Seo } from '../../../components/seo/seo';
import { usePostedForm } from '../../../components/seo/server-context';
import { Island } from '../../../islands/island';
import offerForm from '../../../islands/offer-form';

/**
 * The offer dialog's form as a page of its own: where the site's 'Angebot anfragen' controls lead while
 * their code has not arrived, or without JavaScript. The form comes first, so its result is in view.
 */
export default function OfferPage() {
  const posted = usePostedForm('angebot');
  return (
    <>
      <Seo
        title="Unverbindliches Angebot anfragen"
        description="Fragen Sie unverbindlich ein Angebot an: Wir melden uns innerhalb von 24 Stunden bei Ihnen."
        path="/angebot"
        robots="noindex, follow"
      />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            Unverbindliches Angebot anfragen
          </h1>
          <p className="mt-3 inline-flex items-center gap-1.5 text-slate-600">
            <Clock className="size-4 text-accent-700" aria-hidden />
            Wir melden uns innerhalb von 24 Stunden bei Ihnen.
          </p>
          <div className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Island of={offerForm} props={{ posted }} />
          </div>
        </div>
      </div>
    </>
  );
}
