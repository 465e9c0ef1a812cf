import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, MOBILE_DEFAULT_PAGE_SIZE, MOBILE_PAGE_SIZES, PAGE_SIZES } from './users-model.ts';
import { useIsMobile } from './use-is-mobile.ts';

/** admin-side §9: 5, 10, 25, 50 rows (default 10); on phones 5 or 10 (default 5). A choice is kept if it still fits. */
export function usePageSize() {
  const mobile = useIsMobile();
  const [chosen, setPageSize] = useState<number | null>(null);
  const sizes: readonly number[] = mobile ? MOBILE_PAGE_SIZES : PAGE_SIZES;
  const pageSize =
    chosen !== null && sizes.includes(chosen) ? chosen : mobile ? MOBILE_DEFAULT_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  return { pageSize, sizes, setPageSize };
}
