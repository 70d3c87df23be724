import { ArrowRight, Award, Cpu, HeartHandshake } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PageSection } from '../../components/ui/section-heading';
import { signalTrack } from '../../lib/track-signal';
import { useSuccessStories, type SuccessStory } from './api/get-success-stories';
import { BackdropPicture, type PictureLayout } from '../../components/ui/picture';
import { PictureCard } from '../../components/ui/picture-card';
import { ArrowLink } from '../../components/ui/arrow-link';

const CaseStudyDialog = lazy(() => import('./case-study-dialog'));

const STRENGTHS = [
  {
    icon: Award,
    title: 'Höchste Qualität',
    text: 'Sauberer Code, durchdachtes Design und gründliche Tests – bei jedem Projekt.',
  },
  { icon: Cpu, title: 'Neueste Technologien', text: 'Moderne, schnelle Technik, die auch in Jahren noch mithält.' },
  {
    icon: HeartHandshake,
    title: 'Persönliche Betreuung',
    text: 'Ein fester Ansprechpartner, kurze Wege und ehrliche Beratung.',
  },
];

/** A story's picture sits beside its text from sm on, two fifths of the card. */
const STORY_PICTURE: PictureLayout = {
  sizes: '(min-width: 640px) 40vw, 100vw',
  width: 640,
  height: 480,
  className: 'aspect-video w-full object-cover sm:aspect-auto sm:w-2/5',
};

/** Success stories with the case-study dialog and the 'Was uns auszeichnet' block. */
export function SuccessStoriesSection({ ctaImage }: { ctaImage: string }) {
  const { data: stories, isPending } = useSuccessStories();
  const [selected, setSelected] = useState<SuccessStory | null>(null);
  const open = (story: SuccessStory) => {
    setSelected(story);
    signalTrack('solution_modal', story.company);
  };

  return (
    <PageSection
      name="stories"
      className="bg-white py-20 sm:py-24"
      eyebrow="Erfolgsgeschichten"
      title="Ergebnisse, die für sich sprechen"
      lead="Wie Unternehmen aus dem Norden mit uns online gewachsen sind."
    >
      {isPending ? (
        <p role="status" className="mt-14 text-center text-slate-500">
          Lade Erfolgsgeschichten...
        </p>
      ) : !stories || stories.length === 0 ? (
        <p
          role="status"
          className="mt-14 rounded-xl border border-dashed border-amber-300 bg-amber-50 p-4 text-center text-sm text-amber-900"
        >
          Debug: Keine Erfolgsgeschichten geladen (0 Einträge).
        </p>
      ) : (
        <div className="mt-14 grid gap-6 md:grid-cols-2">
          {stories.map((story) => (
            <PictureCard key={story.id} image={story.image} picture={STORY_PICTURE} className="sm:flex-row">
              <div className="flex flex-1 flex-col p-6">
                {story.badge && (
                  <span className="self-start rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800">
                    {story.badge}
                  </span>
                )}
                <p className="mt-3 text-sm font-medium text-slate-500">{story.company}</p>
                <h3 className="mt-1 text-lg font-bold text-navy-900">{story.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{story.description}</p>
                {/* The space above the link is margin, not the button's own padding: its box keeps clear of the text. */}
                <div className="mt-auto pt-4">
                  <button
                    type="button"
                    onClick={() => open(story)}
                    className="inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800"
                    aria-label={`Case Study lesen: ${story.company}`}
                  >
                    Case Study lesen
                    <ArrowRight className="size-4" aria-hidden />
                  </button>
                </div>
              </div>
            </PictureCard>
          ))}
        </div>
      )}

      <div className="relative mt-16 overflow-hidden rounded-3xl bg-navy-950 text-white">
        <BackdropPicture src={ctaImage} className="absolute inset-0 size-full object-cover opacity-20" />
        <div className="relative p-8 sm:p-12">
          <h3 className="text-2xl font-bold sm:text-3xl">Was uns auszeichnet</h3>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {STRENGTHS.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon className="size-7 text-accent-300" aria-hidden />
                <p className="mt-3 font-semibold">{title}</p>
                <p className="mt-1 text-sm text-navy-200">{text}</p>
              </li>
            ))}
          </ul>
          <ArrowLink
            to="/kontakt"
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-navy-950 transition hover:bg-accent-300"
          >
            Ihr Projekt starten
          </ArrowLink>
        </div>
      </div>
      {selected && (
        <Suspense fallback={null}>
          <CaseStudyDialog story={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </PageSection>
  );
}
