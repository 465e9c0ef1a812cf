/**
 * `node --import tsx scripts/generate-app-icons.ts`: draws the installed app's icons (web/public/icons/, committed)
 * from the favicon's mark (web/public/favicon.svg: a white P on the brand indigo), encoded by sharp: the manifest's
 * 192 and 512 px icons, a maskable 512 px one (full bleed, the mark inside the central safe zone that launchers
 * may crop to a circle) and the 180 px apple-touch-icon. Run it again after changing the mark or the brand colour.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#4f46e5';
const MARK = '<path d="M16 20h22a10 10 0 0 1 0 20H26v8h-10z" fill="#fff"/>';
const OUT_DIR = path.resolve('web/public/icons');

/** The favicon itself: a rounded square, transparent corners. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;
/** Full bleed, the mark at 70 % (inside the 80 % circle of a maskable icon's safe zone). */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -34)">${MARK}</g></svg>`;

const ICONS: { name: string; svg: string; size: number }[] = [
  { name: 'icon-192.png', svg: rounded, size: 192 },
  { name: 'icon-512.png', svg: rounded, size: 512 },
  { name: 'icon-maskable-512.png', svg: fullBleed(0.7), size: 512 },
  { name: 'apple-touch-icon.png', svg: fullBleed(0.85), size: 180 },
];

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const icon of ICONS) {
  const png = await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  fs.writeFileSync(path.join(OUT_DIR, icon.name), png);
  console.log(`${icon.name}: ${icon.size} px, ${png.length} bytes`);
}
