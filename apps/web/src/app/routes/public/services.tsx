import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function ServicesPage() {
  return (
    <>
      <Seo
        title="Leistungen"
        description="Webentwicklung, SEO & Analytics, Social Media und Google Ads aus einer Hand – mit festen Paketpreisen und Lieferzeiten."
        path="/leistungen"
      />
      <PageHeader eyebrow="Leistungen" title="Unsere Leistungen">
        Von der Website über SEO bis zur Anzeigenkampagne: alles, was Ihr Unternehmen online sichtbar macht – aus einer Hand und mit über 12 Jahren Erfahrung.
      </PageHeader>
      <ComingSoon />
    </>
  );
}
