import { Seo } from '../../../components/seo/seo';
import { Hero, ServicesSection } from '../../../features/home';
import { useOfferDialog } from '../../../features/offer-request';
import { useImage } from '../../../features/site-settings';
import { TestimonialsSection } from '../../../features/testimonials';
import homePackages from '../../../islands/home-packages';
import { Island } from '../../../islands/island';
import successStories from '../../../islands/success-stories';

export default function HomePage() {
  const [offerDialog] = useOfferDialog();
  const heroImage = useImage('hero');
  const servicesImage = useImage('services_section');
  const storiesImage = useImage('success_stories_cta');

  return (
    <>
      <Seo
        path="/"
        description="Premium Webentwicklung aus dem Norden: Websites, SEO & Analytics, Social Media und Google Ads für kleine und mittlere Unternehmen. Über 200 Projekte, 98% Kundenzufriedenheit, Antwort innerhalb von 24 Stunden."
        keywords="Webentwicklung, Webdesign Agentur, SEO Agentur, Social Media Marketing, Google Ads, Website erstellen lassen, Norddeutschland, Hamburg"
      />
      <Hero image={heroImage} />
      <ServicesSection image={servicesImage} />
      <Island of={homePackages} props={{}} />
      <Island of={successStories} props={{ ctaImage: storiesImage }} />
      <TestimonialsSection />
      {offerDialog}
    </>
  );
}
