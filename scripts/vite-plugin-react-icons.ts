/**
 * Per-icon react-icons for the production build. `react-icons/fa` is one module holding every Font Awesome icon;
 * the bundler keeps only the icons used, but all of them in one shared chunk, so the home page would download
 * the icons of every other page too. This plugin rewrites `import { FaX } from 'react-icons/fa'` in our source
 * into one small virtual module per icon, so each chunk carries exactly the icons it shows.
 * Lines are kept in place (the rewritten import takes the same number of lines), so source maps stay right.
 *
 * Each icon is a `spriteIcon` (web/components/icons/sprite-icon.tsx, decision 0046): on a server-rendered page it
 * is drawn from the page's sprite. `virtual:react-icon-symbols` holds every icon the web app imports as an SVG
 * `<symbol>` (and a version of their drawings), from which the server cuts a page's sprite.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { Plugin } from 'vite';

const VIRTUAL = '\0react-icon:';
const SYMBOLS_ID = 'virtual:react-icon-symbols';
const SPRITE_ICON = fileURLToPath(new URL('../web/components/icons/sprite-icon.tsx', import.meta.url));
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/(?!lib['"])(\w+)['"];?/g;

export function reactIconsPerIcon(): Plugin {
  const require = createRequire(import.meta.url);
  const sets = new Map<string, string>();
  let webRoot = '';
  const setSource = (set: string): string => {
    let source = sets.get(set);
    if (source === undefined) {
      const libDir = path.dirname(require.resolve('react-icons/lib'));
      source = fs.readFileSync(path.join(libDir, '..', set, 'index.mjs'), 'utf8');
      sets.set(set, source);
    }
    return source;
  };

  return {
    name: 'pathshala:react-icons-per-icon',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('react-icons/')) return null;
      const out = code.replace(IMPORT, (statement, names: string, set: string) => {
        const imports = names
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== '' && !n.startsWith('type '))
          .map((n) => {
            const [name, alias] = n.split(/\s+as\s+/);
            return `import { ${name} as ${alias ?? name} } from '${VIRTUAL}${set}/${name}';`;
          });
        const newlines = '\n'.repeat(statement.split('\n').length - 1);
        return imports.join(' ') + newlines;
      });
      return out === code ? null : { code: out, map: null };
    },
    configResolved(config) {
      webRoot = config.root;
    },
    resolveId(id) {
      if (id === SYMBOLS_ID) return `\0${SYMBOLS_ID}`;
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      if (id === `\0${SYMBOLS_ID}`) {
        const symbols = iconSymbols(webRoot, require);
        const version = createHash('sha256').update(Object.values(symbols).join('')).digest('hex').slice(0, 10);
        return `export const VERSION = ${JSON.stringify(version)};\nexport const SYMBOLS = ${JSON.stringify(symbols)};\n`;
      }
      if (!id.startsWith(VIRTUAL)) return null;
      const [set, name] = id.slice(VIRTUAL.length).split('/') as [string, string];
      const match = new RegExp(`export function ${name} \\(props\\) \\{\\n([^\\n]*)\\n\\};`).exec(setSource(set));
      if (!match) this.error(`react-icons/${set} has no icon named ${name}`);
      return [
        `import { GenIcon } from 'react-icons/lib';`,
        `import { spriteIcon } from ${JSON.stringify(SPRITE_ICON)};`,
        `export const ${name} = /* @__PURE__ */ spriteIcon(${JSON.stringify(name)}, function ${name}(props) {`,
        match[1],
        `});`,
        '',
      ].join('\n');
    },
  };
}

/** The icons the web app imports (every `react-icons/<set>` import in its sources, tests aside), by name. */
export function importedIcons(webRoot: string): Map<string, string> {
  const icons = new Map<string, string>();
  const files = fs.readdirSync(webRoot, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter(
    (f) => /\.[jt]sx?$/.test(f) && !/\.test\.[jt]sx?$/.test(f) && !f.includes('node_modules'),
  )) {
    const code = fs.readFileSync(path.join(webRoot, file), 'utf8');
    for (const [, names, set] of code.matchAll(IMPORT)) {
      for (const entry of names!.split(',').map((n) => n.trim())) {
        if (entry === '' || entry.startsWith('type ')) continue;
        icons.set(entry.split(/\s+as\s+/)[0]!, set!);
      }
    }
  }
  return icons;
}

/**
 * Every imported icon as an SVG `<symbol id="FaStar" …>`, sorted by name: react-icons' own drawing (rendered by
 * React, as the icon would render itself), its root's attributes (viewBox, fill, stroke…) on the symbol and its
 * size left to the `<svg>` that uses it.
 */
export function iconSymbols(webRoot: string, require: NodeJS.Require): Record<string, string> {
  const { renderToStaticMarkup } = require('react-dom/server') as typeof ReactDomServer;
  const { createElement } = require('react') as typeof React;
  const symbols: Record<string, string> = {};
  for (const [name, set] of [...importedIcons(webRoot)].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const icon = (require(`react-icons/${set}`) as Record<string, () => React.ReactElement>)[name];
    if (!icon) throw new Error(`react-icons/${set} has no icon named ${name}`);
    const match = /^<svg([^>]*)>(.*)<\/svg>$/s.exec(renderToStaticMarkup(createElement(icon)));
    if (!match) throw new Error(`${name}: not an <svg>`);
    const attributes = match[1]!.replace(/\s(height|width|xmlns|style|class)="[^"]*"/g, '');
    symbols[name] = `<symbol id="${name}"${attributes}>${match[2]}</symbol>`;
  }
  return symbols;
}
