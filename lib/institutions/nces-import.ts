import "server-only";
import { sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { schoolDistricts, schools } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { AppError } from "@/lib/http/errors";
import { assertMayEditInstitutions } from "./access";
import { checkNcesFile, NcesFileError, type TNcesCheck, type TNcesDistrictRow, type TNcesRejection, type TNcesSchoolRow } from "./nces-rules";
import { zoneOfState } from "./state-zones";

// The NCES Common Core of Data importer: school directory rows upserted by NCESSCH, district
// directory rows by LEAID, in batches (each its own transaction), with a report of rejected rows.
// A school's county (CNTY / CONUM) is taken when the file has it, and kept when it does not.

export const NCES_BATCH = 1000;
/** The report shows at most this many rejected rows (the count is always whole). */
export const REJECTED_SHOWN = 500;

export type TNcesPreview = { kind: TNcesCheck["kind"]; total: number; accepted: number; rejectedCount: number; rejected: TNcesRejection[] };
export type TNcesResult = TNcesPreview & { inserted: number; updated: number };

/** Reads and checks a file; a file that is not an NCES directory is a 422 for the admin. */
export function checkFile(text: string): TNcesCheck {
  try {
    return checkNcesFile(text);
  } catch (error) {
    if (error instanceof NcesFileError) throw new AppError(error.code, error.message, 422, "file");
    throw error;
  }
}

export function previewOf(check: TNcesCheck): TNcesPreview {
  return { kind: check.kind, total: check.total, accepted: check.rows.length, rejectedCount: check.rejected.length, rejected: check.rejected.slice(0, REJECTED_SHOWN) };
}

async function upsertDistricts(tx: TDbOrTx, rows: TNcesDistrictRow[]) {
  if (!rows.length) return { inserted: 0, updated: 0 };
  const out = await tx
    .insert(schoolDistricts)
    .values(rows)
    .onConflictDoUpdate({
      target: schoolDistricts.leaid,
      set: { name: sql`excluded.name`, state: sql`excluded.state`, city: sql`excluded.city`, zip: sql`coalesce(excluded.zip, ${schoolDistricts.zip})` },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = out.filter((r) => r.inserted).length;
  return { inserted, updated: out.length - inserted };
}

async function upsertSchools(tx: TDbOrTx, rows: TNcesSchoolRow[]) {
  if (!rows.length) return { inserted: 0, updated: 0 };
  // A school's district must exist: one the database lacks is created from the school row's LEA_NAME.
  const districts = new Map<string, { leaid: string; name: string; state: string }>();
  for (const r of rows) if (!districts.has(r.leaid)) districts.set(r.leaid, { leaid: r.leaid, name: r.leaName || r.leaid, state: r.state });
  await tx
    .insert(schoolDistricts)
    .values([...districts.values()])
    .onConflictDoNothing();
  const out = await tx
    .insert(schools)
    .values(rows.map(({ leaName: _n, ...r }) => ({ ...r, timezone: zoneOfState(r.state) })))
    .onConflictDoUpdate({
      target: schools.ncessch,
      set: {
        schnam: sql`excluded.schnam`,
        leaid: sql`excluded.leaid`,
        city: sql`excluded.city`,
        zip: sql`excluded.zip`,
        state: sql`excluded.state`,
        level: sql`excluded.level`,
        countyFips: sql`coalesce(excluded.county_fips, ${schools.countyFips})`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = out.filter((r) => r.inserted).length;
  return { inserted, updated: out.length - inserted };
}

/** Upserts the accepted rows [from, to) of a checked file in batches; `onProgress` after each batch. */
export async function upsertNcesRows(db: TDb, check: TNcesCheck, opts: { from?: number; to?: number; onProgress?: (done: number, total: number) => void } = {}) {
  const from = opts.from ?? 0;
  const to = Math.min(opts.to ?? check.rows.length, check.rows.length);
  let inserted = 0;
  let updated = 0;
  for (let start = from; start < to; start += NCES_BATCH) {
    const end = Math.min(start + NCES_BATCH, to);
    const counts = await db.transaction(async (tx) => (check.kind === "schools" ? upsertSchools(tx, check.rows.slice(start, end)) : upsertDistricts(tx, check.rows.slice(start, end))));
    inserted += counts.inserted;
    updated += counts.updated;
    opts.onProgress?.(end, check.rows.length);
  }
  return { inserted, updated };
}

/** Records the import in the audit log (counts only: the file itself is public data). */
export async function auditImport(db: TDb, actor: TActor, result: TNcesResult, now: Date) {
  await recordAudit(db, {
    actorId: actor.user.id,
    action: "import",
    entity: result.kind === "schools" ? "school" : "school_district",
    entityId: null,
    after: { source: "nces", total: result.total, accepted: result.accepted, rejected: result.rejectedCount, inserted: result.inserted, updated: result.updated },
    now,
  });
}

/** Checks a file and upserts every accepted row in batches (the command line's import: the operator is not an app user). */
export async function runNcesImport(db: TDb, text: string, onProgress?: (done: number, total: number) => void): Promise<TNcesResult> {
  const check = checkFile(text);
  const counts = await upsertNcesRows(db, check, { onProgress });
  return { ...previewOf(check), ...counts };
}

/** The whole import of one file by an admin: check, upsert every accepted row in batches, audit. */
export async function importNcesFile(db: TDb, actor: TActor, text: string, now: Date, onProgress?: (done: number, total: number) => void): Promise<TNcesResult> {
  assertMayEditInstitutions(actor.user);
  const result = await runNcesImport(db, text, onProgress);
  await auditImport(db, actor, result, now);
  return result;
}
