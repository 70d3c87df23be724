import { CheckCircle2 } from 'lucide-react';
import { Seo } from '../../../components/seo/seo';
import { HomeLink } from '../../../components/ui/arrow-link';

/**
 * The thanks after a request form was posted without JavaScript (the api answers the post with 303 See
 * Other to here): the same for everybody, so it holds nothing the visitor typed.
 */
export default function RequestSentPage() {
  return (
    <>
      <Seo
        title="Vielen Dank!"
        description="Ihre Anfrage ist bei uns eingegangen. Wir melden uns innerhalb von 24 Stunden bei Ihnen."
        path="/anfrage-gesendet"
        robots="noindex, follow"
      />
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <CheckCircle2 className="size-14 text-accent-600" aria-hidden />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">Vielen Dank!</h1>
        <p role="status" className="mt-4 max-w-lg text-lg text-slate-600">
          Ihre Anfrage ist bei uns eingegangen. Wir melden uns innerhalb von 24 Stunden bei Ihnen.
        </p>
        <HomeLink />
      </section>
    </>
  );
}
