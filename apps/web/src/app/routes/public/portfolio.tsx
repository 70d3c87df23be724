import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function PortfolioPage() {
  return (
    <>
      <Seo
        title="Portfolio"
        description="Referenzen und Projekte: Websites, Online-Shops und Kampagnen für Unternehmen aus Norddeutschland."
        path="/portfolio"
      />
      <PageHeader eyebrow="Portfolio" title="Portfolio & Referenzen">
        Eine Auswahl unserer Projekte – von Unternehmenswebsites über Online-Shops bis zu Start-ups.
      </PageHeader>
      <ComingSoon />
    </>
  );
}
