import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { claimDataFolder, DataFolderInUseError } from './folder-lock.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded database folder is used by one process at a time', () => {
  it('refuses a second claim in the same process until the first is released, and removes its lock file', () => {
    const folder = path.join(dir, 'pgdata');
    const release = claimDataFolder(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(() => claimDataFolder(folder)).toThrow(DataFolderInUseError);
    expect(() => claimDataFolder(folder)).toThrow(/in use by this process.*Stop the other Pathshala server/);
    release();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
    claimDataFolder(folder)();
  });

  it('refuses a folder that a running process holds, naming it, and leaves its lock alone', () => {
    const folder = path.join(dir, 'pgdata');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(`${folder}.lock`, `${other.pid}\n`);
      expect(() => claimDataFolder(folder)).toThrow(`another process (PID ${other.pid})`);
      expect(fs.readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const folder = path.join(dir, 'pgdata');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(`${folder}.lock`, `${gone}\n`);
    const release = claimDataFolder(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('openPglite refuses a folder that is open, and opens it again once it is closed', async () => {
    const folder = path.join(dir, 'pgdata');
    const first = await openPglite({ dataDir: folder });
    try {
      await expect(openPglite({ dataDir: folder })).rejects.toThrow(DataFolderInUseError);
      await first.db.execute('create table kept (id int)');
    } finally {
      await first.close();
    }
    const again = await openPglite({ dataDir: folder });
    try {
      await again.db.execute('insert into kept values (1)');
    } finally {
      await again.close();
    }
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
  }, 60_000);
});
