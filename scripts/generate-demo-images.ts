/**
 * `node --import tsx scripts/generate-demo-images.ts`: draws the demo courses' thumbnails and the demo instructors'
 * pictures (server/db/seed/catalogue/images/, committed) so a new site's catalogue shows real images without any
 * outside service. Each course gets its own colours and a motif for its subject; each instructor a portrait
 * silhouette in their own colour. Drawn as SVG (shapes only, no text: no font is needed) and encoded by sharp at the
 * sizes uploads are stored at, with the half-size `.sm.webp` beside each (shared/images.ts). Run it again after
 * adding a demo course or instructor.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { smallImageSize } from '../shared/images.ts';
import { demoCourses } from '../server/db/seed/catalogue/courses.ts';
import { demoImageName, DEMO_IMAGES_DIR, textHash } from '../server/db/seed/catalogue/demo-images.ts';
import { IMAGE_PRESETS } from '../server/lib/images.ts';
import { THUMBNAIL_SIZE } from '../server/modules/courses/courses-admin.service.ts';

/** A stable hue per text. */
const hueOf = (text: string) => Number.parseInt(textHash(text), 16) % 360;

/** The subject's motif, drawn white on the gradient in a 960 × 540 frame. */
const MOTIFS: Record<string, string> = {
  'web-bangla': `<path d="M330 170 L200 270 L330 370 M630 170 L760 270 L630 370 M540 140 L420 400" fill="none" stroke="#fff" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`,
  'python-english': `<rect x="330" y="130" width="170" height="170" rx="40" fill="#fff" opacity=".9"/><rect x="460" y="240" width="170" height="170" rx="40" fill="#fff" opacity=".65"/><circle cx="380" cy="180" r="16" fill-opacity=".35"/><circle cx="580" cy="360" r="16" fill-opacity=".35"/>`,
  'data-science-bangla': `<rect x="260" y="300" width="70" height="120" rx="10" fill="#fff"/><rect x="370" y="220" width="70" height="200" rx="10" fill="#fff" opacity=".85"/><rect x="480" y="260" width="70" height="160" rx="10" fill="#fff" opacity=".7"/><rect x="590" y="150" width="70" height="270" rx="10" fill="#fff" opacity=".9"/><path d="M240 250 L400 170 L510 210 L700 110" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`,
  'graphic-design': `<circle cx="400" cy="250" r="120" fill="#fff" opacity=".85"/><circle cx="540" cy="250" r="120" fill="#fff" opacity=".55"/><circle cx="470" cy="350" r="120" fill="#fff" opacity=".4"/>`,
  'digital-marketing-bangla': `<path d="M290 230 L520 140 L520 400 L290 310 Z" fill="#fff"/><rect x="230" y="225" width="80" height="90" rx="14" fill="#fff" opacity=".8"/><path d="M580 210 Q640 270 580 330 M620 170 Q710 270 620 370" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round"/>`,
  freelancing: `<rect x="300" y="190" width="360" height="230" rx="28" fill="#fff"/><path d="M410 190 V150 Q410 130 430 130 H530 Q550 130 550 150 V190" fill="none" stroke="#fff" stroke-width="22"/><rect x="300" y="270" width="360" height="20" fill-opacity=".25"/>`,
  'spoken-english': `<rect x="250" y="140" width="300" height="180" rx="40" fill="#fff"/><path d="M310 320 L290 390 L370 320 Z" fill="#fff"/><rect x="470" y="230" width="250" height="150" rx="36" fill="#fff" opacity=".7"/><path d="M660 380 L690 430 L620 380 Z" fill="#fff" opacity=".7"/>`,
  'job-prep-bangla': `<rect x="330" y="120" width="300" height="330" rx="26" fill="#fff"/><path d="M380 220 L410 250 L460 190 M380 300 L410 330 L460 270" fill="none" stroke-opacity=".45" stroke="#000" stroke-width="16" stroke-linecap="round"/><rect x="490" y="210" width="100" height="18" rx="9" fill-opacity=".3"/><rect x="490" y="290" width="100" height="18" rx="9" fill-opacity=".3"/>`,
  'react-english': `<g fill="none" stroke="#fff" stroke-width="16"><ellipse cx="480" cy="270" rx="210" ry="80"/><ellipse cx="480" cy="270" rx="210" ry="80" transform="rotate(60 480 270)"/><ellipse cx="480" cy="270" rx="210" ry="80" transform="rotate(-60 480 270)"/></g><circle cx="480" cy="270" r="34" fill="#fff"/>`,
  'git-bangla': `<g fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round"><path d="M360 130 V410"/><path d="M360 330 Q360 250 600 220"/></g><circle cx="360" cy="130" r="36" fill="#fff"/><circle cx="360" cy="410" r="36" fill="#fff"/><circle cx="600" cy="200" r="36" fill="#fff"/>`,
};

function thumbnailSvg(key: string): string {
  const hue = hueOf(key);
  const motif = MOTIFS[key];
  if (!motif) throw new Error(`No motif for the demo course ${key}: add one to MOTIFS`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},75%,30%)"/>
</linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/>
<circle cx="860" cy="80" r="170" fill="#fff" opacity=".08"/><circle cx="90" cy="500" r="210" fill="#fff" opacity=".06"/>
${motif}
</svg>`;
}

function portraitSvg(name: string): string {
  const hue = hueOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="hsl(${hue},45%,78%)"/>
<circle cx="200" cy="160" r="78" fill="hsl(${hue},35%,38%)"/>
<path d="M60 400 Q60 270 200 265 Q340 270 340 400 Z" fill="hsl(${hue},35%,38%)"/>
</svg>`;
}

async function write(name: string, svg: string, size: { width: number; height: number }) {
  const webp = await sharp(Buffer.from(svg)).resize(size.width, size.height).webp({ quality: 82 }).toBuffer();
  const small = smallImageSize(size);
  const sm = await sharp(Buffer.from(svg)).resize(small.width, small.height).webp({ quality: 75 }).toBuffer();
  fs.writeFileSync(path.join(DEMO_IMAGES_DIR, `${name}.webp`), webp);
  fs.writeFileSync(path.join(DEMO_IMAGES_DIR, `${name}.sm.webp`), sm);
  console.log(`${name}: ${webp.length} + ${sm.length} bytes`);
}

fs.mkdirSync(DEMO_IMAGES_DIR, { recursive: true });
for (const course of demoCourses)
  await write(demoImageName.course(course.key), thumbnailSvg(course.key), THUMBNAIL_SIZE);
for (const name of new Set(demoCourses.map((c) => c.instructorName)))
  await write(demoImageName.instructor(name), portraitSvg(name), IMAGE_PRESETS.avatar);
