import { Star } from 'lucide-react';

/** Five stars, `rating` of them filled (a five-star display). */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <div className="flex gap-0.5" role="img" aria-label={`${filled} von 5 Sternen`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={n <= filled ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-slate-300'}
          aria-hidden
        />
      ))}
    </div>
  );
}
