import { Seo } from '../../../components/seo/seo';
import { ConsultationButton } from '../../../components/ui/arrow-link';
import { CtaBand, outlineButton } from '../../../components/ui/cta-band';
import { ImageHero } from '../../../components/ui/image-hero';
import { PageSection } from '../../../components/ui/section-heading';
import { Spinner } from '../../../components/ui/spinner';
import { useOfferDialog } from '../../../features/offer-request';
import { Benefits, PricingReviews, usePricingPackages, usePricingTestimonials } from '../../../features/pricing';
import { useImage } from '../../../features/site-settings';
import { Island } from '../../../islands/island';
import pricingFaq from '../../../islands/pricing-faq';
import pricingPackages from '../../../islands/pricing-packages';

export default function PricingPage() {
  const packages = usePricingPackages();
  const reviews = usePricingTestimonials();
  const heroImage = useImage('pricing_hero');
  const [offerDialog, openOffer] = useOfferDialog();
  const seo = (
    <Seo
      title="Abo-Preise"
      description="Professionelle Website im Abo ab 129 € pro Monat – monatlich kündbar, inklusive Hosting, Wartung und persönlichem Support. Faire 2-Jahres-Laufzeit ohne automatische Verlängerung."
      keywords="Website Abo, Website mieten, Homepage monatlich, Webdesign Flatrate, Website ab 129 Euro"
      path="/preise"
    />
  );
  if (packages.isPending || reviews.isPending) {
    return (
      <>
        {seo}
        <Spinner label="Preise werden geladen…" />
      </>
    );
  }

  return (
    <>
      {seo}
      <ImageHero image={heroImage} eyebrow="Abo-Preise" title="Ihre Website im Abo – transparent und fair" tall>
        Professionelle Website ab 129 € im Monat: planbare Kosten, persönlicher Support und regelmäßige Wartung
        inklusive.
      </ImageHero>

      <section aria-labelledby="benefits-heading" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="benefits-heading" className="sr-only">
            Ihre Vorteile
          </h2>
          <Benefits />
        </div>
      </section>

      <PageSection
        name="packages"
        anchor="pakete"
        className="scroll-mt-20 bg-white py-20"
        eyebrow="Pakete"
        title="Wählen Sie Ihr Paket"
        lead="Alle Preise netto pro Monat bei 24 Monaten Laufzeit."
      >
        <div className="mt-14">
          <Island of={pricingPackages} props={{ packages: packages.data ?? [] }} />
        </div>
      </PageSection>

      {(reviews.data?.length ?? 0) > 0 && (
        <PageSection
          name="reviews"
          className="bg-slate-50 py-20"
          eyebrow="Kundenstimmen"
          title="Was unsere Abo-Kunden sagen"
        >
          <div className="mt-12">
            <PricingReviews reviews={reviews.data ?? []} />
          </div>
        </PageSection>
      )}

      <PageSection name="pricing-faq" className="bg-white py-20" eyebrow="FAQ" title="Häufige Fragen zum Abo" narrow>
        <div className="mt-10">
          <Island of={pricingFaq} props={{}} />
        </div>
      </PageSection>

      <CtaBand
        title="Noch unsicher, welches Paket passt?"
        actions={
          <>
            <ConsultationButton onClick={() => openOffer()} />
            <a href="#pakete" className={outlineButton}>
              Pakete vergleichen
            </a>
          </>
        }
      >
        Wir beraten Sie kostenlos und unverbindlich – Antwort innerhalb von 24 Stunden.
      </CtaBand>
      {offerDialog}
    </>
  );
}
