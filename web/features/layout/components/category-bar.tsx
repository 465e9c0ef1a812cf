import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '#web/lib/lazy-part.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { type CategoryLink, shouldCollapseCategories } from '#shared/navigation.ts';
import { CategoryLinks } from './category-links.tsx';

// Radix's dropdown (and its positioning code) is only downloaded by sites with enough categories to need it.
const CategoryDropdown = lazyPart(
  'features/layout/components/category-dropdown.tsx',
  async () => (await import('./category-dropdown.tsx')).default,
);

/**
 * The desktop category row. An invisible copy of the wrapped links is measured; when it is taller than 120 px
 * the row collapses into a Categories dropdown that shows the active category title.
 */
export function CategoryBar({ links, activeTitle }: { links: CategoryLink[]; activeTitle: string | null }) {
  const { t } = useTranslation('layout');
  const measureRef = useRef<HTMLDivElement>(null);
  const [isCollapsed, setCollapsed] = useState(false);

  useEffect(() => {
    const element = measureRef.current;
    if (!element) return;
    const measure = () => setCollapsed(shouldCollapseCategories(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [links]);

  if (links.length === 0) return null;
  return (
    <nav aria-label={t('categoryNavigation')} className="relative py-2">
      <div ref={measureRef} aria-hidden="true" inert className="pointer-events-none invisible absolute inset-x-0 top-2">
        <CategoryLinks links={links} look="pills" isFocusable={false} />
      </div>
      {isCollapsed ? (
        <Suspense fallback={<span className="inline-block h-8" />}>
          <CategoryDropdown links={links} activeTitle={activeTitle} />
        </Suspense>
      ) : (
        <CategoryLinks links={links} look="pills" />
      )}
    </nav>
  );
}
