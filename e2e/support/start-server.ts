import fs from 'node:fs';
import path from 'node:path';

// Every browser run starts from an empty embedded database that the server migrates and seeds itself.
fs.rmSync(path.resolve(process.env.DATA_DIR ?? '.tmp/e2e-data'), { recursive: true, force: true });
await import('../../server/main.ts');
