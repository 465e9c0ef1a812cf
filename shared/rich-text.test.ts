import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRADIENT,
  FONT_SIZE_PRESETS,
  PRESET_COLOURS,
  RICH_TEXT_FONTS,
  findFont,
  fontStack,
  fontsUsedIn,
  gradientCss,
  isFontSize,
  isGradientAngle,
  isHexColour,
  parseGradient,
} from './rich-text.ts';

describe('rich-text rules', () => {
  it('offers the spec sizes, five Bengali and four English fonts plus a monospace, and 16 distinct colours', () => {
    expect(FONT_SIZE_PRESETS.map((size) => size.px)).toEqual([12, 14, 16, 18, 24, 30, 36]);
    expect(FONT_SIZE_PRESETS.filter((size) => size.name).map((size) => size.name)).toEqual([
      'small',
      'normal',
      'large',
      'xLarge',
      'largest',
    ]);
    expect(RICH_TEXT_FONTS.filter((font) => font.script === 'bengali')).toHaveLength(5);
    expect(RICH_TEXT_FONTS.filter((font) => font.script === 'english')).toHaveLength(4);
    expect(RICH_TEXT_FONTS.filter((font) => font.script === 'monospace')).toHaveLength(1);
    expect(new Set(PRESET_COLOURS).size).toBe(16);
    expect(PRESET_COLOURS.every(isHexColour)).toBe(true);
  });

  it('checks hex colours, sizes and angles at their limits', () => {
    expect(['#000000', '#abcdef', '#ABCDEF'].every(isHexColour)).toBe(true);
    expect(['#fff', '000000', '#abcdeg', '#0000000', 'red'].some(isHexColour)).toBe(false);
    expect([8, 200].every(isFontSize)).toBe(true);
    expect([7, 201, 12.5, Number.NaN].some(isFontSize)).toBe(false);
    expect([0, 360].every(isGradientAngle)).toBe(true);
    expect([-1, 361, 1.5].some(isGradientAngle)).toBe(false);
  });

  it('writes and reads gradients, refusing other shapes', () => {
    expect(DEFAULT_GRADIENT.angle).toBe(90);
    expect(DEFAULT_GRADIENT.stops).toHaveLength(2);
    const css = gradientCss({ angle: 45, stops: ['#000000', '#FFFFFF', '#10B981'] });
    expect(css).toBe('linear-gradient(45deg, #000000, #FFFFFF, #10B981)');
    expect(parseGradient(css)).toEqual({ angle: 45, stops: ['#000000', '#FFFFFF', '#10B981'] });
    expect(parseGradient('linear-gradient(400deg, #000000, #ffffff)')).toBeNull();
    expect(parseGradient('linear-gradient(90deg, #000000)')).toBeNull();
    expect(parseGradient(`linear-gradient(90deg, ${Array(9).fill('#000000').join(', ')})`)).toBeNull();
    expect(parseGradient('linear-gradient(90deg, red, blue)')).toBeNull();
  });

  it('finds the listed fonts a text uses, whatever the quoting', () => {
    expect(findFont(`"Baloo Da 2", sans-serif`)?.key).toBe('baloo-da-2');
    expect(findFont('Comic Sans MS')).toBeUndefined();
    const tiro = RICH_TEXT_FONTS.find((font) => font.key === 'tiro-bangla')!;
    const html =
      `<p><span style="font-family:${fontStack(tiro)}">a</span>` +
      '<span style="font-size:12px;font-family:&quot;Inter&quot;, sans-serif">b</span>' +
      '<span style="font-family:Papyrus">c</span></p>';
    expect(fontsUsedIn(html).map((font) => font.key)).toEqual(['tiro-bangla', 'inter']);
    expect(fontsUsedIn('<p>plain</p>')).toEqual([]);
  });
});
