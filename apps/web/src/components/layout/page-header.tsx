import type { ReactNode } from 'react';

/** Title band at the top of an inner page. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-navy-50 to-white">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_90%_0%,rgba(31,224,197,0.18),transparent_45%)]"
        aria-hidden
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{children}</div>}
      </div>
    </section>
  );
}
