import { CheckList, TagList } from '../../components/ui/item-lists';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import type { PortfolioProject } from './api/get-portfolio-projects';
import { categoryLabel } from './categories';
import { ProjectResults } from './project-results';
import { Picture, type PictureLayout } from '../../components/ui/picture';
import { TitledBlock } from '../../components/ui/titled-block';
import { QuoteFigure } from '../../components/ui/quote-figure';

/** The reference's picture at the top of the dialog (the dialog is at most 672 px wide inside). */
const DIALOG_PICTURE: PictureLayout = {
  sizes: '(min-width: 768px) 672px, 100vw',
  width: 960,
  height: 540,
  className: 'aspect-video w-full rounded-xl object-cover',
};

/**
 * Details of one reference (the spec leaves the 'Details ansehen' action open; see
 * docs/adr/0047-public-site-choices.md).
 */
export default function ProjectDialog({ project, onClose }: { project: PortfolioProject; onClose: () => void }) {
  const { testimonial } = project;
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
      {project.image && <Picture src={project.image} {...DIALOG_PICTURE} />}
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
      {testimonial.text && <QuoteFigure quote={testimonial.text} by={testimonial} className="mt-6" />}
    </Dialog>
  );
}
