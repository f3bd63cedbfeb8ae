import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { caseloads, clients } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { recordAudit } from "@/lib/audit/record";
import { AppError } from "@/lib/http/errors";
import { moveCaseloads } from "./caseload-apply";
import { ZCaseloadReassign, ZCaseloadStudentRef, type TCaseloadHistoryRow } from "./caseload-schemas";
import { caseloadHistory } from "./caseload-students";
import { caseloadDistrict, districtCounselor } from "./caseload-write";

// One student of a district moved to another counselor by hand (the caseloads page), and that
// student's caseload history. A district's managers and directors (their own district, by active
// membership) and the administrator (any district). The move follows the rules' and the import's: the
// open row is closed, a new one opened with source 'hand', the student's counselor becomes the new
// one and the student leaves the old counselor's groups; the rules then leave the student where they
// are (keepsHandCounselor).

const notInDistrict = () => new AppError("student_not_in_district", "This student is not on this district's caseloads.", 404, "client_id");

/** Moves one student of the district to another counselor of the district; the move and its audit row commit together. */
export async function reassignCaseload(db: TDb, actor: TActor, input: unknown, now: Date = new Date()): Promise<{ clientId: number; counselorId: number }> {
  assertCan(actor.user, "caseload.write");
  const v = ZCaseloadReassign.parse(input);
  const leaid = await caseloadDistrict(db, actor, v.leaid);
  return db.transaction(async (tx) => {
    // A roster import or "apply rules now" of the district waits for the move, and the move for them.
    await tx.execute(sql`select leaid from school_districts where leaid = ${leaid} for update`);
    const [open] = await tx
      .select({ id: caseloads.id, counselorId: caseloads.counselorId, ncessch: caseloads.ncessch, source: caseloads.source })
      .from(caseloads)
      .innerJoin(clients, eq(clients.id, caseloads.clientId))
      .where(and(eq(caseloads.clientId, v.client_id), isNull(caseloads.validTo), eq(caseloads.leaid, leaid), eq(clients.type, "student"), eq(clients.active, true)))
      .limit(1);
    if (!open) throw notInDistrict();
    const counselor = await districtCounselor(tx, leaid, v.counselor_id);
    if (open.counselorId === counselor.id) throw new AppError("same_counselor", "The student is already on this counselor's caseload.", 422, "counselor_id");
    await moveCaseloads(tx, leaid, [{ clientId: v.client_id, toId: counselor.id, ncessch: open.ncessch }], "hand", now);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: "caseload.reassign",
      entity: "client",
      entityId: v.client_id,
      before: { leaid, counselorId: open.counselorId, source: open.source },
      after: { leaid, counselorId: counselor.id, source: "hand" },
      now,
    });
    return { clientId: v.client_id, counselorId: counselor.id };
  });
}

/** True when the student has had a caseload in the district (open or closed). */
async function isDistrictStudent(db: TDbOrTx, leaid: string, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: caseloads.id })
    .from(caseloads)
    .innerJoin(clients, eq(clients.id, caseloads.clientId))
    .where(and(eq(caseloads.clientId, clientId), eq(caseloads.leaid, leaid), eq(clients.type, "student")))
    .limit(1);
  return !!row;
}

/** A student's caseload history, newest first: counselor, source, from, to. */
export async function caseloadHistoryOf(db: TDb, actor: TActor, input: unknown): Promise<TCaseloadHistoryRow[]> {
  assertCan(actor.user, "caseload.read");
  const v = ZCaseloadStudentRef.parse(input);
  const leaid = await caseloadDistrict(db, actor, v.leaid);
  if (!(await isDistrictStudent(db, leaid, v.client_id))) throw notInDistrict();
  return caseloadHistory(db, leaid, v.client_id);
}
