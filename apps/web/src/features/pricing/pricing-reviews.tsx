import { Stars } from '../../components/ui/stars';
import type { PricingTestimonial } from './api/get-pricing-testimonials';

export function PricingReviews({ reviews }: { reviews: PricingTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Stars rating={review.rating} />
            <blockquote className="mt-4 flex-1 text-slate-700">„{review.text}“</blockquote>
            <figcaption className="mt-5 text-sm">
              <span className="block font-semibold text-navy-900">{review.name}</span>
              {review.company && <span className="block text-slate-500">{review.company}</span>}
              {review.package && (
                <span className="mt-2 inline-block rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-medium text-accent-800">
                  Paket {review.package}
                </span>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
