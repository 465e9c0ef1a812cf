import { DEFAULT_NAV_POSITIONS, NAV_KEYS } from '#shared/content/layout-defaults.ts';
import type { Banner, Category, NavKey } from '#shared/content/layout.ts';
import type { LayoutUpdateBodyInput } from '#shared/content/layout-update.ts';

/** One menu entry while it is edited: the position stays text until the field is left, so typing is not fought. */
export interface NavEntry {
  visible: boolean;
  position: string;
}
export interface NavForm {
  pages: Record<NavKey, NavEntry>;
  /** Keyed by category id. */
  categories: Record<string, NavEntry>;
}

/** admin-side §5: positions are at least 1; anything non-numeric becomes 1. */
export function toPosition(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** admin-side §9: pages default to positions 1-5, categories to their index plus 10; everything visible. */
export function navFormOf(banner: Banner, categories: Category[]): NavForm {
  const pages = Object.fromEntries(
    NAV_KEYS.map((key) => [
      key,
      {
        visible: banner.navigationSettings[key] ?? true,
        position: String(banner.navigationPositions[key] ?? DEFAULT_NAV_POSITIONS[key]),
      },
    ]),
  ) as Record<NavKey, NavEntry>;
  const byCategory = Object.fromEntries(
    categories.map((c, index) => {
      const stored = banner.categoryNavigation[c._id];
      return [c._id, { visible: stored?.visible ?? true, position: String(stored?.position ?? index + 10) }];
    }),
  );
  return { pages, categories: byCategory };
}

export function navBody(form: NavForm): LayoutUpdateBodyInput {
  const keys = Object.keys(form.pages) as NavKey[];
  return {
    type: 'Banner',
    navigationSettings: Object.fromEntries(keys.map((k) => [k, form.pages[k].visible])),
    navigationPositions: Object.fromEntries(keys.map((k) => [k, toPosition(form.pages[k].position)])),
    categoryNavigation: Object.fromEntries(
      Object.entries(form.categories).map(([id, e]) => [id, { visible: e.visible, position: toPosition(e.position) }]),
    ),
  };
}
