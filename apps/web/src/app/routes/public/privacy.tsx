import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function PrivacyPage() {
  return (
    <>
      <Seo
        title="Datenschutz"
        description="Datenschutzerklärung: wie wir Ihre Daten verarbeiten, welche Cookies wir einsetzen und welche Rechte Sie haben."
        path="/datenschutz"
      />
      <PageHeader eyebrow="Rechtliches" title="Datenschutzerklärung">
        Wie wir mit Ihren Daten umgehen und welche Rechte Sie haben.
      </PageHeader>
      <ComingSoon />
    </>
  );
}
