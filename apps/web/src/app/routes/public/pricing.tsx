import { Seo } from '../../../components/seo/seo';
import { ConsultationButton } from '../../../components/ui/arrow-link';
import { CtaBand, secondaryButton } from '../../../components/ui/cta-band';
import { ImageHero } from '../../../components/ui/image-hero';
import { PageSection } from '../../../components/ui/section-heading';
import { Spinner } from '../../../components/ui/spinner';
import { useOfferDialog } from '../../../features/offer-request';
import {
  Benefits,
  PricingFaq,
  PricingPackages,
  PricingReviews,
  usePricingPackages,
  usePricingTestimonials,
  type PricingPackage,
} from '../../../features/pricing';
import { useImage } from '../../../features/site-settings';

export default function PricingPage() {
  const packages = usePricingPackages();
  const reviews = usePricingTestimonials();
  const heroImage = useImage('pricing_hero');
  const [offerDialog, openOffer] = useOfferDialog();
  const choose = (pkg: PricingPackage) =>
    openOffer({
      service: 'Sonstiges',
      message: `Ich interessiere mich für das Abo-Paket „${pkg.name}“ (${pkg.price} € / Monat, ${pkg.duration}).`,
    });

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
          <PricingPackages packages={packages.data ?? []} onChoose={choose} />
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
          <PricingFaq />
        </div>
      </PageSection>

      <CtaBand
        title="Noch unsicher, welches Paket passt?"
        actions={
          <>
            <ConsultationButton onClick={() => openOffer()} />
            <a href="#pakete" className={secondaryButton}>
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
