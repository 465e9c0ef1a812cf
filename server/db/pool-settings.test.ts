import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../test/build-app.ts';
import { openPostgres } from './client.ts';

/** Issue 10: PostgreSQL's pool size and statement timeout come from the environment. */
describe('database settings', () => {
  it('reads DATABASE_POOL_SIZE and DATABASE_STATEMENT_TIMEOUT_MS, with defaults of 10 and 5 s', () => {
    expect(testEnv()).toMatchObject({ DATABASE_POOL_SIZE: 10, DATABASE_STATEMENT_TIMEOUT_MS: 5000 });
    expect(testEnv({ DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      DATABASE_STATEMENT_TIMEOUT_MS: 0,
    });
    expect(() => testEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

// On PostgreSQL (CI's second pass) the settings reach the server.
const url = process.env.TEST_DATABASE_URL;
if (url) {
  describe('on PostgreSQL', () => {
    it('cancels a query past the statement timeout and keeps the pool size', async () => {
      const database = await openPostgres(url, { max: 3, statementTimeoutMs: 300 });
      try {
        const pool = (database.db as unknown as { $client: { options: { max: number } } }).$client;
        expect(pool.options.max).toBe(3);
        const slow = database.db.execute(sql`select pg_sleep(3)`);
        await expect(slow).rejects.toMatchObject({ cause: { code: '57014' } });
        const result = (await database.db.execute(sql`select 1 as v`)) as unknown as { rows: { v: number }[] };
        const [row] = result.rows;
        expect(row).toEqual({ v: 1 });
      } finally {
        await database.close();
      }
    });
  });
}
