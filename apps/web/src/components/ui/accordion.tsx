import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions with one answer open at a time; clicking the open one closes it. Built on `<details>` sharing
 * one `name` (an exclusive group), so it works by HTML alone: before the page's code has arrived, without
 * JavaScript, and by keyboard (Enter and Space on the question). Accordions given the same `group` share one
 * open answer on the whole page.
 */
export function Accordion({
  items,
  onOpen,
  group,
}: {
  items: AccordionItem[];
  /** Called when an answer opens (tracking). */
  onOpen?: (item: AccordionItem) => void;
  group?: string;
}) {
  const ownGroup = useId();
  const name = group ?? ownGroup;
  return (
    <div className="space-y-3">
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          onToggle={(event) => {
            if (event.currentTarget.open) onOpen?.(item);
          }}
          className="group rounded-xl border border-slate-200 bg-white transition open:border-accent-500 open:shadow-sm"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <ChevronDown
              className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180 group-open:text-accent-700"
              aria-hidden
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-slate-600">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
