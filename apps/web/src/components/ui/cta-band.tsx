import type { ReactNode } from 'react';

/** Dark closing call-to-action band at the end of a page. */
export function CtaBand({ title, children, actions }: { title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <section className="bg-navy-950">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h2>
        {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-navy-200">{children}</div>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 transition hover:bg-accent-300';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-white/25 bg-white/5 px-6 py-3.5 font-semibold text-white transition hover:bg-white/10';
/** The small dark button of cards and dialogs ('Details ansehen', the cookie settings' own). */
export const smallDarkButton =
  'rounded-lg bg-navy-900 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-navy-800';
export const darkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white transition hover:bg-navy-800';
