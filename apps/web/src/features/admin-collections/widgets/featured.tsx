import { Star } from 'lucide-react';
import { BUILT_IN } from './built-in';
import type { Widget } from './widget';

/** A checkbox in the form; on the card, while it is ticked, a star with 'Featured'. */
export const featured: Widget = {
  ...BUILT_IN.checkbox,
  Display: ({ value }) =>
    value ? (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700" data-testid="featured-star">
        <Star className="size-4 fill-amber-400 text-amber-400" aria-label="Featured" />
        Featured
      </span>
    ) : null,
};
