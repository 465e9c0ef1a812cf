/**
 * Per-icon react-icons for the production build. `react-icons/fa` is one module holding every Font Awesome icon;
 * the bundler keeps only the icons used, but all of them in one shared chunk, so the home page would download
 * the icons of every other page too. This plugin rewrites `import { FaX } from 'react-icons/fa'` in our source
 * into one small virtual module per icon, so each chunk carries exactly the icons it shows.
 * Lines are kept in place (the rewritten import takes the same number of lines), so source maps stay right.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = '\0react-icon:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/(\w+)['"];?/g;

export function reactIconsPerIcon(): Plugin {
  const require = createRequire(import.meta.url);
  const sets = new Map<string, string>();
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
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const [set, name] = id.slice(VIRTUAL.length).split('/') as [string, string];
      const match = new RegExp(`export function ${name} \\(props\\) \\{\\n([^\\n]*)\\n\\};`).exec(setSource(set));
      if (!match) this.error(`react-icons/${set} has no icon named ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\nexport function ${name}(props) {\n${match[1]}\n}\n`;
    },
  };
}
