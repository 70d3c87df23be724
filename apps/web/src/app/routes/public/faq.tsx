import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Seo } from '../../../components/seo/seo';
import { CtaBand, primaryButton } from '../../../components/ui/cta-band';
import { ImageHero } from '../../../components/ui/image-hero';
import { Spinner } from '../../../components/ui/spinner';
import { FaqBrowser, useFaqs } from '../../../features/faq';
import { useImage } from '../../../features/site-settings';

export default function FaqPage() {
  const { data: categories, isPending } = useFaqs();
  const heroImage = useImage('faq_hero');
  return (
    <>
      <Seo
        title="FAQ"
        description="Antworten auf häufige Fragen zu Preisen, Ablauf, Wartung, Datenschutz und Zahlung unserer Webprojekte – von der Website ohne CMS bis zum SEO-Audit."
        keywords="FAQ Webdesign, Kosten Website, Website Wartung, SEO-Audit Kosten, Zahlung Webprojekt"
        path="/faq"
      />
      <ImageHero image={heroImage} eyebrow="FAQ" title="Häufig gestellte Fragen">
        Hier finden Sie Antworten auf die wichtigsten Fragen rund um Ihr Projekt mit uns.
      </ImageHero>
      <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:px-8">
        {isPending ? <Spinner label="Fragen werden geladen…" /> : <FaqBrowser categories={categories ?? []} />}
      </div>
      <CtaBand
        title="Ihre Frage war nicht dabei?"
        actions={
          <Link to="/kontakt" className={primaryButton}>
            Kontakt aufnehmen
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        }
      >
        Schreiben Sie uns – wir antworten innerhalb von 24 Stunden.
      </CtaBand>
    </>
  );
}
