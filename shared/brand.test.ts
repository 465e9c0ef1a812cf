import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK_SVG } from './brand.ts';

describe('the brand mark', () => {
  it('is the site icon, byte for byte', () => {
    const favicon = fs.readFileSync(path.join(import.meta.dirname, '../web/public/favicon.svg'), 'utf8');
    expect(favicon.trim()).toBe(BRAND_MARK_SVG);
  });
});
