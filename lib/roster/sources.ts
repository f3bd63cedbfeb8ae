import { and, eq, inArray, sql } from "drizzle-orm";
import { rosterSources, type TRosterKind } from "@/db/schema";
import { chunks, sourcesOf, type TImportContext } from "./context";

// Writes of roster_sources: one row per district, kind and sourcedId, upserted in slices.

export type TSourceWrite = { sourcedId: string; localId: number | null; otherId: number | null; ncessch: string | null; hash: string };

export async function upsertSources(ctx: TImportContext, kind: TRosterKind, rows: readonly TSourceWrite[]): Promise<void> {
  for (const part of chunks(rows)) {
    await ctx.tx
      .insert(rosterSources)
      .values(part.map((r) => ({ leaid: ctx.leaid, kind, sourcedId: r.sourcedId, localId: r.localId, otherId: r.otherId, ncessch: r.ncessch, hash: r.hash, deletedAt: null, updatedAt: ctx.now })))
      .onConflictDoUpdate({
        target: [rosterSources.leaid, rosterSources.kind, rosterSources.sourcedId],
        set: { localId: sql`excluded.local_id`, otherId: sql`excluded.other_id`, ncessch: sql`excluded.ncessch`, hash: sql`excluded.hash`, deletedAt: null, updatedAt: ctx.now },
      });
  }
  const mine = sourcesOf(ctx, kind);
  for (const r of rows) mine.set(r.sourcedId, { id: 0, kind, ...r, deletedAt: null });
}

/** Marks rows removed (the mapping is kept, so a row that comes back finds its record again). */
export async function markDeleted(ctx: TImportContext, kind: TRosterKind, sourcedIds: readonly string[]): Promise<void> {
  for (const part of chunks(sourcedIds)) {
    await ctx.tx
      .update(rosterSources)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(rosterSources.leaid, ctx.leaid), eq(rosterSources.kind, kind), inArray(rosterSources.sourcedId, part)));
  }
  const mine = sourcesOf(ctx, kind);
  for (const id of sourcedIds) {
    const row = mine.get(id);
    if (row) row.deletedAt = ctx.now;
  }
}

/**
 * The sourcedIds a file removes: its rows marked tobedeleted, and, for a bulk file (the whole set),
 * every live row on file that the file no longer lists.
 */
export function removedIds(ctx: TImportContext, kind: TRosterKind, mode: "bulk" | "delta" | "absent", rows: readonly { sourcedId: string; status: string }[]): string[] {
  const live = [...sourcesOf(ctx, kind).values()].filter((s) => s.deletedAt === null);
  const marked = rows.filter((r) => r.status === "tobedeleted").map((r) => r.sourcedId);
  const liveIds = new Set(live.map((s) => s.sourcedId));
  const out = new Set(marked.filter((id) => liveIds.has(id)));
  if (mode === "bulk") {
    const listed = new Set(rows.filter((r) => r.status !== "tobedeleted").map((r) => r.sourcedId));
    for (const s of live) if (!listed.has(s.sourcedId)) out.add(s.sourcedId);
  }
  return [...out];
}
