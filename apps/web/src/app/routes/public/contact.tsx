import { Seo } from '../../../components/seo/seo';
import { ImageHero } from '../../../components/ui/image-hero';
import { ContactCard } from '../../../features/contact';
import { useImage } from '../../../features/site-settings';
import actionCards from '../../../islands/action-cards';
import enquiryForm from '../../../islands/enquiry-form';
import { Island } from '../../../islands/island';

export default function ContactPage() {
  const heroImage = useImage('contact_hero');
  return (
    <>
      <Seo
        title="Kontakt"
        description="Schreiben Sie uns: Wir antworten innerhalb von 24 Stunden mit einer unverbindlichen Einschätzung Ihres Projekts. Kostenlose Beratung, Vor-Ort-Termin oder Projekt-Anfrage."
        keywords="Kontakt Webagentur, Angebot Website, kostenlose Beratung Webdesign, Projektanfrage"
        path="/kontakt"
      />
      <ImageHero image={heroImage} eyebrow="Kontakt" title="Kontakt aufnehmen">
        Erzählen Sie uns von Ihrem Projekt. Wir melden uns innerhalb von 24 Stunden bei Ihnen.
      </ImageHero>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <Island of={actionCards} props={{}} />
          <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <Island of={enquiryForm} props={{}} />
            <ContactCard />
          </div>
        </div>
      </div>
    </>
  );
}
