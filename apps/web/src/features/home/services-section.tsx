import { Code, TrendingUp, Users } from 'lucide-react';
import { PageSection } from '../../components/ui/section-heading';
import { LazyPicture } from '../../components/ui/picture';
import { CheckList } from '../../components/ui/item-lists';
import { ArrowLink } from '../../components/ui/arrow-link';

/** The three static service cards of the home page. */
const HOME_SERVICES = [
  {
    id: 'webentwicklung',
    title: 'Webentwicklung',
    description:
      'Schnelle, sichere und suchmaschinenfreundliche Websites und Online-Shops – individuell für Ihr Unternehmen entwickelt.',
    icon: Code,
    features: ['Responsives Design', 'Kurze Ladezeiten', 'DSGVO-konform', 'Wartung & Support'],
  },
  {
    id: 'seo-analytics',
    title: 'SEO & Analytics',
    description:
      'Mehr Sichtbarkeit bei Google und Entscheidungen auf Basis echter Zahlen – mit datenschutzfreundlicher Auswertung.',
    icon: TrendingUp,
    features: ['SEO-Audit & Strategie', 'Lokales SEO', 'Content-Optimierung', 'Transparentes Reporting'],
  },
  {
    id: 'social-media-ads',
    title: 'Social Media & Ads',
    description: 'Reichweite, die zu Anfragen wird: Social-Media-Betreuung und Google-Ads-Kampagnen mit klarem Budget.',
    icon: Users,
    features: ['Redaktionsplan & Content', 'Google Ads Management', 'Ad-Creatives', 'Monatliche Auswertung'],
  },
];

export function ServicesSection({ image }: { image: string }) {
  return (
    <PageSection
      name="services"
      anchor="services"
      className="scroll-mt-20 bg-white py-20 sm:py-24"
      eyebrow="Leistungen"
      title="Alles für Ihren digitalen Erfolg"
      lead="Von der ersten Idee bis zur messbaren Kundengewinnung – wir begleiten Sie mit Strategie, Design und Technik aus einer Hand."
    >
      <div className="mt-14 grid gap-6 md:grid-cols-3">
        {HOME_SERVICES.map(({ id, title, description, icon: Icon, features }) => (
          <article
            key={id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-xl font-bold text-navy-900">{title}</h3>
            <p className="mt-3 text-slate-600">{description}</p>
            <CheckList
              items={features}
              className="mt-5 space-y-2 text-sm text-slate-700"
              itemClassName="flex items-center gap-2"
              iconClassName="size-4 text-accent-600"
            />
            <ArrowLink
              to="/leistungen"
              className="mt-6 inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800"
              aria-label={`Mehr erfahren: ${title}`}
            >
              Mehr erfahren
            </ArrowLink>
          </article>
        ))}
      </div>
      <div className="mt-12 grid items-center gap-8 overflow-hidden rounded-3xl bg-navy-950 md:grid-cols-2">
        <div className="p-8 sm:p-10">
          <h3 className="text-2xl font-bold text-white">Nicht sicher, was Sie brauchen?</h3>
          <p className="mt-3 text-navy-200">
            In einem kostenlosen Erstgespräch klären wir Ihre Ziele und empfehlen die passende Lösung – ehrlich und
            unverbindlich.
          </p>
          <ArrowLink
            to="/kontakt"
            className="mt-6 inline-flex items-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-navy-950 transition hover:bg-accent-300"
          >
            Kostenlose Beratung vereinbaren
          </ArrowLink>
        </div>
        <LazyPicture
          src={image}
          sizes="(min-width: 1024px) 33vw, 50vw"
          width={800}
          height={500}
          className="hidden h-full w-full object-cover md:block"
        />
      </div>
    </PageSection>
  );
}
