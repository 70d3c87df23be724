import { Download } from 'lucide-react';
import { Seo } from '../../../components/seo/seo';
import { primaryButton, secondaryButton } from '../../../components/ui/cta-band';
import { ImageHero } from '../../../components/ui/image-hero';
import { Spinner } from '../../../components/ui/spinner';
import { PortfolioStats, usePortfolioProjects } from '../../../features/portfolio';
import { useImage } from '../../../features/site-settings';
import { BackdropPicture } from '../../../components/ui/picture';
import { ArrowLink } from '../../../components/ui/arrow-link';
import { Island } from '../../../islands/island';
import portfolioGallery from '../../../islands/portfolio-gallery';

export default function PortfolioPage() {
  const { data: projects, isPending } = usePortfolioProjects();
  const heroImage = useImage('portfolio_hero');
  const ctaImage = useImage('portfolio_cta');
  const seo = (
    <Seo
      title="Portfolio"
      description="Referenzen und Projekte: Websites, Online-Shops und Kampagnen für Unternehmen aus Norddeutschland – mit messbaren Ergebnissen wie +180% Traffic und +450% Umsatz."
      keywords="Webdesign Referenzen, Portfolio Webagentur, Website Beispiele, Online-Shop Referenzen, Norddeutschland"
      path="/portfolio"
    />
  );
  if (isPending)
    return (
      <>
        {seo}
        <Spinner label="Projekte werden geladen…" />
      </>
    );

  return (
    <>
      {seo}
      <ImageHero image={heroImage} eyebrow="Portfolio" title="Portfolio & Referenzen">
        Eine Auswahl unserer Projekte – von Unternehmenswebsites über Online-Shops bis zu Start-ups.
      </ImageHero>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <PortfolioStats />
        <Island of={portfolioGallery} props={{ projects: projects ?? [] }} />
      </div>
      {/* A dark card inside a light band: the picture stays, and the page's call to action never stands back to
          back with the footer's dark one. */}
      <section className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-navy-950 px-6 py-16 text-center sm:py-20">
          <BackdropPicture src={ctaImage} className="absolute inset-0 -z-10 size-full object-cover opacity-20" />
          <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Ihr Projekt könnte das nächste sein
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-200">
            Lassen Sie uns gemeinsam herausfinden, wie wir Ihr Unternehmen online voranbringen.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ArrowLink to="/kontakt" className={primaryButton}>
              Projekt besprechen
            </ArrowLink>
            <a href="/portfolio" target="_blank" rel="noopener" className={secondaryButton}>
              <Download className="size-4" aria-hidden />
              Portfolio herunterladen
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
