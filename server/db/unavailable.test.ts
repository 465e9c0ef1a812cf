import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const sqlState = (code: string) => {
  const error = new pg.DatabaseError('terminating connection due to administrator command', 0, 'error');
  error.code = code;
  return error;
};

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, whether or not Drizzle wrapped the error', () => {
    const unavailable = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      sqlState('57P01'),
      sqlState('57P03'),
      sqlState('08006'),
      sqlState('53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout expired'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('PGlite is closed'),
    ];
    for (const error of unavailable) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error)), `wrapped ${error.message}`).toBe(
        true,
      );
    }
  });

  it('leaves every other failure a 500: query errors, and other services that refuse', () => {
    const others = [
      sqlState('23505'), // unique violation
      sqlState('42P01'), // undefined table
      new Error('Something broke'),
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED') }),
      'ECONNREFUSED',
      null,
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(false);
    }
  });
});
