import { offerServiceForHomePackage } from '@agency/contracts';
import { Seo } from '../../../components/seo/seo';
import { Hero, PackagesSection, ServicesSection, type HomePackage } from '../../../features/home';
import { useOfferDialog } from '../../../features/offer-request';
import { useImage } from '../../../features/site-settings';
import { SuccessStoriesSection } from '../../../features/success-stories';
import { TestimonialsSection } from '../../../features/testimonials';

export default function HomePage() {
  const [offerDialog, openOffer] = useOfferDialog();
  const heroImage = useImage('hero');
  const servicesImage = useImage('services_section');
  const storiesImage = useImage('success_stories_cta');
  const requestPackage = (pkg: HomePackage) =>
    openOffer({
      service: offerServiceForHomePackage(pkg.id),
      message: `Ich interessiere mich für das Paket „${pkg.title}“.`,
    });

  return (
    <>
      <Seo
        path="/"
        description="Premium Webentwicklung aus dem Norden: Websites, SEO & Analytics, Social Media und Google Ads für kleine und mittlere Unternehmen. Über 200 Projekte, 98% Kundenzufriedenheit, Antwort innerhalb von 24 Stunden."
        keywords="Webentwicklung, Webdesign Agentur, SEO Agentur, Social Media Marketing, Google Ads, Website erstellen lassen, Norddeutschland, Hamburg"
      />
      <Hero image={heroImage} />
      <ServicesSection image={servicesImage} />
      <PackagesSection onRequestOffer={requestPackage} />
      <SuccessStoriesSection ctaImage={storiesImage} />
      <TestimonialsSection />
      {offerDialog}
    </>
  );
}
