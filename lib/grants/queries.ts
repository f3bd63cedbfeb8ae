import "server-only";
import { and, asc, eq, gte, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { grants } from "@/db/schema";
import type { TGrantFilter } from "./schemas";

export type TGrantRow = typeof grants.$inferSelect;

/**
 * The grants a reader looks for: open ones (deadline today or later, or rolling) unless `past`,
 * national ones and those of the state, matching the words in name or funder; soonest deadline first, rolling last.
 */
export async function listGrants(db: TDbOrTx, filter: TGrantFilter, today: string): Promise<TGrantRow[]> {
  const where: SQL[] = [];
  if (!filter.past) where.push(or(isNull(grants.deadline), gte(grants.deadline, today))!);
  if (filter.state) where.push(or(sql`cardinality(${grants.states}) = 0`, sql`${filter.state} = ANY(${grants.states})`)!);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(grants.name, like), ilike(grants.funder, like))!);
  }
  return db
    .select()
    .from(grants)
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`${grants.deadline} ASC NULLS LAST`, asc(grants.name))
    .limit(500);
}

export async function getGrant(db: TDbOrTx, id: number): Promise<TGrantRow | null> {
  const [row] = await db.select().from(grants).where(eq(grants.id, id)).limit(1);
  return row ?? null;
}
