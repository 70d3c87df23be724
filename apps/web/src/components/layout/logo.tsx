import { SITE } from '../../config/site';
import { cn } from '../../lib/cn';

/** Word mark of the agency; `inverted` for dark backgrounds. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const [first, ...rest] = SITE.brand.split(' ');
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden>
        <rect width="64" height="64" rx="14" className={inverted ? 'fill-white/10' : 'fill-navy-900'} />
        <path d="M18 46V18h6l16 18V18h6v28h-6L24 28v18z" className="fill-accent-400" />
      </svg>
      <span className={cn('text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-navy-900')}>
        {first}
        <span className={inverted ? 'text-accent-300' : 'text-accent-700'}> {rest.join(' ')}</span>
      </span>
    </span>
  );
}
