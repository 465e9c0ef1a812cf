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
} from '#shared/rich-text.ts';

/**
 * The span styles the editor writes (shared/rich-text.ts): a listed font, a size of 8–200 px, a hex colour and a
 * gradient. They are read back from the style attribute as written, not from `element.style`, because the browser
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

/** rgb(16, 185, 129) → #10B981, for colours that were pasted from a page that wrote them so. */
function toHex(value: string): string | null {
  if (isHexColour(value)) return value.toUpperCase();
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((c) => c > 255)) return null;
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export interface RichStyleAttributes {
  fontFamily: RichTextFontKey | null;
  fontSize: number | null;
  color: string | null;
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
            parseHTML: (element) => {
              const match = /^(\d{1,3})px$/.exec(readStyle(element).get('font-size') ?? '');
              const px = match ? Number(match[1]) : null;
              return px !== null && isFontSize(px) ? px : null;
            },
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
