import { RESULT_LABELS } from './categories';
import { FigureList } from '../../components/ui/item-lists';

export function ProjectResults({ results }: { results: Record<string, string> }) {
  const entries = Object.entries(results).slice(0, 3);
  if (entries.length === 0) return null;
  return (
    <FigureList
      items={entries.map(([key, value]) => ({ label: RESULT_LABELS[key] ?? key, value }))}
      className="grid grid-cols-3 gap-2"
      itemClassName="rounded-lg bg-accent-50 p-2.5 text-center"
      labelClassName="text-xs text-slate-600"
      valueClassName="text-lg font-bold text-accent-800"
    />
  );
}
