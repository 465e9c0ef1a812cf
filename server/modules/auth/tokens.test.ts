import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthTokens, loadJwtSecret, randomDigits } from './tokens.ts';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathshala-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

describe('the signing secret', () => {
  it('uses JWT_SECRET when set', async () => {
    const dir = await tempDir();
    const secret = await loadJwtSecret({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: dir });
    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
    await expect(fs.stat(path.join(dir, 'secret'))).rejects.toThrow();
  });

  it('without JWT_SECRET, generates one under DATA_DIR (owner-only) and reuses it after a restart', async () => {
    const dir = await tempDir();
    const first = await loadJwtSecret({ JWT_SECRET: undefined, DATA_DIR: dir });
    const stat = await fs.stat(path.join(dir, 'secret'));
    expect(stat.mode & 0o777).toBe(0o600);
    const second = await loadJwtSecret({ JWT_SECRET: undefined, DATA_DIR: dir });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    // A token signed before the "restart" is still valid after it.
    const token = await new AuthTokens(first, 60).signAccess({
      userId: '6f1c1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a11',
      sessionId: '0a9d1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a22',
    });
    expect(await new AuthTokens(second, 60).verifyAccess(token)).toEqual({
      userId: '6f1c1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a11',
      sessionId: '0a9d1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a22',
    });
  });
});

describe('access tokens', () => {
  it('expire after their time to live', async () => {
    const tokens = new AuthTokens(new TextEncoder().encode('s'.repeat(40)), -1);
    const token = await tokens.signAccess({
      userId: '6f1c1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a11',
      sessionId: '0a9d1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a22',
    });
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('a token verified once is remembered until it expires, then refused', async () => {
    const tokens = new AuthTokens(new TextEncoder().encode('s'.repeat(40)), 60);
    const claims = {
      userId: '6f1c1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a11',
      sessionId: '0a9d1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a22',
    };
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    // One character changed is another token: checked, and refused.
    const forged = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    expect(await tokens.verifyAccess(forged)).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await tokens.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tokens signed with another secret are refused', async () => {
    const other = new AuthTokens(new TextEncoder().encode('o'.repeat(40)), 60);
    const tokens = new AuthTokens(new TextEncoder().encode('s'.repeat(40)), 60);
    const token = await other.signAccess({
      userId: '6f1c1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a11',
      sessionId: '0a9d1b8e-3a0e-4c1e-9d7a-0b0b8b6c1a22',
    });
    expect(await other.verifyAccess(token)).not.toBeNull();
    expect(await tokens.verifyAccess(token)).toBeNull();
  });
});

describe('activation codes', () => {
  it('are 4 digits, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, () => randomDigits(4));
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    // Every digit appears in the first position: no bias towards non-zero leading digits.
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });
});
