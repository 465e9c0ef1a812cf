/**
 * What the admin rich-text editor may put into a text (admin-side §2 "Rich-text editor", §5): the font sizes, fonts,
 * colours and gradients, with their limits. The editor offers exactly these, the server's sanitiser keeps exactly
 * these (the patterns below), and the public pages load a font only when a text names it.
 */

export const RICH_TEXT_LIMITS = {
  fontSizeMin: 8,
  fontSizeMax: 200,
  angleMin: 0,
  angleMax: 360,
  angleDefault: 90,
  stopsMin: 2,
  stopsMax: 8,
  stopsDefault: 2,
} as const;

/**
 * The spec maps five names onto seven sizes (12, 14, 16, 18, 24, 30, 36 px); the first four names take the first
 * four sizes, Largest the largest, and 24 and 30 px are offered by number (decision 0019).
 */
export const FONT_SIZE_PRESETS = [
  { px: 12, name: 'small' },
  { px: 14, name: 'normal' },
  { px: 16, name: 'large' },
  { px: 18, name: 'xLarge' },
  { px: 24, name: null },
  { px: 30, name: null },
  { px: 36, name: 'largest' },
] as const;

export type FontScript = 'bengali' | 'english' | 'monospace';

/** Five Bengali fonts, four English fonts and a monospace, each self-hosted from @fontsource (`key`). */
export const RICH_TEXT_FONTS = [
  { key: 'hind-siliguri', family: 'Hind Siliguri', fallback: 'sans-serif', script: 'bengali' },
  { key: 'noto-sans-bengali', family: 'Noto Sans Bengali', fallback: 'sans-serif', script: 'bengali' },
  { key: 'noto-serif-bengali', family: 'Noto Serif Bengali', fallback: 'serif', script: 'bengali' },
  { key: 'baloo-da-2', family: 'Baloo Da 2', fallback: 'sans-serif', script: 'bengali' },
  { key: 'tiro-bangla', family: 'Tiro Bangla', fallback: 'serif', script: 'bengali' },
  { key: 'inter', family: 'Inter', fallback: 'sans-serif', script: 'english' },
  { key: 'roboto', family: 'Roboto', fallback: 'sans-serif', script: 'english' },
  { key: 'poppins', family: 'Poppins', fallback: 'sans-serif', script: 'english' },
  { key: 'merriweather', family: 'Merriweather', fallback: 'serif', script: 'english' },
  { key: 'jetbrains-mono', family: 'JetBrains Mono', fallback: 'monospace', script: 'monospace' },
] as const satisfies readonly { key: string; family: string; fallback: string; script: FontScript }[];

export type RichTextFont = (typeof RICH_TEXT_FONTS)[number];
export type RichTextFontKey = RichTextFont['key'];

/** The 16 preset colours of the colour menu. */
export const PRESET_COLOURS = [
  '#000000',
  '#FFFFFF',
  '#64748B',
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#10B981',
  '#14B8A6',
  '#06B6D4',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#EC4899',
  '#F43F5E',
] as const;

/** The CSS value the editor writes for a font: `'Hind Siliguri', sans-serif`. */
export function fontStack(font: RichTextFont): string {
  return `'${font.family}', ${font.fallback}`;
}

/** The listed font a CSS font-family value starts with (quotes of either kind, any case), or undefined. */
export function findFont(value: string | null | undefined): RichTextFont | undefined {
  const first = (value ?? '')
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase();
  return RICH_TEXT_FONTS.find((font) => font.family.toLowerCase() === first);
}

/** Every listed font a piece of HTML names in a font-family declaration (for loading only the fonts a text uses). */
export function fontsUsedIn(html: string | null | undefined): RichTextFont[] {
  const used = new Set<RichTextFont>();
  const decoded = (html ?? '').replace(/&quot;|&#34;|&#x22;/gi, '"').replace(/&#39;|&#x27;/gi, "'");
  for (const match of decoded.matchAll(/font-family\s*:\s*([^;>]+)/gi)) {
    const font = findFont(match[1]);
    if (font) used.add(font);
  }
  return RICH_TEXT_FONTS.filter((font) => used.has(font));
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as the spec writes it: # plus six hex digits. */
export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

/** A whole number of pixels within 8–200. */
export function isFontSize(px: number): boolean {
  return Number.isInteger(px) && px >= RICH_TEXT_LIMITS.fontSizeMin && px <= RICH_TEXT_LIMITS.fontSizeMax;
}

/** A whole number of degrees within 0–360. */
export function isGradientAngle(deg: number): boolean {
  return Number.isInteger(deg) && deg >= RICH_TEXT_LIMITS.angleMin && deg <= RICH_TEXT_LIMITS.angleMax;
}

export interface Gradient {
  angle: number;
  stops: string[];
}

/** The gradient a new text gets: 90 degrees, two stops. */
export const DEFAULT_GRADIENT: Gradient = { angle: RICH_TEXT_LIMITS.angleDefault, stops: ['#3B82F6', '#EC4899'] };

export function isGradient(gradient: Gradient): boolean {
  return (
    isGradientAngle(gradient.angle) &&
    gradient.stops.length >= RICH_TEXT_LIMITS.stopsMin &&
    gradient.stops.length <= RICH_TEXT_LIMITS.stopsMax &&
    gradient.stops.every(isHexColour)
  );
}

/** `linear-gradient(90deg, #3B82F6, #EC4899)`: the only background a text may have. */
export function gradientCss(gradient: Gradient): string {
  return `linear-gradient(${gradient.angle}deg, ${gradient.stops.join(', ')})`;
}

/** Reads a value written by `gradientCss` back; anything else (other units, positions, functions) is refused. */
export function parseGradient(value: string | null | undefined): Gradient | null {
  const match = /^\s*linear-gradient\(\s*(\d{1,3})deg\s*((?:,\s*#[0-9a-f]{6}\s*)+)\)\s*$/i.exec(value ?? '');
  if (!match) return null;
  const gradient = {
    angle: Number(match[1]),
    stops: match[2]!
      .split(',')
      .map((stop) => stop.trim())
      .filter(Boolean),
  };
  return isGradient(gradient) ? gradient : null;
}

/** The alignments a paragraph or heading can take. */
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** The most cells a kept table may join in one direction (a colspan or rowspan). */
export const TABLE_SPAN_MAX = 20;

/** Sanitiser patterns: a style value is kept only when one of these matches it whole. */
const ANGLE = '(?:[0-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|360)';
const STOP = '#[0-9a-fA-F]{6}';
export const RICH_TEXT_STYLE_PATTERNS = {
  colour: HEX,
  /** A highlight behind the text (a span's background-color), as a word processor's paste brings it. */
  highlight: HEX,
  /** A paragraph's or heading's alignment; left is the default and is not written. */
  textAlign: /^(?:center|right|justify)$/,
  fontSize: /^(?:[89]|[1-9][0-9]|1[0-9]{2}|200)px$/,
  gradient: new RegExp(`^linear-gradient\\(${ANGLE}deg(?:,\\s*${STOP}){2,8}\\)$`),
  fontFamily: RICH_TEXT_FONTS.map(
    (font) => new RegExp(`^(?:'${font.family}'|"${font.family}"|${font.family}),\\s*${font.fallback}$`),
  ),
} as const;
