import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { clients } from "@/db/schema";
import { CLIENT_COUNT_FIELDS, type TClientCountField, type TClientCounts } from "@/db/schema/calendar";
import type { TActor } from "@/lib/auth/current-user";
import { resolveSubject } from "@/lib/calendar/scope";
import { groupsOfStudents, recomputeGroups } from "./members";
import { listGrades } from "./queries";
import { checkRoster, clientCount, normaliseCounts } from "./rules";
import { RACE_CODES, type TRosterPreview, type TRosterPreviewRow } from "./schemas";
import { logRosterImport } from "@/lib/sftp/log";

// The counts a roster row describes; the others (H, the support counts) of an existing student are kept.
const ROSTER_FIELDS: TClientCountField[] = ["male", "female", "esl", "frl", "iep", "ada", ...RACE_CODES.flatMap((r) => [`${r.toLowerCase()}m`, `${r.toLowerCase()}f`] as TClientCountField[])];

async function checkAgainst(tx: TDbOrTx, userId: number, csv: string): Promise<TRosterPreview & { existing: Map<number, TClientCounts> }> {
  const check = checkRoster(csv, await listGrades(tx));
  const numbers = [...new Set(check.rows.map((r) => r.student_number.toLowerCase()).filter(Boolean))];
  const found = numbers.length
    ? await tx
        .select({ id: clients.id, number: clients.studentNumber, counts: clients.counts })
        .from(clients)
        .where(and(eq(clients.userId, userId), eq(clients.type, "student"), inArray(sql`lower(${clients.studentNumber})`, numbers)))
    : [];
  const byNumber = new Map(found.map((f) => [f.number.toLowerCase(), f]));
  const rows: TRosterPreviewRow[] = check.rows.map((r) => {
    const hit = r.student_number ? byNumber.get(r.student_number.toLowerCase()) : undefined;
    return { ...r, action: hit ? "update" : "create", existing_id: hit?.id ?? null };
  });
  return {
    rows,
    errors: check.errors,
    ignored_columns: check.ignoredColumns,
    created: rows.filter((r) => r.action === "create").length,
    updated: rows.filter((r) => r.action === "update").length,
    existing: new Map(found.map((f) => [f.id, normaliseCounts(f.counts)])),
  };
}

/** Checks a roster CSV for the actor's own students without writing anything: rows, per-row errors, creates and updates. */
export async function previewRoster(db: TDb, actor: TActor, csv: string): Promise<TRosterPreview> {
  const subject = await resolveSubject(db, actor, null);
  const { existing: _existing, ...preview } = await checkAgainst(db, subject.userId, csv);
  return preview;
}

/**
 * Imports a roster in one transaction: a new student per row, or an update of the student with the same
 * student number. A file with any error imports nothing (committed: false, with the errors). `source` is
 * where the file came from for the import log: the students page's upload, or the drop folder ("sftp")
 * when the nightly pickup reads it.
 */
export async function importRoster(db: TDb, actor: TActor, csv: string, now: Date, opts: { source?: "upload" | "sftp" } = {}): Promise<TRosterPreview & { committed: boolean }> {
  const subject = await resolveSubject(db, actor, null);
  return db.transaction(async (tx) => {
    const { existing, ...preview } = await checkAgainst(tx, subject.userId, csv);
    const log = {
      userId: subject.userId,
      actorId: actor.user.id,
      source: opts.source ?? "upload",
      rows: preview.rows.length,
      created: preview.created,
      updated: preview.updated,
      errors: preview.errors.length,
      now,
    };
    if (preview.errors.length > 0 || preview.rows.length === 0) {
      // The log of /app/sftp: a refused file is recorded too, with its error count.
      await logRosterImport(tx, { ...log, committed: false });
      return { ...preview, committed: false };
    }
    const creates = preview.rows.filter((r) => r.action === "create");
    if (creates.length > 0) {
      await tx.insert(clients).values(
        creates.map((r) => ({
          userId: subject.userId,
          type: "student" as const,
          name: r.name,
          studentNumber: r.student_number,
          gradeId: r.grade_id,
          counts: r.counts,
          count: clientCount(r.counts),
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const updates = preview.rows.filter((r) => r.action === "update" && r.existing_id !== null);
    for (const r of updates) {
      const counts = { ...(existing.get(r.existing_id!) ?? r.counts) };
      for (const f of ROSTER_FIELDS) counts[f] = r.counts[f];
      for (const f of CLIENT_COUNT_FIELDS) counts[f] = counts[f] ?? 0;
      await tx
        .update(clients)
        // A roster family name stays only while the name it came with does (see saveClient).
        .set({ name: r.name, familyName: sql`case when ${clients.name} = ${r.name} then ${clients.familyName} end`, gradeId: r.grade_id, counts, count: clientCount(counts), updatedAt: now })
        .where(eq(clients.id, r.existing_id!));
    }
    await recomputeGroups(
      tx,
      await groupsOfStudents(
        tx,
        updates.map((r) => r.existing_id!),
      ),
      now,
    );
    await logRosterImport(tx, { ...log, committed: true });
    return { ...preview, committed: true };
  });
}
