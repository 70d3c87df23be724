import { Construction } from 'lucide-react';

export function TabPlaceholder() {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-600">
      <Construction className="size-5 shrink-0 text-accent-600" aria-hidden />
      <p>Dieser Bereich folgt in Kürze.</p>
    </div>
  );
}
