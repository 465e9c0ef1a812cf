import { type ReactNode } from 'react';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The coloured band at the top of a content page: `title` (the page's h1) and `subtitle` as given. */
export function PageHeader({
  title,
  subtitle,
  children,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header
      className={cn(
        'bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20 dark:from-slate-900 dark:to-slate-950',
        className,
      )}
    >
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          {title}
          {subtitle && (
            <div className="mt-4 text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300">{subtitle}</div>
          )}
          {children}
        </div>
      </Container>
    </header>
  );
}

export const pageTitleClass =
  'text-3xl leading-[1.3]! font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white';

export function PageHeaderSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20 dark:from-slate-900 dark:to-slate-950"
    >
      <Container>
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-4/5" />
        </div>
      </Container>
    </div>
  );
}
