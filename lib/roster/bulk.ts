import { sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import type { TRosterKind } from "@/db/schema/roster";
import { sourcesOf, type TImportContext } from "./context";
import type { TSourceWrite } from "./sources";

// Set-based writes of the roster import: a slice of rows travels as ONE JSON parameter that the
// statement reads back with jsonb_to_recordset, so a statement carries a handful of parameters
// whatever its row count (PostgreSQL takes at most 65,535), and the import needs a few statements
// per kind instead of one per row or per few hundred rows. Both drivers (PostgreSQL, PGlite) read it alike.

/** Rows per statement: a slice's JSON stays a few megabytes. */
export const BULK_ROWS = 10_000;

/** Rows in slices of BULK_ROWS. */
export function slices<T>(rows: readonly T[], size = BULK_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * `jsonb_to_recordset(<rows>) as v(<columns>)`: the rows as a table named v. `columns` names each JSON
 * key with its SQL type ("id int, name text"); keys and types are the caller's constants, never input.
 */
export function recordset(rows: readonly object[], columns: string): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(columns)})`;
}

/** The rows a raw statement returned, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/**
 * `n` new ids of a table's identity column, in ascending order, taken from its sequence as an insert
 * would take them: rows inserted with these ids are known by position without reading them back.
 */
export async function nextIds(tx: TDbOrTx, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const res = await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n}::int) order by 1`);
  return rowsOf<{ id: number }>(res).map((r) => Number(r.id));
}

/** Upserts roster_sources rows of one kind by (district, kind, sourcedId) and keeps ctx.sources in step. */
export async function upsertSourcesBulk(ctx: TImportContext, kind: TRosterKind, rows: readonly TSourceWrite[]): Promise<void> {
  const now = ctx.now.toISOString();
  for (const part of slices(rows)) {
    await ctx.tx.execute(sql`insert into roster_sources (leaid, kind, sourced_id, local_id, other_id, ncessch, hash, deleted_at, updated_at)
      select ${ctx.leaid}, ${kind}, v.sourced_id, v.local_id, v.other_id, v.ncessch, v.hash, null, ${now}::timestamptz
      from ${recordset(
        part.map((r) => ({ sourced_id: r.sourcedId, local_id: r.localId, other_id: r.otherId, ncessch: r.ncessch, hash: r.hash })),
        "sourced_id text, local_id int, other_id int, ncessch text, hash text",
      )}
      on conflict (leaid, kind, sourced_id) do update set local_id = excluded.local_id, other_id = excluded.other_id, ncessch = excluded.ncessch,
        hash = excluded.hash, deleted_at = null, updated_at = excluded.updated_at`);
  }
  const mine = sourcesOf(ctx, kind);
  for (const r of rows) mine.set(r.sourcedId, { id: 0, kind, ...r, deletedAt: null });
}

/** Marks rows removed (the mapping is kept, so a row that comes back finds its record again). */
export async function markDeletedBulk(ctx: TImportContext, kind: TRosterKind, sourcedIds: readonly string[]): Promise<void> {
  const now = ctx.now.toISOString();
  for (const part of slices(sourcedIds)) {
    await ctx.tx.execute(sql`update roster_sources set deleted_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
      where leaid = ${ctx.leaid} and kind = ${kind} and sourced_id in (select jsonb_array_elements_text(${JSON.stringify(part)}::jsonb))`);
  }
  const mine = sourcesOf(ctx, kind);
  for (const id of sourcedIds) {
    const row = mine.get(id);
    if (row) row.deletedAt = ctx.now;
  }
}

/** Integer ids as one JSON parameter: `col in (select … from <ids>)`. */
export function idList(ids: readonly number[]): SQL {
  return sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;
}
