import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function PricingPage() {
  return (
    <>
      <Seo
        title="Abo-Preise"
        description="Professionelle Website im Abo ab 129 € pro Monat – monatlich kündbar, inklusive Hosting, Wartung und Support."
        path="/preise"
      />
      <PageHeader eyebrow="Abo-Preise" title="Website im Abo – transparente Preise">
        Ihre professionelle Website ab 129 € im Monat: planbare Kosten, persönlicher Support und regelmäßige Wartung inklusive.
      </PageHeader>
      <ComingSoon />
    </>
  );
}
