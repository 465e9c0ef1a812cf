/**
 * The app's tables seen through plain SQL, the same on PGlite and PostgreSQL: their names in foreign-key order,
 * their row counts, and a copy of every row from one database to another (the move to PostgreSQL, and restoring an
 * embedded backup into PostgreSQL). Rows travel as PostgreSQL's own JSON text (`to_json(row)`) and are read back with
 * `json_populate_recordset`, so no value passes through a JavaScript type on the way: timestamps keep their
 * microseconds, numerics their digits.
 */

/** What both a PGlite client and a node-postgres client offer. */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The schema the migrations create every table in (their bookkeeping lives in `drizzle`, which they fill). */
export const APP_SCHEMA = 'public';
export const COPY_BATCH_ROWS = 1000;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) => `${quoteIdent(APP_SCHEMA)}.${quoteIdent(table)}`;

/** Every table of the app, each after the tables its foreign keys point to (so rows can be inserted in this order). */
export async function appTables(client: SqlClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = $1 order by tablename`,
      [APP_SCHEMA],
    )
  ).rows.map((r) => r.name);
  const links = (
    await client.query<{ child: string; parent: string }>(
      `select child.relname as child, parent.relname as parent
         from pg_constraint c
         join pg_class child on child.oid = c.conrelid
         join pg_class parent on parent.oid = c.confrelid
         join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = $1 and c.conrelid <> c.confrelid`,
      [APP_SCHEMA],
    )
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((t) =>
      links.every((l) => l.child !== t || placed.has(l.parent) || !tables.includes(l.parent)),
    );
    if (ready.length === 0) throw new Error(`foreign keys form a cycle between ${remaining.join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
    remaining = remaining.filter((t) => !placed.has(t));
  }
  return ordered;
}

/** Rows per table, every table of the app, by name. */
export async function rowCounts(client: SqlClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of (await appTables(client)).sort()) {
    const [row] = (await client.query<{ n: string | number }>(`select count(*) as n from ${qualified(table)}`)).rows;
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** The tables that hold rows (empty list: an empty database, or one with only the app's empty tables). */
export async function tablesWithRows(client: SqlClient): Promise<string[]> {
  const counts = await rowCounts(client);
  return Object.keys(counts).filter((t) => counts[t]! > 0);
}

/**
 * Copies every row of every app table from `source` to `target`, in foreign-key order, COPY_BATCH_ROWS at a time
 * (a cursor on the source, one INSERT per batch on the target), then moves each sequence past its column's largest
 * value. Both must have the same schema (the same migrations) and the target's tables must be empty but for the rows
 * its migrations wrote, which the source's replace. Runs in one transaction on the target: a failure leaves it as
 * empty as it was. Answers the rows copied per table.
 */
export async function copyAllRows(
  source: SqlClient,
  target: SqlClient,
  onTable: (table: string, rows: number) => void = () => undefined,
): Promise<Record<string, number>> {
  const tables = await appTables(source);
  const copied: Record<string, number> = {};
  await target.query('begin');
  try {
    for (const table of tables) {
      // Generated columns are computed again by the target; the others are written as they are.
      const columns = (
        await target.query<{ name: string }>(
          `select a.attname as name
             from pg_attribute a
             join pg_class c on c.oid = a.attrelid
             join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum`,
          [APP_SCHEMA, table],
        )
      ).rows.map((r) => quoteIdent(r.name));
      if (columns.length === 0) throw new Error(`the target database has no table ${table}: run its migrations first`);
      const list = columns.join(', ');
      const insert = `insert into ${qualified(table)} (${list}) overriding system value
                      select ${list} from json_populate_recordset(null::${qualified(table)}, $1::json)`;
      // A migration may have put rows there (the document counters start at 0): the source's take their place.
      await target.query(`delete from ${qualified(table)}`);
      let rows = 0;
      await source.query('begin');
      try {
        await source.query(
          `declare copy_rows no scroll cursor for select to_json(t)::text as row from ${qualified(table)} t`,
        );
        for (;;) {
          const batch = (await source.query<{ row: string }>(`fetch forward ${COPY_BATCH_ROWS} from copy_rows`)).rows;
          if (batch.length === 0) break;
          await target.query(insert, [`[${batch.map((b) => b.row).join(',')}]`]);
          rows += batch.length;
        }
      } finally {
        await source.query('rollback');
      }
      copied[table] = rows;
      onTable(table, rows);
    }
    await resetSequences(target);
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  }
  return copied;
}

/** Every sequence owned by a column of the app's tables continues after the largest value copied. */
export async function resetSequences(client: SqlClient): Promise<void> {
  const owned = (
    await client.query<{ seq: string; tbl: string; col: string }>(
      `select s.relname as seq, t.relname as tbl, a.attname as col
         from pg_class s
         join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid
         join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = s.relnamespace
        where s.relkind = 'S' and n.nspname = $1`,
      [APP_SCHEMA],
    )
  ).rows;
  for (const { seq, tbl, col } of owned) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quoteIdent(col)}) from ${qualified(tbl)}), 0) + 1, false)`,
      [`${quoteIdent(APP_SCHEMA)}.${quoteIdent(seq)}`],
    );
  }
}
