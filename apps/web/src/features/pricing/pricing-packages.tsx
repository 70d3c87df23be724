import { Check, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { signalTrack } from '../../lib/track-signal';
import type { PricingPackage } from './api/get-pricing-packages';

const euro = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** Subscription packages; the popular one carries the ribbon. */
export function PricingPackages({
  packages,
  onChoose,
}: {
  packages: PricingPackage[];
  onChoose: (pkg: PricingPackage) => void;
}) {
  const grid = useRef<HTMLUListElement>(null);
  // A 'pricing_view' once the packages have actually been seen.
  useEffect(() => {
    const element = grid.current;
    if (!element || packages.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          signalTrack('pricing_view', 'Abo-Pakete', { packages: packages.length });
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [packages.length]);

  return (
    <ul
      ref={grid}
      className={cn('grid gap-6', packages.length >= 4 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3')}
    >
      {packages.map((pkg) => (
        <li
          key={pkg.id}
          className={cn(
            'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
            pkg.popular ? 'border-accent-500 ring-2 ring-accent-500 xl:-translate-y-2' : 'border-slate-200',
          )}
        >
          {pkg.popular && (
            <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-accent-500 px-4 py-1 text-xs font-bold tracking-wider text-navy-950">
              BELIEBTESTE WAHL
            </span>
          )}
          <h3 className="text-xl font-bold text-navy-900">{pkg.name}</h3>
          <p className="mt-4">
            <span className="whitespace-nowrap text-4xl font-bold text-navy-900">{euro.format(pkg.price)} €</span>
            <span className="text-slate-500"> / Monat</span>
          </p>
          <p className="mt-1 text-sm text-slate-500">Laufzeit: {pkg.duration}</p>
          <p className="mt-4 text-sm text-slate-600">{pkg.description}</p>
          {/* The list takes the free height and keeps its own distance to the button, whatever font draws it. */}
          <ul className="mb-8 mt-6 flex-1 space-y-2 text-sm">
            {pkg.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-700">
                <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
                {feature}
              </li>
            ))}
            {pkg.notIncluded.map((item) => (
              <li key={item} className="flex gap-2 text-slate-500 line-through decoration-slate-300">
                <X className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <span className="sr-only">Nicht enthalten: </span>
                  {item}
                </span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onChoose(pkg)}
            className={cn(
              'w-full rounded-lg px-4 py-3 font-semibold transition',
              pkg.popular
                ? 'bg-accent-400 text-navy-950 hover:bg-accent-300'
                : 'bg-navy-900 text-white hover:bg-navy-800',
            )}
            aria-label={`${pkg.ctaText}: ${pkg.name}`}
          >
            {pkg.ctaText}
          </button>
        </li>
      ))}
    </ul>
  );
}
