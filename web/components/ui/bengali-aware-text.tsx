import { type ElementType, type ReactNode } from 'react';
import { hasBengali } from '#shared/text.ts';
import { cn } from './cn.ts';

/** Renders `text` in `as` (span by default) and adds the Bengali font class when the text contains Bengali. */
export function BengaliAwareText({
  text,
  as: Tag = 'span',
  className,
  children,
}: {
  text: string | null | undefined;
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Tag className={cn(hasBengali(text) && 'font-bengali', className) || undefined}>
      {text}
      {children}
    </Tag>
  );
}
