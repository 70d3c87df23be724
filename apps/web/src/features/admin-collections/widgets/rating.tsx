import { Star } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Stars } from '../../../components/ui/stars';
import { cn } from '../../../lib/cn';
import type { Widget } from './widget';

function RatingInput({ value, onChange, label }: { value: number; onChange: (next: number) => void; label: string }) {
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`${n} ${n === 1 ? 'Stern' : 'Sterne'}`}
            aria-pressed={value === n}
            onClick={() => onChange(n)}
          >
            <Star
              className={cn('size-6', n <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
              aria-hidden
            />
          </button>
        ))}
        <span className="ml-2 text-sm text-slate-600">
          {value} {value === 1 ? 'Stern' : 'Sterne'}
        </span>
      </div>
    </fieldset>
  );
}

/** One to five stars: chosen by clicking a star, shown as five stars on the card. */
export const rating: Widget = {
  toForm: (raw) => (typeof raw === 'number' ? raw : 5),
  toPayload: (value) => value,
  text: (value) => `${Number(value ?? 5)} von 5 Sternen`,
  Input: ({ field, form }) => (
    <Controller
      control={form.control}
      name={field.path}
      render={({ field: { value, onChange } }) => (
        <RatingInput label={field.label} value={Number(value) || 5} onChange={onChange} />
      )}
    />
  ),
  Display: ({ value }) => <Stars rating={Number(value ?? 5)} />,
};
