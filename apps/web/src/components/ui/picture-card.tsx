import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { LazyPicture, type PictureLayout } from './picture';

/** The grid's default: 16:9 on top, a third of the row from lg on. */
const GRID_PICTURE: PictureLayout = {
  sizes: '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
  width: 800,
  height: 450,
  className: 'aspect-video w-full object-cover',
};

/** A white card of a grid: its picture (when it has one) first, then the text the caller gives. */
export function PictureCard({
  image,
  as: Tag = 'article',
  picture = GRID_PICTURE,
  className,
  children,
}: {
  image: string | undefined;
  as?: 'article' | 'li';
  picture?: PictureLayout;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      className={cn('flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm', className)}
    >
      <LazyPicture src={image} {...picture} />
      {children}
    </Tag>
  );
}
