import { Link } from 'react-router-dom';
import { Seo } from '../../../components/seo/seo';
import { ConsultationButton } from '../../../components/ui/arrow-link';
import { CtaBand, outlineButton } from '../../../components/ui/cta-band';
import { ImageHero } from '../../../components/ui/image-hero';
import { PageSection } from '../../../components/ui/section-heading';
import { Spinner } from '../../../components/ui/spinner';
import { useOfferDialog } from '../../../features/offer-request';
import { isExtraService, ProcessSteps, useServices, WhyUs } from '../../../features/services';
import { useImage } from '../../../features/site-settings';
import { Island } from '../../../islands/island';
import moreServices from '../../../islands/more-services';
import serviceTabs from '../../../islands/service-tabs';

export default function ServicesPage() {
  const { data: services, isPending } = useServices();
  const [offerDialog, openOffer] = useOfferDialog();
  const heroImage = useImage('services_hero');
  const more = services?.filter(isExtraService) ?? [];

  return (
    <>
      <Seo
        title="Leistungen"
        description="Webentwicklung, SEO & Analytics, Social Media und Google Ads aus einer Hand – mit festen Paketpreisen ab 2.999 € bis 50.000 € und klaren Lieferzeiten. Über 12 Jahre Erfahrung."
        keywords="Website ohne CMS, Webdesign Preise, SEO-Audit, Google Ads Management, Social Media Content, Website-Wartung, Content-Erstellung"
        path="/leistungen"
      />
      <ImageHero image={heroImage} eyebrow="Leistungen" title="Unsere Leistungen">
        Von der Website über SEO bis zur Anzeigenkampagne: alles, was Ihr Unternehmen online sichtbar macht – aus einer
        Hand und mit über 12 Jahren Erfahrung.
      </ImageHero>

      <PageSection
        name="core"
        className="bg-slate-50 py-20"
        eyebrow="Was wir bieten"
        title="Kernleistungen"
        lead="Feste Pakete, transparente Preise und klare Lieferzeiten – wählen Sie eine Leistung für alle Details."
      >
        {isPending ? <Spinner /> : <Island of={serviceTabs} props={{ services: services ?? [] }} />}
      </PageSection>

      {more.length > 0 && (
        <PageSection
          name="more"
          className="bg-white py-20"
          eyebrow="Ergänzungen"
          title="Weitere Services"
          lead="Kleine Bausteine mit großer Wirkung – einzeln buchbar oder als Ergänzung zu Ihrem Projekt."
        >
          <Island of={moreServices} props={{ services: more }} />
        </PageSection>
      )}

      <PageSection
        name="process"
        className="bg-navy-950 py-20"
        eyebrow="Ablauf"
        title="In vier Schritten zum Erfolg"
        inverted
        lead="Ein klarer Prozess mit festen Ansprechpartnern – vom ersten Gespräch bis nach dem Launch."
      >
        <ProcessSteps />
      </PageSection>

      <PageSection name="why" className="bg-slate-50 py-20" eyebrow="Warum wir" title="Warum Unternehmen uns vertrauen">
        <WhyUs />
      </PageSection>

      <CtaBand
        title="Bereit für den nächsten Schritt?"
        actions={
          <>
            <ConsultationButton onClick={() => openOffer()} />
            <Link to="/preise" className={outlineButton}>
              Alle Preise ansehen
            </Link>
          </>
        }
      >
        Erzählen Sie uns von Ihrem Vorhaben – Sie erhalten innerhalb von 24 Stunden eine Antwort.
      </CtaBand>
      {offerDialog}
    </>
  );
}
