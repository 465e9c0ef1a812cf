import type { Banner } from '#shared/content/layout.ts';
import type { LayoutUpdateBodyInput } from '#shared/content/layout-update.ts';

export const HEADER_KEYS = ['showThemeSwitcher', 'showNavigation', 'showUserProfile', 'showMobileMenu'] as const;
export const HERO_TEXT_KEYS = [
  'title',
  'subTitle',
  'badgeText',
  'socialProofNumber',
  'socialProofText',
  'searchPlaceholder',
] as const;
export type HeroTextKey = (typeof HERO_TEXT_KEYS)[number];

/** The hero editor's part of the Banner layout (the navigation editor owns the rest). */
export interface HeroForm extends Record<HeroTextKey, string> {
  imageUrl: string;
  whatsappNumber: string;
  heroTextLeftAlign: boolean;
  headerSettings: Banner['headerSettings'];
}

export const heroFormOf = (banner: Banner): HeroForm => ({
  imageUrl: banner.image?.url ?? '',
  title: banner.title,
  subTitle: banner.subTitle,
  badgeText: banner.badgeText,
  socialProofNumber: banner.socialProofNumber,
  socialProofText: banner.socialProofText,
  searchPlaceholder: banner.searchPlaceholder,
  whatsappNumber: banner.whatsappNumber,
  heroTextLeftAlign: banner.heroTextLeftAlign,
  headerSettings: { ...banner.headerSettings },
});

/** The Banner update body; an empty image address removes the image. */
export function heroBody(form: HeroForm): LayoutUpdateBodyInput {
  const { imageUrl, ...rest } = form;
  const url = imageUrl.trim();
  return { type: 'Banner', ...rest, image: url ? { url } : null };
}

/** Addresses the server accepts (LayoutImageBodySchema): an /uploads/ path or an https address; worth previewing. */
export const isPreviewableImage = (url: string) =>
  /^\/uploads\/[\w./-]+$/.test(url.trim()) || /^https:\/\/\S+$/.test(url.trim());
