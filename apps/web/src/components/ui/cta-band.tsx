import type { ReactNode } from 'react';

/**
 * The closing call to action at the end of a page: a light card, so it never stands back to back with the
 * footer's dark call-to-action block that follows every page.
 */
export function CtaBand({ title, children, actions }: { title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <section className="bg-white px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl border border-accent-200 bg-linear-to-br from-accent-50 via-white to-navy-50 px-6 py-12 text-center shadow-sm sm:px-12 sm:py-14">
        <h2 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h2>
        {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{children}</div>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 transition hover:bg-accent-300';
/** The second choice on a light surface (the closing card): outlined in the brand's dark blue. */
export const outlineButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-navy-900/25 bg-white px-6 py-3.5 font-semibold text-navy-900 transition hover:border-navy-900/40 hover:bg-navy-50';
/** The second choice on a dark band. */
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-white/25 bg-white/5 px-6 py-3.5 font-semibold text-white transition hover:bg-white/10';
/** The small dark button of cards ('Details ansehen'). */
export const smallDarkButton =
  'rounded-lg bg-navy-900 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-navy-800';
export const darkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white transition hover:bg-navy-800';
