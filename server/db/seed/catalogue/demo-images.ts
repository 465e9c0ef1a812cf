import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../../../integrations/storage.ts';
import { projectRoot } from '../../../paths.ts';

/**
 * The demo courses' thumbnails and instructors' pictures (drawn by scripts/generate-demo-images.ts, committed), named
 * from the project's root: the compiled server runs from dist/server (the Dockerfile copies this folder too).
 */
export const DEMO_IMAGES_DIR = path.join(projectRoot, 'server/db/seed/catalogue/images');

/** A stable 32-bit FNV-1a hash of a text, in hex (names in Bengali make no readable file names). */
export function textHash(text: string): string {
  let hash = 2166136261;
  for (const char of text.normalize('NFC')) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** File names (without `.webp`): one per course key, one per instructor name. */
export const demoImageName = {
  course: (key: string) => `course-${key}`,
  instructor: (name: string) => `instructor-${textHash(name)}`,
};

/**
 * Stores one demo image and its small copy in the site's storage (local folder or S3) like an upload; answers its
 * address, or null when the file is missing (the seeder then leaves the picture empty or uses the video's).
 */
export async function storeDemoImage(storage: Storage, folder: string, name: string): Promise<string | null> {
  const read = (file: string) => fs.readFile(path.join(DEMO_IMAGES_DIR, file)).catch(() => null);
  const [image, small] = await Promise.all([read(`${name}.webp`), read(`${name}.sm.webp`)]);
  if (!image) return null;
  return storage.put(folder, 'webp', image, small ?? undefined);
}
