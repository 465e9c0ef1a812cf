/**
 * The web app calls endpoints by their declarations (shared/endpoints/*.ts), but a browser needs only each
 * endpoint's method and path: the zod schemas in a declaration are there for the server and for types. This plugin
 * gives the browser build (not the SSR build, not tests) a copy of each declaration module that keeps the routes
 * and drops the schemas, so declaring an endpoint never adds zod to a page's JavaScript. The module is evaluated in
 * Node (tsx) and its exports re-emitted as plain data, so helpers that build declarations work too.
 */
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const DECLARATIONS = /[\\/]shared[\\/]endpoints[\\/][\w-]+\.ts$/;
/** What the browser reads of a declaration: web/api/client.ts `call()` needs the method and the path. */
const KEPT = ['method', 'path'] as const;

type Declarations = Record<string, Record<string, Record<string, unknown>>>;

export function routesOfDeclarations(exports: Declarations): Record<string, Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [name, group] of Object.entries(exports)) {
    if (typeof group !== 'object' || group === null) continue;
    out[name] = {};
    for (const [key, endpoint] of Object.entries(group)) {
      out[name][key] = Object.fromEntries(KEPT.filter((k) => endpoint[k] !== undefined).map((k) => [k, endpoint[k]]));
    }
  }
  return out;
}

export function endpointRoutesOnly(): Plugin {
  let generation = 0;
  return {
    name: 'pathshala:endpoint-routes-only',
    enforce: 'pre',
    async load(id, options) {
      const file = id.split('?')[0]!;
      if (options?.ssr || !DECLARATIONS.test(file)) return null;
      // A fresh URL per load, so a dev server picks up an edited declaration.
      const url = `${pathToFileURL(file).href}?routes=${generation++}`;
      const exports = (await tsImport(url, import.meta.url)) as Declarations;
      const routes = routesOfDeclarations(exports);
      return Object.entries(routes)
        .map(([name, group]) => `export const ${name} = ${JSON.stringify(group)};`)
        .join('\n');
    },
  };
}
