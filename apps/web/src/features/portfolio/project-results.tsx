import { RESULT_LABELS } from './categories';

export function ProjectResults({ results }: { results: Record<string, string> }) {
  const entries = Object.entries(results).slice(0, 3);
  if (entries.length === 0) return null;
  return (
    <dl className="grid grid-cols-3 gap-2">
      {entries.map(([key, value]) => (
        <div key={key} className="flex flex-col-reverse rounded-lg bg-accent-50 p-2.5 text-center">
          <dt className="text-xs text-slate-600">{RESULT_LABELS[key] ?? key}</dt>
          <dd className="text-lg font-bold text-accent-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
