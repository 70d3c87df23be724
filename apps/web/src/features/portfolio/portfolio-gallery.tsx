import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/cn';
import { signalTrack } from '../../lib/track-signal';
import type { PortfolioProject } from './api/get-portfolio-projects';
import { categoryLabel, PORTFOLIO_CATEGORIES } from './categories';
import { ProjectResults } from './project-results';
import { LazyPicture } from '../../components/ui/picture';
import { PictureCard } from '../../components/ui/picture-card';
import { smallDarkButton } from '../../components/ui/cta-band';

const ProjectDialog = lazy(() => import('./project-dialog'));

/** Featured references, the category filter and the grid of further projects. */
export function PortfolioGallery({ projects }: { projects: PortfolioProject[] }) {
  const [category, setCategory] = useState('alle');
  const [selected, setSelected] = useState<PortfolioProject | null>(null);
  const featured = projects.filter((p) => p.featured);
  const grid = projects.filter((p) => !p.featured && (category === 'alle' || p.category === category));
  const open = (project: PortfolioProject) => {
    setSelected(project);
    signalTrack('portfolio_click', project.title, { client: project.client, category: project.category });
  };

  return (
    <>
      {featured.length > 0 && (
        <section aria-labelledby="featured-heading" className="mt-16">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            Ausgewählte Referenzen
          </h2>
          <div className="mt-8 grid gap-8 lg:grid-cols-2">
            {featured.map((project, index) => {
              // An odd first reference spans the row, picture beside the text; the others stack picture over text.
              const wide = index === 0 && featured.length % 2 === 1;
              return (
                <article
                  key={project.id}
                  className={cn(
                    'overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm',
                    wide && 'lg:col-span-2 lg:grid lg:grid-cols-2',
                  )}
                >
                  <LazyPicture
                    src={project.image}
                    sizes="(min-width: 1024px) 50vw, 100vw"
                    width={960}
                    height={540}
                    // Only the wide card's picture fills its row (from lg on); a full height in a stacked card would take the
                    // whole (stretched) card and push its text out of sight.
                    className={cn('aspect-video w-full object-cover', wide && 'lg:h-full')}
                  />
                  <div className="p-6 sm:p-8">
                    <p className="text-sm font-semibold text-accent-700">
                      {categoryLabel(project.category)} · {project.year}
                    </p>
                    <h3 className="mt-2 text-2xl font-bold text-navy-900">{project.title}</h3>
                    <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
                      <MapPin className="size-3.5" aria-hidden />
                      {project.client}
                      {project.location && `, ${project.location}`}
                    </p>
                    <p className="mt-4 text-slate-600">{project.description}</p>
                    <div className="mt-6">
                      <ProjectResults results={project.results} />
                    </div>
                    <button
                      type="button"
                      onClick={() => open(project)}
                      className={cn('mt-6', smallDarkButton)}
                      aria-label={`Details ansehen: ${project.title}`}
                    >
                      Details ansehen
                    </button>
                  </div>
                </article>
              );
            })}
          </div>
        </section>
      )}

      <section aria-labelledby="all-heading" className="mt-20">
        <h2 id="all-heading" className="text-3xl font-bold tracking-tight text-navy-900">
          Weitere Projekte
        </h2>
        <div role="group" aria-label="Nach Kategorie filtern" className="mt-6 flex flex-wrap gap-2">
          {PORTFOLIO_CATEGORIES.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-medium transition',
                category === c.id
                  ? 'border-navy-900 bg-navy-900 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              {c.label}
            </button>
          ))}
        </div>
        {grid.length === 0 ? (
          <p className="mt-8 rounded-xl bg-slate-50 p-6 text-center text-slate-500">
            In dieser Kategorie gibt es noch keine weiteren Projekte.
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((project) => (
              <PictureCard key={project.id} as="li" image={project.image}>
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">
                    {categoryLabel(project.category)}
                  </p>
                  <h3 className="mt-1 text-lg font-bold text-navy-900">{project.title}</h3>
                  <p className="text-sm text-slate-500">{project.client}</p>
                  <p className="mt-3 flex-1 text-sm text-slate-600">{project.description}</p>
                  <button
                    type="button"
                    onClick={() => open(project)}
                    className="mt-4 self-start rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-navy-900 transition hover:bg-slate-50"
                    aria-label={`Details ansehen: ${project.title}`}
                  >
                    Details ansehen
                  </button>
                </div>
              </PictureCard>
            ))}
          </ul>
        )}
      </section>
      {selected && (
        <Suspense fallback={null}>
          <ProjectDialog project={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}
