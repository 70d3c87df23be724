import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { ImprintView, useImprint } from '../../../features/legal';

export default function ImprintPage() {
  const { data: imprint, isPending } = useImprint();
  return (
    <>
      <Seo
        title="Impressum"
        description="Impressum und Anbieterkennzeichnung gemäß § 5 TMG: Anbieter, Kontakt, Steuerangaben und Verantwortliche."
        keywords="Impressum, Anbieterkennzeichnung"
        path="/impressum"
      />
      <PageHeader eyebrow="Rechtliches" title={imprint?.title ?? 'Impressum'}>
        Angaben gemäß § 5 TMG
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        {isPending || !imprint ? (
          <p role="status" className="text-slate-500">
            Laden...
          </p>
        ) : (
          <ImprintView imprint={imprint} />
        )}
      </div>
    </>
  );
}
