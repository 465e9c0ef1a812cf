import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, vi } from 'vitest';

/** One statement the app sent to the driver, with its bound parameters. */
export interface Captured {
  text: string;
  params: unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

type Client = { query: (...args: unknown[]) => unknown };
const clientOf = (app: FastifyInstance) => (app.db as unknown as { $client: Client }).$client;

/**
 * The statements a request sends, read off the driver by a spy around its `query`: on PostgreSQL every
 * node-postgres client's (so statements inside a transaction, on a checked-out client, are seen too), on PGlite the
 * database's own (its transactions are not seen: the PGlite tests only check the answers).
 * `before` runs first (e.g. to empty a cache, so the request reaches the database). The request must answer 200.
 */
export async function statementsOf(
  app: FastifyInstance,
  request: { url: string; cookie?: string; before?: () => void },
): Promise<Captured[]> {
  const client = clientOf(app);
  const spy = client instanceof pg.Pool ? vi.spyOn(pg.Client.prototype, 'query') : vi.spyOn(client, 'query');
  request.before?.();
  let calls: unknown[][];
  try {
    const res = await app.inject({
      method: 'GET',
      url: request.url,
      headers: request.cookie ? { cookie: request.cookie } : {},
    });
    expect(res.statusCode, `${request.url}: ${res.body}`).toBe(200);
  } finally {
    calls = [...spy.mock.calls];
    spy.mockRestore();
  }
  return calls.map(([first, second]) =>
    typeof first === 'string'
      ? { text: first, params: (second as unknown[] | undefined) ?? [] }
      : {
          text: (first as { text: string }).text,
          params: (first as { values?: unknown[] }).values ?? (second as unknown[] | undefined) ?? [],
        },
  );
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * The plan nodes of one statement (EXPLAIN without running it), every level flattened. `withoutSeqScan`: the plan
 * the planner falls back to when sequential scans are disabled (`enable_seqscan = off`, on one connection of
 * node-postgres's pool), i.e. whether an index could answer the statement at all.
 */
export async function planOf(
  app: FastifyInstance,
  statement: Captured,
  options: { withoutSeqScan?: boolean } = {},
): Promise<PlanNode[]> {
  type Query = (text: string, params?: unknown[]) => Promise<unknown>;
  const explain = async (query: Query) => {
    const result = (await query(`explain (format json) ${statement.text}`, statement.params)) as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
    };
    const raw = result.rows[0]!['QUERY PLAN'];
    const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
    return nodes(parsed[0].Plan);
  };
  const client = clientOf(app);
  if (!options.withoutSeqScan) return explain((text, params) => client.query(text, params) as Promise<unknown>);
  if (!(client instanceof pg.Pool)) throw new Error('planOf: withoutSeqScan needs PostgreSQL');
  const connection = await client.connect();
  try {
    await connection.query('set enable_seqscan = off');
    return await explain((text, params) => connection.query(text, params));
  } finally {
    await connection.query('reset enable_seqscan');
    connection.release();
  }
}

/** Whether a statement can be explained: a read (SELECT or WITH … SELECT), not a transaction command or a write. */
export const isRead = (statement: Captured) => /^\s*(select|with)\b/i.test(statement.text);
