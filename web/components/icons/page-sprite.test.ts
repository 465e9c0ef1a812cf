import { describe, expect, it } from 'vitest';
import { namesOfSpriteFile, PAGE_SPRITE_PATH, pageSpriteUrl, spriteDocument } from './page-sprite.ts';

const ALL = ['FaArrowRight', 'FaStar', 'HiOutlineMenu', 'HiX', 'MdEmail', 'A1', 'A2', 'A3', 'A4', 'A5'];
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('a page’s icon sprite URL', () => {
  it('names the version and the set, and reads back as the same icons in the build’s order', () => {
    const url = pageSpriteUrl('v1', ALL, ['HiX', 'FaStar', 'A5']);
    expect(url.startsWith(`${PAGE_SPRITE_PATH}v1/`)).toBe(true);
    expect(url).toMatch(/^\/assets\/icons\/v1\/[A-Za-z0-9_-]+\.svg$/);
    expect(namesOfSpriteFile(ALL, fileOf(url))).toEqual(['FaStar', 'HiX', 'A5']);
  });

  it('is one URL per set, whatever the order the page drew its icons in', () => {
    expect(pageSpriteUrl('v1', ALL, ['HiX', 'FaStar'])).toBe(pageSpriteUrl('v1', ALL, ['FaStar', 'HiX']));
    expect(pageSpriteUrl('v1', ALL, ['HiX'])).not.toBe(pageSpriteUrl('v1', ALL, ['FaStar']));
  });

  it('stays short for many icons (one bit each)', () => {
    const many = Array.from({ length: 170 }, (_, i) => `Icon${i}`);
    expect(fileOf(pageSpriteUrl('v1', many, many)).length).toBeLessThanOrEqual(34);
  });

  it('refuses a file that is not one of the build’s sets: another length, a bit past the end, no icon, padding, a name', () => {
    const one = fileOf(pageSpriteUrl('v1', ALL, ['FaStar']));
    expect(namesOfSpriteFile(ALL, one)).toEqual(['FaStar']);
    expect(namesOfSpriteFile(ALL.slice(0, 8), one)).toBeNull();
    expect(namesOfSpriteFile(ALL, `${Buffer.from([0, 0b1000_0000]).toString('base64url')}.svg`)).toBeNull();
    expect(namesOfSpriteFile(ALL, `${Buffer.from([0, 0]).toString('base64url')}.svg`)).toBeNull();
    expect(namesOfSpriteFile(ALL, `${Buffer.from([2, 0]).toString('base64')}.svg`)).toBeNull();
    expect(namesOfSpriteFile(ALL, one.replace('.svg', '.js'))).toBeNull();
    expect(namesOfSpriteFile(ALL, 'FaStar.svg')).toBeNull();
    expect(namesOfSpriteFile(ALL, '..%2F.svg')).toBeNull();
  });
});

describe('a page’s sprite document', () => {
  it('is an SVG of the named icons’ symbols, in order', () => {
    const symbols = { FaStar: '<symbol id="FaStar"/>', HiX: '<symbol id="HiX"/>', MdEmail: '<symbol id="MdEmail"/>' };
    expect(spriteDocument(symbols, ['FaStar', 'HiX'])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="FaStar"/><symbol id="HiX"/></svg>',
    );
  });
});
