/**
 * A server-rendered page's icon sprite (decision 0046), server side: web/entry-server.tsx names it, server/plugins/spa.ts
 * serves it.
 */
/**
 * Where the server serves a sprite of `names` (server/plugins/spa.ts): `/assets/icons/<version>/<set>.svg`, the set
 * one bit per icon of `all` (every icon of the build, in order), in base64url: the same URL always holds the same
 * drawings, and it stays short whatever the number of icons.
 */
export const PAGE_SPRITE_PATH = '/assets/icons/';

export function pageSpriteUrl(version: string, all: readonly string[], names: Iterable<string>): string {
  const bits = new Uint8Array(Math.ceil(all.length / 8));
  for (const name of names) {
    const index = all.indexOf(name);
    if (index >= 0) bits[index >> 3]! |= 1 << (index & 7);
  }
  return `${PAGE_SPRITE_PATH}${version}/${Buffer.from(bits).toString('base64url')}.svg`;
}

/** The names a sprite's file name (`<set>.svg`) holds, or null when it is not one of `all`'s sets. */
export function namesOfSpriteFile(all: readonly string[], file: string): string[] | null {
  const match = /^([A-Za-z0-9_-]+)\.svg$/.exec(file);
  if (!match) return null;
  const bits = Buffer.from(match[1]!, 'base64url');
  // one spelling per set: as long as `all` needs, no bit past its end, at least one icon
  if (bits.length !== Math.ceil(all.length / 8) || bits.toString('base64url') !== match[1]) return null;
  const names = all.filter((_, index) => (bits[index >> 3]! & (1 << (index & 7))) !== 0);
  const count = [...bits].reduce((sum, byte) => sum + byte.toString(2).replaceAll('0', '').length, 0);
  return names.length > 0 && names.length === count ? names : null;
}

/** The sprite document of `names`: an SVG of their symbols (`symbols`: every icon's `<symbol id>`, by name). */
export const spriteDocument = (symbols: Record<string, string>, names: readonly string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg">${names.map((name) => symbols[name]).join('')}</svg>`;
