import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ENTRY, recordStamp, sourceStamp, staleTargets } from './build.ts';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const buildBoth = () => {
  write('dist/web/index.html', '<html></html>');
  write('dist/web-ssr/entry-server.js', '');
  write(SERVER_ENTRY, '');
  recordStamp(root, 'web', sourceStamp(root, 'web'));
  recordStamp(root, 'server', sourceStamp(root, 'server'));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-build-'));
  write('package-lock.json', '{}');
  write('vite.config.ts', 'export default {};');
  write('web/main.tsx', 'export {};');
  write('server/main.ts', 'export {};');
  write('server/lib/thing.ts', 'export const thing = 1;');
  write('shared/api.ts', 'export {};');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start: is a rebuild needed', () => {
  it('builds both on a fresh clone (no dist/)', () => {
    expect(staleTargets(root)).toEqual(['web', 'server']);
  });

  it('builds nothing on an unchanged tree', () => {
    buildBoth();
    expect(staleTargets(root)).toEqual([]);
  });

  it('rebuilds the server only after a server file changes, and both after a shared one does', () => {
    buildBoth();
    write('server/lib/thing.ts', 'export const thing = 2;');
    expect(staleTargets(root)).toEqual(['server']);
    write('shared/api.ts', 'export const changed = true;');
    expect(staleTargets(root)).toEqual(['web', 'server']);
  });

  it('rebuilds the web app after a web file or the lock file changes, and after a file is added', () => {
    buildBoth();
    write('web/main.tsx', 'export const x = 1;');
    expect(staleTargets(root)).toEqual(['web']);
    buildBoth();
    write('web/new-page.tsx', 'export {};');
    expect(staleTargets(root)).toEqual(['web']);
    buildBoth();
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(staleTargets(root)).toEqual(['web', 'server']);
  });

  it('needs no rebuild when only a test file changes', () => {
    buildBoth();
    write('server/lib/thing.test.ts', 'it.todo("x");');
    write('web/test/setup.ts', 'export {};');
    expect(staleTargets(root)).toEqual([]);
  });

  it('rebuilds a target whose output was deleted', () => {
    buildBoth();
    fs.rmSync(path.join(root, 'dist/server'), { recursive: true });
    expect(staleTargets(root)).toEqual(['server']);
  });
});
