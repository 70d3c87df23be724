import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { HeroPicture } from './picture';

/**
 * Title band of an inner page over a configurable picture (spec: hero with a configurable image). The
 * picture is decorative and eagerly loaded: it is at the top of the page.
 */
export function ImageHero({
  image,
  eyebrow,
  title,
  children,
  tall = false,
}: {
  image: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Pricing: 500 px high (spec §9). */
  tall?: boolean;
}) {
  return (
    <section
      className={cn(
        'relative isolate flex items-center overflow-hidden bg-navy-950 text-white',
        tall ? 'h-[500px]' : 'min-h-[340px]',
      )}
    >
      {image && <HeroPicture src={image} className="absolute inset-0 -z-10 size-full object-cover opacity-35" />}
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-navy-950 via-navy-950/85 to-navy-950/40" aria-hidden />
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{children}</div>}
      </div>
    </section>
  );
}
