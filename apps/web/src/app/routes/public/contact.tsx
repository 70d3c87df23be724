import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function ContactPage() {
  return (
    <>
      <Seo
        title="Kontakt"
        description="Schreiben Sie uns: Wir antworten innerhalb von 24 Stunden mit einer unverbindlichen Einschätzung Ihres Projekts."
        path="/kontakt"
      />
      <PageHeader eyebrow="Kontakt" title="Kontakt aufnehmen">
        Erzählen Sie uns von Ihrem Projekt. Wir melden uns innerhalb von 24 Stunden bei Ihnen.
      </PageHeader>
      <ComingSoon />
    </>
  );
}
