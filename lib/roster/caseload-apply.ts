import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { caseloadRules, caseloads, clients } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { recomputeGroups } from "@/lib/clients/members";
import { caseloadDistrict } from "./caseload-write";
import { planCaseloadMoves, type TCaseloadStudent } from "./caseload-rules";
import { ZCaseloadApply, type TCaseloadApplyResult } from "./caseload-schemas";
import { chunks } from "./context";

// "Apply rules now": the district's rules placed over the students already on its open caseloads,
// without waiting for the next roster import. A student who moves keeps their record (the client row
// and its events) and follows the import's rule: the old caseload row is closed, a new one opened with
// source 'rule', the student's counselor becomes the new one and the student leaves the old
// counselor's groups. So the old counselor no longer reaches the student and the history stays.

/** Moves students to new counselors: closes their open caseload rows, opens new ones and hands the client rows over. */
export async function moveCaseloads(tx: TDbOrTx, leaid: string, moves: readonly { clientId: number; toId: number; ncessch: string | null }[], source: "rule" | "hand", now: Date): Promise<void> {
  const touched = new Set<number>();
  for (const part of chunks(moves, 500)) {
    const ids = part.map((m) => m.clientId);
    await tx
      .update(caseloads)
      .set({ validTo: now })
      .where(and(inArray(caseloads.clientId, ids), isNull(caseloads.validTo)));
    await tx.insert(caseloads).values(part.map((m) => ({ counselorId: m.toId, clientId: m.clientId, leaid, ncessch: m.ncessch, source, validFrom: now })));
    const byCounselor = new Map<number, number[]>();
    for (const m of part) byCounselor.set(m.toId, [...(byCounselor.get(m.toId) ?? []), m.clientId]);
    for (const [toId, clientIds] of byCounselor)
      await tx
        .update(clients)
        .set({ userId: toId, updatedAt: now })
        .where(and(inArray(clients.id, clientIds), eq(clients.type, "student")));
    // A student who moved leaves the groups of the counselor they left.
    const left = await tx.execute<{ group_id: number }>(
      sql`delete from client_members m using clients g, clients s where m.group_id = g.id and m.student_id = s.id and g.user_id <> s.user_id and s.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) returning m.group_id`,
    );
    const rows = Array.isArray(left) ? left : ((left as { rows?: { group_id: number }[] }).rows ?? []);
    rows.forEach((r) => touched.add(Number(r.group_id)));
  }
  await recomputeGroups(tx, [...touched], now);
}

/** Applies the district's rules now; one transaction, one audit row, and the district is locked as an import locks it. */
export async function applyCaseloadRules(db: TDb, actor: TActor, input: unknown, now: Date = new Date()): Promise<TCaseloadApplyResult> {
  const v = ZCaseloadApply.parse(input);
  const leaid = await caseloadDistrict(db, actor, v.leaid);
  return db.transaction(async (tx) => {
    // One import or application per district at a time.
    await tx.execute(sql`select leaid from school_districts where leaid = ${leaid} for update`);
    const rules = await tx.select().from(caseloadRules).where(eq(caseloadRules.leaid, leaid));
    const students: (TCaseloadStudent & { open: number })[] = await tx
      .select({
        open: caseloads.id,
        clientId: caseloads.clientId,
        counselorId: caseloads.counselorId,
        source: caseloads.source,
        ncessch: caseloads.ncessch,
        gradeId: clients.gradeId,
        name: clients.name,
        familyName: clients.familyName,
      })
      .from(caseloads)
      .innerJoin(clients, eq(clients.id, caseloads.clientId))
      .where(and(eq(caseloads.leaid, leaid), isNull(caseloads.validTo), eq(clients.type, "student"), eq(clients.active, true)));
    const moves = planCaseloadMoves(students, rules);
    const where = new Map(students.map((s) => [s.clientId, s.ncessch]));
    await moveCaseloads(
      tx,
      leaid,
      moves.map((m) => ({ clientId: m.clientId, toId: m.toId, ncessch: where.get(m.clientId) ?? null })),
      "rule",
      now,
    );
    const result = { moved: moves.length, unchanged: students.length - moves.length };
    await recordAudit(tx, { actorId: actor.user.id, action: "caseload_rules.apply", entity: "school_district", entityId: leaid, before: null, after: { rules: rules.length, ...result }, now });
    return result;
  });
}
