import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { caseloadRules, memberships, rosterSources, schoolDistricts } from "@/db/schema";
import type { TRosterKind } from "@/db/schema/roster";
import { ROLE } from "@/lib/auth/roles";
import { AppError, forbidden } from "@/lib/http/errors";
import { applyClasses, applyEnrollments, settleGroups } from "./apply-classes";
import { applyOrgsAndSessions, applyStaff, checkOrgs } from "./apply-staff";
import { applyStudents, classCounselors } from "./apply-students";
import { emptyCounts, type TImportContext, type TRosterCounts, type TSourceRow } from "./context";
import { parseRoster, unzipRoster, type TRosterError } from "./parse";

// A OneRoster zip imported for one district in ONE transaction: a bad file or row writes nothing, and a
// preview (dryRun) runs the very same import and rolls it back, so its counts are the import's counts.

export type TRosterResult = { committed: boolean; dryRun: boolean; mode: "bulk" | "delta"; counts: TRosterCounts; errors: TRosterError[] };
export type TProgress = (done: number, total: number, step: string) => void;
type TActorLike = { id: number; roleId: number };

/** The districts an actor may import for: a manager's or director's active district memberships; the administrator any. */
export async function importableDistricts(db: TDb, actor: TActorLike): Promise<string[] | "all"> {
  if (actor.roleId === ROLE.admin) return "all";
  if (actor.roleId !== ROLE.manager && actor.roleId !== ROLE.director) return [];
  const rows = await db
    .selectDistinct({ leaid: memberships.leaid })
    .from(memberships)
    .where(and(eq(memberships.userId, actor.id), eq(memberships.status, "active"), isNull(memberships.ncessch)));
  return rows.map((r) => r.leaid).filter((l): l is string => !!l);
}

/** The district of an import: the one asked for when the actor may import for it, or the actor's only district. */
export async function resolveImportDistrict(db: TDb, actor: TActorLike, leaid: string | null | undefined): Promise<string> {
  const may = await importableDistricts(db, actor);
  if (leaid) {
    if (may !== "all" && !may.includes(leaid)) throw forbidden("You may import rosters only for a district you are an active manager or director of.");
    const [d] = await db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).where(eq(schoolDistricts.leaid, leaid)).limit(1);
    if (!d) throw new AppError("unknown_district", "No district has this NCES id (LEAID).", 422, "district");
    return leaid;
  }
  if (may === "all") throw new AppError("district_required", "Choose the district this roster is for.", 422, "district");
  if (may.length === 0) throw forbidden("You may import rosters only for a district you are an active manager or director of.");
  if (may.length > 1) throw new AppError("district_required", "Choose the district this roster is for.", 422, "district");
  return may[0];
}

class Rollback extends Error {
  constructor(readonly result: TRosterResult) {
    super("rollback");
  }
}

const STEPS = 7;

/** Imports (or previews) a OneRoster zip for a district the caller has already been allowed to import for. */
export async function runOneRosterImport(
  db: TDb,
  actorId: number,
  input: { leaid: string; bytes: Uint8Array; dryRun: boolean; now: Date; origin: string | null; onProgress?: TProgress },
): Promise<TRosterResult> {
  const progress = input.onProgress ?? (() => {});
  const counts = emptyCounts();
  const unzipped = unzipRoster(input.bytes);
  if (!unzipped.ok) return { committed: false, dryRun: input.dryRun, mode: "bulk", counts, errors: unzipped.errors };
  const parsed = parseRoster(unzipped.files);
  if (!parsed.ok) return { committed: false, dryRun: input.dryRun, mode: "bulk", counts, errors: parsed.errors };
  const pkg = parsed.pkg;
  const mode = Object.values(pkg.modes).includes("delta") ? "delta" : "bulk";
  progress(1, STEPS, "read");
  try {
    return await db.transaction(async (tx) => {
      // One import per district at a time: the district's row is locked until this one commits.
      await tx.execute(sql`select leaid from school_districts where leaid = ${input.leaid} for update`);
      const all = await tx.select().from(rosterSources).where(eq(rosterSources.leaid, input.leaid));
      const sources = new Map<TRosterKind, Map<string, TSourceRow>>();
      for (const s of all) {
        const m = sources.get(s.kind) ?? new Map<string, TSourceRow>();
        m.set(s.sourcedId, s);
        sources.set(s.kind, m);
      }
      const rules = await tx.select().from(caseloadRules).where(eq(caseloadRules.leaid, input.leaid));
      const ctx: TImportContext = {
        tx,
        leaid: input.leaid,
        actorId,
        now: input.now,
        origin: input.origin,
        dryRun: input.dryRun,
        pkg,
        sources,
        rules,
        counts,
        errors: [],
        orgSchool: new Map(),
        staffAccount: new Map(),
        counselorAccount: new Map(),
        studentClient: new Map(),
        classGroup: new Map(),
        touchedGroups: new Set(),
      };
      await checkOrgs(ctx);
      if (ctx.errors.length) throw new Rollback({ committed: false, dryRun: input.dryRun, mode, counts, errors: ctx.errors.slice(0, 100) });
      await applyOrgsAndSessions(ctx);
      progress(2, STEPS, "schools");
      await applyStaff(ctx);
      progress(3, STEPS, "staff");
      const byClass = classCounselors(ctx);
      await applyStudents(ctx, byClass);
      progress(4, STEPS, "students");
      await applyClasses(ctx, byClass);
      progress(5, STEPS, "groups");
      await applyEnrollments(ctx);
      progress(6, STEPS, "members");
      await settleGroups(ctx);
      const result: TRosterResult = { committed: !input.dryRun, dryRun: input.dryRun, mode, counts, errors: [] };
      if (input.dryRun) throw new Rollback(result);
      progress(7, STEPS, "done");
      return result;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.result;
    throw e;
  }
}
