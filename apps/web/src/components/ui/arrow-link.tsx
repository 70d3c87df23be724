import { ArrowRight } from 'lucide-react';
import { Link, type LinkProps } from 'react-router-dom';

/** A link that leads on to the next step: its text, then an arrow. */
export function ArrowLink({ children, ...link }: LinkProps) {
  return (
    <Link {...link}>
      {children}
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}
