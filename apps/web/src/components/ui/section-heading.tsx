import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Eyebrow, heading and lead text of a page section. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
  center = true,
  inverted = false,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  id?: string;
  center?: boolean;
  inverted?: boolean;
}) {
  return (
    <div className={cn('max-w-3xl', center && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold uppercase tracking-wider',
            inverted ? 'text-accent-300' : 'text-accent-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', inverted ? 'text-white' : 'text-navy-900')}
      >
        {title}
      </h2>
      {children && (
        <div className={cn('mt-4 text-lg leading-relaxed', inverted ? 'text-navy-200' : 'text-slate-600')}>
          {children}
        </div>
      )}
    </div>
  );
}

/**
 * A band of a page: its background (`className`), the page's column and the section's heading. `name` ties
 * heading and band together (`<name>-heading`); `anchor` is the band's own id for in-page links.
 */
export function PageSection({
  name,
  anchor,
  className,
  eyebrow,
  title,
  lead,
  inverted,
  narrow = false,
  children,
}: {
  name: string;
  anchor?: string;
  className: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  inverted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  const headingId = `${name}-heading`;
  return (
    <section id={anchor} aria-labelledby={headingId} className={className}>
      <div className={cn('mx-auto px-4 sm:px-6 lg:px-8', narrow ? 'max-w-3xl' : 'max-w-7xl')}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} inverted={inverted}>
          {lead}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
