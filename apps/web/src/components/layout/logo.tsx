import { DEFAULT_IMAGES, SITE } from '../../config/site';
import { cn } from '../../lib/cn';

/**
 * Word mark of the agency; `inverted` for dark backgrounds. `src` is the image slot 'logo' staff maintain
 * under Bilder: the built-in mark is drawn inline (it adapts to dark backgrounds and costs no request), any
 * other picture is shown in the same 36 px square, so a logo of any shape never shifts the header.
 */
export function Logo({ inverted = false, src = DEFAULT_IMAGES.logo }: { inverted?: boolean; src?: string }) {
  const [first, ...rest] = SITE.brand.split(' ');
  return (
    <span className="flex items-center gap-2.5">
      {src && src !== DEFAULT_IMAGES.logo ? (
        <img src={src} alt="" width={36} height={36} decoding="async" className="size-9 shrink-0 object-contain" />
      ) : (
        <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden>
          <rect width="64" height="64" rx="14" className={inverted ? 'fill-white/10' : 'fill-navy-900'} />
          <path d="M18 46V18h6l16 18V18h6v28h-6L24 28v18z" className="fill-accent-400" />
        </svg>
      )}
      <span className={cn('text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-navy-900')}>
        {first}
        <span className={inverted ? 'text-accent-300' : 'text-accent-700'}> {rest.join(' ')}</span>
      </span>
    </span>
  );
}
