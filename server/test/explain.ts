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
 * The plan nodes of one statement (EXPLAIN without running it), every level flattened, inside a transaction that
 * first replays `settings` (the transaction-local `set_config` calls the app made before the statement, see
 * plansOf). `withoutSeqScan`: the plan the planner falls back to when sequential scans are disabled, i.e. whether
 * an index could answer the statement at all.
 */
export async function planOf(
  app: FastifyInstance,
  statement: Captured,
  options: { withoutSeqScan?: boolean; settings?: Captured[] } = {},
): Promise<PlanNode[]> {
  type Query = (text: string, params?: unknown[]) => Promise<unknown>;
  const explain = async (query: Query) => {
    for (const setting of options.settings ?? []) await query(setting.text, setting.params);
    if (options.withoutSeqScan) await query('set local enable_seqscan = off');
    const result = (await query(`explain (format json) ${statement.text}`, statement.params)) as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
    };
    const raw = result.rows[0]!['QUERY PLAN'];
    const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
    return nodes(parsed[0].Plan);
  };
  const client = clientOf(app);
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      await connection.query('begin');
      return await explain((text, params) => connection.query(text, params));
    } finally {
      await connection.query('rollback');
      connection.release();
    }
  }
  const pglite = client as unknown as {
    transaction: <T>(run: (tx: { query: Query }) => Promise<T>) => Promise<T>;
  };
  return pglite.transaction((tx) => explain((text, params) => tx.query(text, params)));
}

/**
 * The plans of a request's reads (those `include` picks), each explained under the transaction-local settings the
 * app had made before it in the same transaction (e.g. the catalogue search's pg_trgm threshold).
 */
export async function plansOf(
  app: FastifyInstance,
  statements: Captured[],
  include: (statement: Captured) => boolean,
): Promise<{ statement: Captured; plan: PlanNode[]; settings: Captured[] }[]> {
  const plans: { statement: Captured; plan: PlanNode[]; settings: Captured[] }[] = [];
  let settings: Captured[] = [];
  for (const statement of statements) {
    if (/^\s*(commit|rollback|begin)\b/i.test(statement.text)) settings = [];
    else if (/^\s*select set_config\(/i.test(statement.text)) settings.push(statement);
    else if (isRead(statement) && include(statement))
      plans.push({ statement, plan: await planOf(app, statement, { settings }), settings: [...settings] });
  }
  return plans;
}

/** Whether a statement can be explained: a read (SELECT or WITH … SELECT), not a transaction command or a write. */
export const isRead = (statement: Captured) => /^\s*(select|with)\b/i.test(statement.text);
