import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_BANNER, DEFAULT_FOOTER } from '#shared/content/layout-defaults.ts';
import type { Banner, Footer } from '#shared/content/layout.ts';
import {
  activeCategory,
  categoryLinks,
  type CategoryLink,
  mainNavItems,
  type MainNavItem,
} from '#shared/navigation.ts';
import { useLayout } from '#web/api/content.ts';

/**
 * The banner as the shell uses it: undefined while the first load runs (so admin-hidden links never flash in),
 * the defaults when the call failed.
 */
export function useBanner(): Banner | undefined {
  const query = useLayout('Banner');
  return query.data?.banner ?? (query.isError ? DEFAULT_BANNER : undefined);
}

export function useFooter(): Footer | undefined {
  const query = useLayout('Footer');
  return query.data?.footer ?? (query.isError ? DEFAULT_FOOTER : undefined);
}

export interface NavModel {
  items: MainNavItem[];
  categories: CategoryLink[];
  /** The category title the course list is filtered by, if any. */
  activeCategoryTitle: string | null;
}

/** Main links and category links after the admin's flags, positions and visibility. */
export function useNavModel(banner: Banner | undefined): NavModel {
  const categoriesQuery = useLayout('Categories');
  const { search } = useLocation();
  const categories = categoriesQuery.data?.categories;
  return useMemo(
    () => ({
      items: banner ? mainNavItems(banner.navigationSettings, banner.navigationPositions) : [],
      categories: banner && categories ? categoryLinks(categories, banner.categoryNavigation) : [],
      activeCategoryTitle: activeCategory(search),
    }),
    [banner, categories, search],
  );
}
