import { type HTMLAttributes } from 'react';
import { cn } from './cn.ts';

/** Centres content at the site's max width with side padding; `as` picks the element (div by default). */
export function Container({
  as: Tag = 'div',
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'header' | 'footer' | 'nav' }) {
  return <Tag className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...rest} />;
}
