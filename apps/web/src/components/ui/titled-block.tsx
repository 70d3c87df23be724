import type { ReactNode } from 'react';

/** One titled part of a detail view (a dialog's, a tab's): its heading, then what it lists. */
export function TitledBlock({
  title,
  heading: Heading = 'h3',
  className,
  children,
}: {
  title: string;
  heading?: 'h3' | 'h4';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Heading className="font-semibold text-navy-900">{title}</Heading>
      {children}
    </div>
  );
}
