import "server-only";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDbOrTx } from "@/db/client";
import { rosterImports, rosterPickups, schoolDistricts, users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { activeDistricts, activeState } from "@/lib/memberships/queries";

export type TRosterImportRow = {
  id: number;
  createdAt: Date;
  source: string;
  rows: number;
  created: number;
  updated: number;
  errors: number;
  committed: boolean;
  owner: string;
  actor: string | null;
  district: string | null;
};

/**
 * Who sees which imports: the administrator all of them; a state manager those of the districts of
 * their active state; a manager or director those of their active districts (lib/memberships, never
 * the profile's district). null: nothing to show (no active membership).
 */
async function scopeOf(db: TDbOrTx, user: { id: number; roleId: number }): Promise<SQL | undefined | null> {
  if (user.roleId === ROLE.admin) return undefined;
  if (user.roleId === ROLE.stateManager) {
    const state = await activeState(db, user.id);
    if (!state) return null;
    const inState = db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).where(eq(schoolDistricts.state, state));
    return inArray(rosterImports.leaid, inState);
  }
  const districts = await activeDistricts(db, user.id);
  return districts.length ? inArray(rosterImports.leaid, districts) : null;
}

/** The latest roster imports the user may see (newest first, at most `limit`). */
export async function listRosterImports(db: TDbOrTx, user: { id: number; roleId: number }, limit = 50): Promise<TRosterImportRow[] | null> {
  const scope = await scopeOf(db, user);
  if (scope === null) return null;
  const owner = alias(users, "owner");
  const actor = alias(users, "actor");
  const rows = await db
    .select({
      id: rosterImports.id,
      createdAt: rosterImports.createdAt,
      source: rosterImports.source,
      rows: rosterImports.rows,
      created: rosterImports.created,
      updated: rosterImports.updated,
      errors: rosterImports.errors,
      committed: rosterImports.committed,
      ownerFirst: owner.firstName,
      ownerLast: owner.lastName,
      ownerUsername: owner.username,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
      actorId: rosterImports.actorId,
      userId: rosterImports.userId,
      district: schoolDistricts.name,
    })
    .from(rosterImports)
    .innerJoin(owner, eq(owner.id, rosterImports.userId))
    .leftJoin(actor, eq(actor.id, rosterImports.actorId))
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, rosterImports.leaid))
    .where(and(scope))
    .orderBy(desc(rosterImports.createdAt), desc(rosterImports.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    source: r.source,
    rows: r.rows,
    created: r.created,
    updated: r.updated,
    errors: r.errors,
    committed: r.committed,
    owner: `${r.ownerFirst} ${r.ownerLast}`.trim() || r.ownerUsername,
    actor: r.actorId === null ? null : r.actorId === r.userId ? null : `${r.actorFirst ?? ""} ${r.actorLast ?? ""}`.trim(),
    district: r.district,
  }));
}

export type TPickupRow = { id: number; createdAt: Date; leaid: string; district: string | null; file: string; result: string; counts: Record<string, number>; errors: number };

/** The latest nightly pickups the user may see (the same districts as the imports above), newest first. */
export async function listRosterPickups(db: TDbOrTx, user: { id: number; roleId: number }, limit = 50): Promise<TPickupRow[] | null> {
  let scope: SQL | undefined;
  if (user.roleId === ROLE.admin) scope = undefined;
  else if (user.roleId === ROLE.stateManager) {
    const state = await activeState(db, user.id);
    if (!state) return null;
    scope = inArray(rosterPickups.leaid, db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).where(eq(schoolDistricts.state, state)));
  } else {
    const districts = await activeDistricts(db, user.id);
    if (!districts.length) return null;
    scope = inArray(rosterPickups.leaid, districts);
  }
  const rows = await db
    .select({
      id: rosterPickups.id,
      createdAt: rosterPickups.createdAt,
      leaid: rosterPickups.leaid,
      district: schoolDistricts.name,
      file: rosterPickups.file,
      result: rosterPickups.result,
      counts: rosterPickups.counts,
      errors: rosterPickups.errors,
    })
    .from(rosterPickups)
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, rosterPickups.leaid))
    .where(and(scope))
    .orderBy(desc(rosterPickups.createdAt), desc(rosterPickups.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, errors: r.errors.length }));
}
