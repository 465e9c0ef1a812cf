/**
 * What the build (scripts/build.ts) and the compiled server's entry (server/code-cache-loader.ts) agree on about the
 * server's bundle and V8's cache of its code (decision 0060). V8 takes a cache only for the very source it was made
 * from, so both compile the bundle wrapped the same way.
 */
import vm from 'node:vm';

/** The bundle, in the compiled server's folder (dist/server). */
export const BUNDLE_FILE = 'server.cjs';
/** The cache a start writes once the server is ready: the bundle's top level and every function the start compiled. */
export const START_CACHE_FILE = `${BUNDLE_FILE}.start-cache`;
/**
 * The cache the build writes: the bundle's top level only, for a folder a start may not write to (a container
 * image).
 */
export const BUILD_CACHE_FILE = `${BUNDLE_FILE}.build-cache`;

/**
 * The bundle as a script: CommonJS's own wrapper, opened on the bundle's first line so its line numbers (and its
 * source map) stay as built, with one more parameter, `__importModule` (server/lib/import-module.ts): the entry's own
 * import(). A script read from a code cache loses its import() loader in Node 20
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so the bundle has no import() of its own: the build turns those of
 * packages into require().
 */
export function bundleScript(source: string, filename: string, cachedData?: Buffer): vm.Script {
  return new vm.Script(`(function (exports, require, module, __filename, __dirname, __importModule) {${source}\n})`, {
    filename,
    ...(cachedData ? { cachedData } : {}),
  });
}
