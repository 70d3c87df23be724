import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function FaqPage() {
  return (
    <>
      <Seo
        title="FAQ"
        description="Antworten auf häufige Fragen zu Preisen, Ablauf, Wartung und Zahlung unserer Webprojekte."
        path="/faq"
      />
      <PageHeader eyebrow="FAQ" title="Häufig gestellte Fragen">
        Hier finden Sie Antworten auf die wichtigsten Fragen rund um Ihr Projekt mit uns.
      </PageHeader>
      <ComingSoon />
    </>
  );
}
