/** Loading indicator with a text for screen readers (and sighted visitors when given). */
export function Spinner({ label = 'Wird geladen…', visibleLabel = false }: { label?: string; visibleLabel?: boolean }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-500">
      <span className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-accent-600" aria-hidden />
      <span className={visibleLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
