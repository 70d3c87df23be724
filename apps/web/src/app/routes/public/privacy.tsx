import { PageHeader } from '../../../components/layout/page-header';
import { Seo } from '../../../components/seo/seo';
import { Spinner } from '../../../components/ui/spinner';
import { PrivacyView, usePrivacyPolicy } from '../../../features/legal';
import { useWebsiteSettings } from '../../../features/site-settings';
import { CONTACT_FALLBACK } from '../../../config/site';

export default function PrivacyPage() {
  const { data: content, isPending } = usePrivacyPolicy();
  const { data: settings } = useWebsiteSettings();
  return (
    <>
      <Seo
        title="Datenschutz"
        description="Datenschutzerklärung: wie wir Ihre Daten verarbeiten, welche Cookies wir einsetzen, wie unsere cookielose Reichweitenmessung funktioniert und welche Rechte Sie haben."
        keywords="Datenschutzerklärung, DSGVO, Cookies, Datenschutz Website"
        path="/datenschutz"
      />
      <PageHeader eyebrow="Rechtliches" title="Datenschutzerklärung">
        Stand: 01. Januar 2025
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        {isPending ? (
          <Spinner />
        ) : (
          <PrivacyView
            content={content ?? null}
            contact={{ ...(settings?.contact ?? CONTACT_FALLBACK), company: settings?.company.name }}
          />
        )}
      </div>
    </>
  );
}
