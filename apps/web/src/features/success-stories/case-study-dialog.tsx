import { CheckList, FigureList } from '../../components/ui/item-lists';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import type { SuccessStory } from './api/get-success-stories';
import { QuoteFigure } from '../../components/ui/quote-figure';

/** Case study of one success story. */
export default function CaseStudyDialog({ story, onClose }: { story: SuccessStory; onClose: () => void }) {
  return (
    <Dialog
      title={story.title}
      description={story.company}
      onClose={onClose}
      size="xl"
      testId="case-study-dialog"
      footer={
        <Link
          to="/kontakt"
          onClick={onClose}
          className="inline-flex w-full justify-center rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white transition hover:bg-navy-800 sm:w-auto"
        >
          Ähnliches Projekt anfragen
        </Link>
      }
    >
      <div className="space-y-6">
        <section>
          <h3 className="font-semibold text-navy-900">Die Herausforderung</h3>
          <p className="mt-2 text-slate-700">{story.challenge}</p>
        </section>
        <section>
          <h3 className="font-semibold text-navy-900">Unsere Lösung</h3>
          <p className="mt-2 text-slate-700">{story.solution}</p>
          {story.solutionDetails.length > 0 && (
            <CheckList
              items={story.solutionDetails}
              className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2"
            />
          )}
        </section>
        {story.results.length > 0 && (
          <section>
            <h3 className="font-semibold text-navy-900">Die Ergebnisse</h3>
            <FigureList
              items={story.results}
              className="mt-3 grid gap-3 sm:grid-cols-3"
              itemClassName="rounded-xl bg-accent-50 p-4 text-center"
              labelClassName="mt-1 text-sm text-slate-600"
              valueClassName="text-2xl font-bold text-accent-800"
            />
          </section>
        )}
        {story.testimonial.quote && (
          <QuoteFigure
            quote={story.testimonial.quote}
            by={story.testimonial}
            className="border border-slate-200"
            large
          />
        )}
      </div>
    </Dialog>
  );
}
