/**
 * The compiled server's entry, dist/server/main.js (decision 0060). It runs the server's bundle, dist/server/server.cjs
 * (the app and every package it bundles, in one CommonJS file), through V8's code cache, so a start skips parsing the
 * bundle and compiling what an earlier start compiled. Node 20 keeps no such cache for ES modules
 * (module.enableCompileCache is Node 22's); a vm.Script takes one.
 *
 * Two caches: the build's (the bundle's top level) and a start's (also every function that start compiled, written
 * once the server is ready when there was none or V8 refused it: V8 checks the source, its version and its flags).
 * A start reads the start's cache when there is one. The build empties dist/server, so a new bundle never meets an
 * old cache; a folder the server may not write to (a container image) keeps the build's.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type vm from 'node:vm';
import { BUILD_CACHE_FILE, BUNDLE_FILE, START_CACHE_FILE, bundleScript } from './code-cache.ts';

const here = import.meta.dirname;
const bundle = path.join(here, BUNDLE_FILE);
const startCache = path.join(here, START_CACHE_FILE);

function read(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

async function writeStartCache(script: vm.Script): Promise<void> {
  try {
    fs.accessSync(here, fs.constants.W_OK);
  } catch {
    return; // a read-only folder: the build's cache stays the one
  }
  const temporary = `${startCache}.${process.pid}`;
  try {
    await fs.promises.writeFile(temporary, script.createCachedData());
    await fs.promises.rename(temporary, startCache); // whole or not at all, whatever another start reads meanwhile
  } catch {
    await fs.promises.rm(temporary, { force: true }).catch(() => undefined);
  }
}

/** The bundle compiled with the start's cache, else the build's; whether a start's cache was there and taken. */
function compile(): { script: vm.Script; startCacheTaken: boolean } {
  // Read here, so the cache's bytes (a few MB) are not kept once V8 has read them.
  const startCacheData = read(startCache);
  const script = bundleScript(
    fs.readFileSync(bundle, 'utf8'),
    bundle,
    startCacheData ?? read(path.join(here, BUILD_CACHE_FILE)),
  );
  return { script, startCacheTaken: startCacheData !== undefined && !script.cachedDataRejected };
}

const { script, startCacheTaken } = compile();
const bundleModule: { exports: { started?: Promise<void> } } = { exports: {} };
const run = script.runInThisContext() as (
  exports: object,
  require: NodeJS.Require,
  module: object,
  filename: string,
  dirname: string,
  importModule: (specifier: string) => Promise<unknown>,
) => void;
run(bundleModule.exports, createRequire(bundle), bundleModule, bundle, here, (specifier) => import(specifier));

// After the start, so the cache holds what the start compiled, not only the bundle's top level.
if (!startCacheTaken) void bundleModule.exports.started?.then(() => writeStartCache(script));
