/**
 * Smaller images for low-end devices (learner-side §9). Every image the server stores under /uploads/ has a
 * half-size sibling named `<name>.sm.webp`; YouTube thumbnails have a 320 px `mqdefault.jpg`. Both sides use this
 * one naming rule: the server when it writes and removes files, the web app when it picks what to load.
 */

/**
 * Marks the small variant in a stored file name: `/uploads/avatars/<uuid>.sm.webp`. Uploads kept in an S3-compatible
 * store with a public address (S3_PUBLIC_URL) have absolute URLs ending the same way,
 * `https://cdn.example.com[/prefix]/uploads/avatars/<uuid>.webp`, and follow the same rule.
 */
export const SMALL_IMAGE_MARK = '.sm';

const UPLOADED = /^((?:https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?)?\/uploads\/[a-z0-9-]+\/[\w-]+)\.webp$/;
const YOUTUBE_THUMBNAIL =
  /^(https:\/\/(?:i\d?\.ytimg\.com|img\.youtube\.com)\/vi(?:_webp)?\/[\w-]+\/)(?:maxresdefault|sddefault|hqdefault)(\.jpg|\.webp)$/;

/** The address of a smaller copy of `url`, or null when none is known (other sites, or already small). */
export function smallImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  const uploaded = UPLOADED.exec(value);
  if (uploaded) return uploaded[1]!.endsWith(SMALL_IMAGE_MARK) ? null : `${uploaded[1]}${SMALL_IMAGE_MARK}.webp`;
  const youtube = YOUTUBE_THUMBNAIL.exec(value);
  if (youtube) return `${youtube[1]}mqdefault${youtube[2]}`;
  return null;
}

/** The half size stored beside each upload (never below 64 px on a side). */
export function smallImageSize(size: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.max(0.5, 64 / Math.min(size.width, size.height));
  return { width: Math.round(size.width * Math.min(1, scale)), height: Math.round(size.height * Math.min(1, scale)) };
}

/**
 * The size each kind of image is stored at (the server resizes every upload to it, cropping to fill) and so the
 * size a page can announce before the image arrives: `width`/`height` keep its place, and `srcset` offers the
 * half-size copy beside it for the browser to choose.
 */
export const STORED_IMAGE_SIZES = {
  thumbnail: { width: 960, height: 540 },
  avatar: { width: 400, height: 400 },
  cover: { width: 700, height: 430 },
  /** The hero picture, shown at 6:5 up to about 630 px wide (admin-side §5: recommended 630*630); twice that. */
  banner: { width: 1260, height: 1050 },
} as const satisfies Record<string, { width: number; height: number }>;
export type StoredImageKind = keyof typeof STORED_IMAGE_SIZES;

/** How many uploads one user may have running at once (the server refuses more: issue 32 §7). */
export const UPLOADS_PER_USER = 3;
