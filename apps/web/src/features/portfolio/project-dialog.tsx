import { CheckList, TagList } from '../../components/ui/item-lists';
import { Quote } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import type { PortfolioProject } from './api/get-portfolio-projects';
import { categoryLabel } from './categories';
import { ProjectResults } from './project-results';
import { Picture } from '../../components/ui/picture';
import { TitledBlock } from '../../components/ui/titled-block';

/** Details of one reference (the spec leaves the 'Details ansehen' action open; see docs/decisions.md). */
export default function ProjectDialog({ project, onClose }: { project: PortfolioProject; onClose: () => void }) {
  return (
    <Dialog
      title={project.title}
      description={`${project.client}${project.location ? `, ${project.location}` : ''} · ${categoryLabel(project.category)} · ${project.year}`}
      onClose={onClose}
      testId="project-dialog"
      footer={
        <Link
          to="/kontakt"
          onClick={onClose}
          className="inline-flex w-full justify-center rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white transition hover:bg-navy-800 sm:w-auto"
        >
          Projekt besprechen
        </Link>
      }
    >
      {project.image && (
        <Picture
          src={project.image}
          sizes="(min-width: 768px) 672px, 100vw"
          width={960}
          height={540}
          className="aspect-video w-full rounded-xl object-cover"
        />
      )}
      <p className="mt-5 text-slate-700">{project.description}</p>
      <div className="mt-5">
        <ProjectResults results={project.results} />
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {project.features.length > 0 && (
          <TitledBlock title="Umgesetzt">
            <CheckList items={project.features} />
          </TitledBlock>
        )}
        {project.technologies.length > 0 && (
          <TitledBlock title="Technologien">
            <TagList items={project.technologies} className="mt-2" />
          </TitledBlock>
        )}
      </div>
      {project.testimonial.text && (
        <figure className="mt-6 rounded-xl bg-slate-50 p-5">
          <Quote className="size-5 text-accent-600" aria-hidden />
          <blockquote className="mt-2 italic text-slate-700">„{project.testimonial.text}“</blockquote>
          <figcaption className="mt-2 text-sm">
            <span className="font-semibold text-navy-900">{project.testimonial.author}</span>
            {project.testimonial.position && <span className="text-slate-500">, {project.testimonial.position}</span>}
          </figcaption>
        </figure>
      )}
    </Dialog>
  );
}
