import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { HeroPicture } from './picture';

/**
 * Title band of an inner page over a configurable picture (spec: hero with a configurable image). The
 * picture is decorative and eagerly loaded: it is at the top of the page.
 *
 * The text stands at the top of the band, under a fixed padding, not centred in it: a page that arrives in
 * pieces is drawn before its hero's text is complete, and a centred block moved up by half of what arrived
 * next (CLS 0.004 on /leistungen at 1280 px). The tall band (pricing) pads more on wide screens, where the
 * text sat lower in it.
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
  /** Pricing: 500 px high. */
  tall?: boolean;
}) {
  return (
    <section
      className={cn('relative isolate overflow-hidden bg-navy-950 text-white', tall ? 'h-[500px]' : 'min-h-[340px]')}
    >
      {image && <HeroPicture src={image} className="absolute inset-0 -z-10 size-full object-cover opacity-35" />}
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-navy-950 via-navy-950/85 to-navy-950/40" aria-hidden />
      <div className={cn('mx-auto w-full max-w-7xl px-4 pt-20 pb-16 sm:px-6 lg:px-8', tall && 'lg:pt-36')}>
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{children}</div>}
      </div>
    </section>
  );
}
