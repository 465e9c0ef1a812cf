import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { iconSymbols, importedIcons } from './vite-plugin-react-icons.ts';

let webRoot: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), text);
};

beforeEach(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-icons-'));
  write(
    'a.tsx',
    `import { FaStar, FaUsers as People } from 'react-icons/fa';\nimport { IconBase } from 'react-icons/lib';`,
  );
  write(
    'deep/b.ts',
    `import {\n  HiOutlineMenu,\n  type HiX,\n} from "react-icons/hi";\nimport type { IconType } from 'react-icons';`,
  );
  write('deep/b.test.tsx', `import { MdEmail } from 'react-icons/md';`);
});
afterEach(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('the web app’s icons as a sprite’s symbols (decision 0046)', () => {
  it('finds every icon the sources import, by its own name, and not those only tests or types import', () => {
    expect(Object.fromEntries(importedIcons(webRoot))).toEqual({ FaStar: 'fa', FaUsers: 'fa', HiOutlineMenu: 'hi' });
  });

  it('makes each one a symbol of react-icons’ drawing, its root’s attributes kept and its size left to the user', () => {
    const symbols = iconSymbols(webRoot, createRequire(import.meta.url));
    expect(Object.keys(symbols)).toEqual(['FaStar', 'FaUsers', 'HiOutlineMenu']);
    expect(symbols.FaStar).toMatch(
      /^<symbol id="FaStar" stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 576 512"><path d="M[^"]+"><\/path><\/symbol>$/,
    );
    // an outline icon keeps its own fill and stroke width
    expect(symbols.HiOutlineMenu).toContain('fill="none"');
    expect(symbols.HiOutlineMenu).toContain('stroke-width="2"');
    for (const symbol of Object.values(symbols)) expect(symbol).not.toMatch(/\s(width|height|xmlns)=/);
  });
});
