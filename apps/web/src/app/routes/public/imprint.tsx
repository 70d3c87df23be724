import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function ImprintPage() {
  return (
    <>
      <Seo
        title="Impressum"
        description="Impressum und Anbieterkennzeichnung gemäß § 5 DDG."
        path="/impressum"
      />
      <PageHeader eyebrow="Rechtliches" title="Impressum">
        Angaben gemäß § 5 DDG.
      </PageHeader>
      <ComingSoon />
    </>
  );
}
