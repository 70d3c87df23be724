import { Seo } from '../../../components/seo/seo';
import { CtaBand, primaryButton } from '../../../components/ui/cta-band';
import { ImageHero } from '../../../components/ui/image-hero';
import { Spinner } from '../../../components/ui/spinner';
import { useFaqs } from '../../../features/faq';
import { useImage } from '../../../features/site-settings';
import { ArrowLink } from '../../../components/ui/arrow-link';
import faqBrowser from '../../../islands/faq-browser';
import { Island } from '../../../islands/island';

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
        {isPending ? (
          <Spinner label="Fragen werden geladen…" />
        ) : (
          <Island of={faqBrowser} props={{ categories: categories ?? [] }} />
        )}
      </div>
      <CtaBand
        title="Ihre Frage war nicht dabei?"
        actions={
          <ArrowLink to="/kontakt" className={primaryButton}>
            Kontakt aufnehmen
          </ArrowLink>
        }
      >
        Schreiben Sie uns – wir antworten innerhalb von 24 Stunden.
      </CtaBand>
    </>
  );
}
