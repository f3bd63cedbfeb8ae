import { sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";

// pg-boss talks to the database through `executeSql(text, values)` (its `db` option), so it runs on
// the app's own drivers: postgres.js on PostgreSQL and the embedded PGlite in the one process,
// without a node-postgres pool of its own.

export type TSqlAdapter = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** A parameter as node-postgres would send it: objects as JSON text, the rest as they are. */
function param(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || value instanceof Date || Array.isArray(value) || typeof value !== "object") return value;
  return JSON.stringify(value);
}

type TPostgresJs = {
  unsafe: (text: string, values?: unknown[]) => Promise<unknown>;
  reserve: () => Promise<{ unsafe: (text: string) => Promise<unknown>; release: () => void }>;
};
type TPglite = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>; exec: (text: string) => Promise<{ rows: unknown[] }[]> };

/**
 * The adapter over a connection's own client (drizzle's `$client`). pg-boss sends its schema
 * changes and maintenance as several statements without parameters: those go through the simple
 * query protocol (postgres.js without parameters, PGlite's `exec`); the result is the last statement's.
 */
export function clientAdapter(db: TDbOrTx, driver: "postgres" | "pglite"): TSqlAdapter {
  const client = (db as unknown as { $client: unknown }).$client;
  if (driver === "pglite") {
    const pglite = client as TPglite;
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await pglite.query(text, values.map(param))).rows };
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  const pg = client as TPostgresJs;
  return {
    executeSql: async (text, values) => {
      let result: unknown[];
      if (values && values.length > 0) result = (await pg.unsafe(text, values.map(param) as never[])) as unknown[];
      else {
        // Its own transactions (BEGIN … COMMIT) hold one connection of the pool from start to end.
        const reserved = await pg.reserve();
        try {
          result = (await reserved.unsafe(text)) as unknown[];
        } finally {
          reserved.release();
        }
      }
      // Several statements answer one result per statement.
      const last = Array.isArray(result) && result.length > 0 && Array.isArray(result[0]) ? (result.at(-1) as unknown[]) : result;
      return { rows: [...last] };
    },
  };
}

/** `$1`-style text with its values as a drizzle query: run on a handle or an open transaction. */
export function toSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) chunks.push(sql.raw(parts[i]));
    else chunks.push(sql`${param(values[Number(parts[i]) - 1])}`);
  }
  return sql.join(chunks, sql.raw(""));
}

/**
 * The adapter over a drizzle handle or transaction: a job sent with it is written in that
 * transaction, so it exists exactly when the transaction's other rows do (one statement per call).
 */
export function txAdapter(db: TDbOrTx): TSqlAdapter {
  return {
    executeSql: async (text, values) => {
      const result = (await db.execute(toSql(text, values ?? []))) as unknown as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? [...result] : (result.rows ?? []) };
    },
  };
}
