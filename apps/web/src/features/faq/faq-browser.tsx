import { useState } from 'react';
import { Accordion } from '../../components/ui/accordion';
import { NamedIcon } from '../../components/ui/icon';
import { cn } from '../../lib/cn';
import { signalTrack } from '../../lib/track-signal';
import type { FaqCategory } from './api/get-faqs';

/**
 * Category filter (all plus one per category) and the question cards, one open at a time on the whole page.
 * The answers open by HTML alone (Accordion); without code the filter shows all categories.
 */
export function FaqBrowser({ categories }: { categories: FaqCategory[] }) {
  const [selected, setSelected] = useState('alle');
  const shown = selected === 'alle' ? categories : categories.filter((c) => c.id === selected);
  const choose = (id: string, title: string) => {
    setSelected(id);
    signalTrack('faq_category_click', title);
  };

  return (
    <>
      {/*
        A grid over the questions they filter: each button's place is fixed by its position. In a wrapping row
        (centred or not) the buttons already drawn moved whenever the next one, or the rest of one, arrived, as
        on a slow line (a layout shift, which the public layout guard refuses).
      */}
      <div
        role="group"
        aria-label="Kategorie wählen"
        className="mx-auto grid max-w-3xl grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4"
      >
        {[{ id: 'alle', title: 'Alle Fragen', icon: 'HelpCircle' }, ...categories].map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={selected === c.id}
            onClick={() => choose(c.id, c.title)}
            className={cn(
              'flex items-start gap-2 rounded-xl border px-3 py-2 text-left text-sm font-medium transition',
              selected === c.id
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
            )}
          >
            <NamedIcon name={c.icon} className="mt-0.5 size-4 shrink-0" />
            {c.title}
          </button>
        ))}
      </div>
      {/* One accordion over all shown questions, so only one answer is open on the whole page. */}
      <div className="mx-auto mt-12 max-w-3xl space-y-10">
        {shown.map((category) => (
          <section key={category.id} aria-labelledby={`faq-${category.id}`}>
            <h2 id={`faq-${category.id}`} className="mb-4 flex items-center gap-2 text-xl font-bold text-navy-900">
              <NamedIcon name={category.icon} className="size-5 text-accent-700" />
              {category.title}
            </h2>
            <FaqGroup category={category} />
          </section>
        ))}
      </div>
    </>
  );
}

function FaqGroup({ category }: { category: FaqCategory }) {
  return (
    <Accordion
      group="faq"
      items={category.questions.map((q) => ({ id: `${category.id}-${q.id}`, question: q.question, answer: q.answer }))}
      onOpen={(item) => signalTrack('faq_question_open', item.question, { category: category.title })}
    />
  );
}
