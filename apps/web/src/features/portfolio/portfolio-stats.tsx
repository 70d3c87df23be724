import { FigureList } from '../../components/ui/item-lists';

/** Static statistics row. */
const STATS = [
  { label: 'Projekte', value: '150+' },
  { label: 'Kunden', value: '80+' },
  { label: 'Ø Steigerung', value: '220%' },
  { label: 'Zufriedenheit', value: '98%' },
  { label: 'Technologien', value: '25+' },
  { label: 'Jahre', value: '8+' },
];

export function PortfolioStats() {
  return (
    <FigureList
      items={STATS}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6"
      itemClassName="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
      labelClassName="mt-1 text-sm text-slate-500"
      valueClassName="text-3xl font-bold text-navy-900"
    />
  );
}
