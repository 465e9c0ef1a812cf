import { Extension } from '@tiptap/core';
import {
  type Gradient,
  RICH_TEXT_FONTS,
  type RichTextFontKey,
  findFont,
  fontStack,
  gradientCss,
  isFontSize,
  isHexColour,
  parseGradient,
  RICH_TEXT_STYLE_PATTERNS,
} from '#shared/rich-text.ts';

/**
 * The span styles the editor writes (shared/rich-text.ts): a listed font, a size of 8–200 px, a hex colour, a hex
 * highlight and a gradient, and a paragraph's alignment. They are read back from the style attribute as written, not from `element.style`, because the browser
 * rewrites colours to rgb() there; any other value is not kept, so the editor writes only what the server keeps.
 */
export function readStyle(element: HTMLElement): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of (element.getAttribute('style') ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
  }
  return declarations;
}

/** The named colours a word processor writes for its highlighter (`background:yellow`, `mso-highlight:cyan`). */
const NAMED_COLOURS: Record<string, string> = {
  yellow: '#FFFF00',
  lime: '#00FF00',
  brightgreen: '#00FF00',
  aqua: '#00FFFF',
  cyan: '#00FFFF',
  turquoise: '#00FFFF',
  fuchsia: '#FF00FF',
  magenta: '#FF00FF',
  pink: '#FF00FF',
  blue: '#0000FF',
  red: '#FF0000',
  navy: '#000080',
  darkblue: '#000080',
  teal: '#008080',
  green: '#008000',
  purple: '#800080',
  violet: '#800080',
  maroon: '#800000',
  darkred: '#800000',
  olive: '#808000',
  darkyellow: '#808000',
  gray: '#808080',
  darkgray: '#808080',
  silver: '#C0C0C0',
  lightgray: '#C0C0C0',
  black: '#000000',
};

/** rgb(16, 185, 129) → #10B981, for colours that were pasted from a page that wrote them so. */
function toHex(value: string): string | null {
  if (isHexColour(value)) return value.toUpperCase();
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((c) => c > 255)) return null;
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * A font size in the editor's whole pixels: px as written, and the points of a word processor's paste (12pt is
 * 16px), rounded; null outside 8–200 px or in any other unit.
 */
export function fontSizePx(value: string | undefined): number | null {
  const match = /^(\d{1,3}(?:\.\d+)?)(px|pt)$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const px = Math.round(match[2]!.toLowerCase() === 'pt' ? (Number(match[1]) * 4) / 3 : Number(match[1]));
  return isFontSize(px) ? px : null;
}

/**
 * The highlight of a span: its background colour, or a word processor's `background` shorthand or `mso-highlight`
 * when that is all it wrote; white and transparent are no highlight.
 */
export function highlightOf(declarations: Map<string, string>): string | null {
  for (const property of ['background-color', 'background', 'mso-highlight']) {
    const value = declarations.get(property) ?? '';
    const hex = NAMED_COLOURS[value.trim().toLowerCase()] ?? toHex(value);
    if (hex) return hex === '#FFFFFF' ? null : hex;
  }
  return null;
}

/** A paragraph's alignment as the sanitiser keeps it: center, right or justify (left is the default). */
export function alignmentOf(value: string | undefined): string | null {
  const align = value?.trim().toLowerCase() ?? '';
  return RICH_TEXT_STYLE_PATTERNS.textAlign.test(align) ? align : null;
}

export interface RichStyleAttributes {
  fontFamily: RichTextFontKey | null;
  fontSize: number | null;
  color: string | null;
  highlight: string | null;
  gradient: Gradient | null;
}

export const RichStyle = Extension.create({
  name: 'richStyle',
  addGlobalAttributes() {
    return [
      {
        types: ['textStyle'],
        attributes: {
          fontFamily: {
            default: null,
            parseHTML: (element) => findFont(readStyle(element).get('font-family'))?.key ?? null,
            renderHTML: (attributes) => {
              const font = RICH_TEXT_FONTS.find((f) => f.key === attributes.fontFamily);
              return font ? { style: `font-family: ${fontStack(font)}` } : {};
            },
          },
          fontSize: {
            default: null,
            parseHTML: (element) => fontSizePx(readStyle(element).get('font-size')),
            renderHTML: (attributes) =>
              typeof attributes.fontSize === 'number' && isFontSize(attributes.fontSize)
                ? { style: `font-size: ${attributes.fontSize}px` }
                : {},
          },
          color: {
            default: null,
            parseHTML: (element) => toHex(readStyle(element).get('color') ?? ''),
            renderHTML: (attributes) =>
              typeof attributes.color === 'string' && isHexColour(attributes.color)
                ? { style: `color: ${attributes.color}` }
                : {},
          },
          highlight: {
            default: null,
            parseHTML: (element) => highlightOf(readStyle(element)),
            renderHTML: (attributes) =>
              typeof attributes.highlight === 'string' && isHexColour(attributes.highlight)
                ? { style: `background-color: ${attributes.highlight}` }
                : {},
          },
          gradient: {
            default: null,
            parseHTML: (element) => parseGradient(readStyle(element).get('background-image')),
            renderHTML: (attributes) => {
              const gradient = attributes.gradient as Gradient | null;
              if (!gradient) return {};
              return {
                style:
                  `background-image: ${gradientCss(gradient)}; -webkit-background-clip: text; ` +
                  'background-clip: text; -webkit-text-fill-color: transparent',
              };
            },
          },
        },
      },
    ];
  },
});

/** Splits a CSS function's arguments at the commas outside parentheses: `45deg, rgb(1, 2, 3), #FFFFFF`. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts;
}

const SIDES: Record<string, number> = { 'to top': 0, 'to right': 90, 'to bottom': 180, 'to left': 270 };

/** A gradient as a browser reports it (rgb() stops, a default angle left out) read back into the editor's form. */
function readGradient(value: string | undefined): Gradient | null {
  const match = /^linear-gradient\((.*)\)$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const args = splitArguments(match[1]!);
  const first = args[0]!.toLowerCase();
  const degrees = /^(\d{1,3})deg$/.exec(first);
  const angle = degrees ? Number(degrees[1]) : (SIDES[first] ?? null);
  const stops = (degrees || first in SIDES ? args.slice(1) : args).map(toHex);
  const gradient = { angle: angle ?? 180, stops: stops.filter((stop): stop is string => stop !== null) };
  return stops.every(Boolean) ? parseGradient(gradientCss(gradient)) : null;
}

/** The canonical style text of one span: exactly the declarations the editor writes, in its order. */
export function canonicalStyle(styleText: string): string {
  const element = { getAttribute: () => styleText } as unknown as HTMLElement;
  const declarations = readStyle(element);
  const font = findFont(declarations.get('font-family'));
  const size = fontSizePx(declarations.get('font-size'));
  const colour = toHex(declarations.get('color') ?? '');
  const highlight = highlightOf(declarations);
  const gradient = readGradient(declarations.get('background-image'));
  const align = alignmentOf(declarations.get('text-align'));
  return [
    align && `text-align: ${align}`,
    font && `font-family: ${fontStack(font)}`,
    size !== null && `font-size: ${size}px`,
    colour && `color: ${colour}`,
    highlight && `background-color: ${highlight}`,
    gradient &&
      `background-image: ${gradientCss(gradient)}; -webkit-background-clip: text; background-clip: text; ` +
        '-webkit-text-fill-color: transparent',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The editor's HTML with every style attribute written the editor's way. ProseMirror sets styles through the
 * browser's CSS object model, which rewrites them (hex colours become rgb(), quotes change, a prefixed property
 * goes); the server keeps only the editor's own form, so the text is put back into it before it leaves the editor.
 */
export function canonicalHtml(html: string): string {
  return (
    html
      .replace(/ style="([^"]*)"/g, (_attribute, encoded: string) => {
        const style = canonicalStyle(encoded.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
        return style ? ` style="${style}"` : '';
      })
      // a pasted span whose every style was dropped is no span at all
      .replace(/<span>([^<]*)<\/span>/g, '$1')
  );
}
