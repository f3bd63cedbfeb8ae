import { mkdir, readdir, readFile, rename, stat } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { memberships, rosterPickups, schoolDistricts, users } from "@/db/schema";
import { linkBaseOrNull } from "@/lib/admin-users/link-base";
import { can } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { importRoster } from "@/lib/clients/import-roster";
import { MAX_ROSTER_BYTES, ZRosterInput } from "@/lib/clients/schemas";
import { env } from "@/lib/env";
import { logError } from "@/lib/http/log";
import type { TRosterCounts } from "./context";
import { MAX_ZIP_BYTES } from "./files";
import { runOneRosterImport } from "./import-oneroster";

// The nightly pickup: each district's folder ROSTER_DROP_DIR/<LEAID>/ is read for its newest OneRoster
// zip, which is imported as an upload would be, and for the counselors' own student CSVs (the format of
// the students page's CSV import), one per counselor named <username>.csv, each imported into that
// counselor's students as their own upload would be. Every file read is moved aside (processed/ or
// refused/, prefixed with the pickup time) so it is read once, and each pickup is recorded for /app/sftp.

export type TPickup = { leaid: string; file: string; result: "imported" | "refused" | "failed"; counts: Record<string, number>; errors: number };

/** The counts kept with a pickup: one number per kind and change (students.created, …). */
export function flatCounts(c: TRosterCounts): Record<string, number> {
  const out: Record<string, number> = { invited: c.invited, unassigned: c.unassigned, skipped: c.skipped };
  for (const k of ["schools", "sessions", "staff", "students", "groups", "members"] as const) for (const [f, n] of Object.entries(c[k])) out[`${k}.${f}`] = n;
  return out;
}

async function listFiles(dir: string, ext: ".zip" | ".csv"): Promise<{ name: string; mtime: number; size: number }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out = [];
  for (const name of names) {
    if (!name.toLowerCase().endsWith(ext) || name.startsWith(".")) continue;
    const s = await stat(path.join(dir, name)).catch(() => null);
    if (s?.isFile()) out.push({ name, mtime: s.mtimeMs, size: s.size });
  }
  return out.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
}

async function moveAside(dir: string, name: string, to: "processed" | "refused", now: Date): Promise<void> {
  await mkdir(path.join(dir, to), { recursive: true });
  await rename(path.join(dir, name), path.join(dir, to, `${now.toISOString().replace(/[:.]/g, "-")}-${name}`));
}

/**
 * Reads every district folder of the drop directory (`dir`, else ROSTER_DROP_DIR) once. The import acts as
 * the first active administrator (the audit trail names them); a folder that is not a known LEAID is left alone.
 */
export async function pickUpRosterDrops(db: TDb, opts: { dir?: string; now?: Date } = {}): Promise<TPickup[]> {
  const root = opts.dir ?? env().ROSTER_DROP_DIR;
  if (!root) return [];
  const now = opts.now ?? new Date();
  const folders = (await readdir(root, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory() && /^\d{7}$/.test(d.name)).map((d) => d.name);
  if (folders.length === 0) return [];
  const known = new Set((await db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).where(inArray(schoolDistricts.leaid, folders))).map((r) => r.leaid));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  const out: TPickup[] = [];
  for (const leaid of folders.filter((f) => known.has(f)).sort()) {
    const dir = path.join(root, leaid);
    // The counselors' CSVs first, then the district's zip (which may place the same students anew).
    for (const csv of await listFiles(dir, ".csv")) out.push(await pickUpStudentCsv(db, { leaid, dir, file: csv, now }));
    const zips = await listFiles(dir, ".zip");
    if (zips.length === 0) continue;
    const [newest, ...older] = zips;
    let pickup: TPickup;
    let errors: { file: string; row: number; column: string; reason: string }[] = [];
    if (!admin) {
      errors = [{ file: newest.name, row: 0, column: "", reason: "No active administrator account to import as." }];
      pickup = { leaid, file: newest.name, result: "failed", counts: {}, errors: 1 };
    } else if (newest.size > MAX_ZIP_BYTES) {
      errors = [{ file: newest.name, row: 0, column: "", reason: `The zip is larger than ${MAX_ZIP_BYTES / 1024 / 1024} MB.` }];
      pickup = { leaid, file: newest.name, result: "refused", counts: {}, errors: 1 };
    } else {
      try {
        const bytes = new Uint8Array(await readFile(path.join(dir, newest.name)));
        const r = await runOneRosterImport(db, admin.id, { leaid, bytes, dryRun: false, now, origin: linkBaseOrNull(null) });
        errors = r.errors;
        pickup = { leaid, file: newest.name, result: r.committed ? "imported" : "refused", counts: flatCounts(r.counts), errors: r.errors.length };
      } catch (error) {
        logError("roster-pickup", error);
        errors = [{ file: newest.name, row: 0, column: "", reason: "The import failed; the file is kept to be read again." }];
        pickup = { leaid, file: newest.name, result: "failed", counts: {}, errors: 1 };
      }
    }
    await db.insert(rosterPickups).values({ leaid, file: newest.name.slice(0, 255), result: pickup.result, counts: pickup.counts, errors: errors.slice(0, 100), createdAt: now });
    // A failed run (the database, not the file) leaves the file to be read again next night.
    if (pickup.result !== "failed") await moveAside(dir, newest.name, pickup.result === "imported" ? "processed" : "refused", now);
    // Older zips are superseded by the newest one: read never, kept aside.
    for (const z of older) await moveAside(dir, z.name, "processed", now);
    out.push(pickup);
  }
  return out;
}

type TPickupError = { file: string; row: number; column: string; reason: string };

/** The counselor a CSV is for: its name without .csv is their username (any case). */
export function csvUsername(file: string): string {
  return file.replace(/\.csv$/i, "").toLowerCase();
}

/**
 * Imports one counselor's student CSV as their own upload on the students page does (the same checks,
 * one transaction, a file with any error imports nothing), for the active account of that username
 * that belongs to the district (its district or an active district membership) and may write students.
 */
async function pickUpStudentCsv(db: TDb, opts: { leaid: string; dir: string; file: { name: string; size: number }; now: Date }): Promise<TPickup> {
  const { leaid, dir, file, now } = opts;
  let pickup: TPickup | undefined;
  let errors: TPickupError[] = [];
  const refuse = (reason: string) => {
    errors = [{ file: file.name, row: 0, column: "", reason }];
    pickup = { leaid, file: file.name, result: "refused", counts: {}, errors: 1 };
  };
  try {
    const username = csvUsername(file.name);
    const [counselor] = await db
      .select()
      .from(users)
      .where(
        and(
          sql`lower(${users.username}) = ${username}`,
          eq(users.active, true),
          or(
            eq(users.leaid, leaid),
            inArray(
              users.id,
              db
                .select({ id: memberships.userId })
                .from(memberships)
                .where(and(eq(memberships.leaid, leaid), eq(memberships.status, "active"))),
            ),
          ),
        ),
      )
      .limit(1);
    if (!counselor) refuse("No active account of this district has this file's name (username.csv) as its username.");
    else if (!can(counselor, "student.write")) refuse("The account named by this file does not keep students.");
    else if (file.size > MAX_ROSTER_BYTES) refuse(`The file is larger than ${MAX_ROSTER_BYTES / 1_000_000} MB.`);
    else {
      const parsed = ZRosterInput.safeParse({ csv: await readFile(path.join(dir, file.name), "utf8") });
      if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? "The file is not a student CSV.");
      else {
        const r = await importRoster(db, { user: counselor, sessionId: "roster-pickup", via: "bearer" }, parsed.data.csv, now, { source: "sftp" });
        errors = r.errors.map((e) => ({ file: file.name, row: e.line, column: e.field, reason: e.message }));
        const counts: Record<string, number> = r.committed ? { rows: r.rows.length, "students.created": r.created, "students.updated": r.updated } : { rows: r.rows.length };
        pickup = { leaid, file: file.name, result: r.committed ? "imported" : "refused", counts, errors: r.errors.length };
        // A file with no rows imports nothing and names no row: the pickup says why.
        if (!r.committed && errors.length === 0) refuse("The file holds no student rows.");
      }
    }
  } catch (error) {
    logError("roster-pickup", error);
    errors = [{ file: file.name, row: 0, column: "", reason: "The import failed; the file is kept to be read again." }];
    pickup = { leaid, file: file.name, result: "failed", counts: {}, errors: 1 };
  }
  const done = pickup!;
  await db.insert(rosterPickups).values({ leaid, file: file.name.slice(0, 255), result: done.result, counts: done.counts, errors: errors.slice(0, 100), createdAt: now });
  if (done.result !== "failed") await moveAside(dir, file.name, done.result === "imported" ? "processed" : "refused", now);
  return done;
}
