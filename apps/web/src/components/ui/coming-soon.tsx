import { Sparkles } from 'lucide-react';

/** Stand-in for page content that a later release fills. */
export function ComingSoon({ text = 'Die Inhalte dieser Seite werden gerade überarbeitet und sind in Kürze wieder verfügbar.' }: { text?: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="flex items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden />
        <p>{text}</p>
      </div>
    </div>
  );
}
