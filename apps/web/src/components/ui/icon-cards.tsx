import type { LucideIcon } from 'lucide-react';

/** The cards' two sizes: the padding, the icon, and the space above the title and above the text. */
const SIZES = {
  md: { card: 'p-5', icon: 'size-7', title: 'mt-3', text: 'mt-1' },
  lg: { card: 'p-6', icon: 'size-8', title: 'mt-4', text: 'mt-2' },
} as const;

/** A list of white cards, each an icon above a title and a short text (the privacy summary, the pricing benefits). */
export function IconCards({
  items,
  className,
  size,
  heading: Heading,
}: {
  items: readonly { icon: LucideIcon; title: string; text: string }[];
  /** The list's grid. */
  className: string;
  size: keyof typeof SIZES;
  /** The titles' heading level on the page. */
  heading: 'h2' | 'h3';
}) {
  const { card, icon, title: titleSpace, text: textSpace } = SIZES[size];
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={`rounded-2xl border border-slate-200 bg-white ${card} shadow-sm`}>
          <Icon className={`${icon} text-accent-700`} aria-hidden />
          <Heading className={`${titleSpace} font-bold text-navy-900`}>{title}</Heading>
          <p className={`${textSpace} text-sm text-slate-600`}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
