/**
 * import() of an ES module outside the server's bundle: the web app's server rendering (dist/web-ssr). The compiled
 * server's bundle runs as a script read from V8's code cache, where Node 20 loses import()'s loader
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), so its entry, an ES module, lends its own import() as the bundle
 * wrapper's `__importModule` (server/code-cache.ts; decision 0060). From the sources (tsx, the tests) there is no
 * wrapper, and the plain import() does it.
 */
declare const __importModule: ((specifier: string) => Promise<unknown>) | undefined;

export function importModule<T>(specifier: string): Promise<T> {
  return (typeof __importModule === 'function' ? __importModule(specifier) : import(specifier)) as Promise<T>;
}
