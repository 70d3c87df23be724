import { Quote } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A customer's words with who said them, as a detail dialog quotes them; `large` in the wider dialogs. */
export function QuoteFigure({
  quote,
  by,
  className,
  large = false,
}: {
  quote: string;
  /** Who said it, and their position. */
  by: { author: string; position?: string };
  className?: string;
  large?: boolean;
}) {
  return (
    <figure className={cn('rounded-xl bg-slate-50 p-5', className)}>
      <Quote className={cn('text-accent-600', large ? 'size-6' : 'size-5')} aria-hidden />
      <blockquote className="mt-2 italic text-slate-700">„{quote}“</blockquote>
      <figcaption className={cn('text-sm', large ? 'mt-3' : 'mt-2')}>
        <span className="font-semibold text-navy-900">{by.author}</span>
        {by.position && <span className="text-slate-500">, {by.position}</span>}
      </figcaption>
    </figure>
  );
}
