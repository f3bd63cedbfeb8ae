import { sql } from "drizzle-orm";
import { CLIENT_COUNT_FIELDS } from "@/db/schema/client-counts";
import { placeStudent } from "@/lib/caseloads/rules";
import { clientCount } from "@/lib/clients/rules";
import { BULK_ROWS, idList, markDeletedBulk, nextIds, recordset, rowsOf, slices, upsertSourcesBulk } from "./bulk";
import { sourcesOf, type TImportContext } from "./context";
import { keepsHandCounselor } from "./caseload-rules";
import { countsOf, digest, gradeIdOf, primaryOrgOf, studentName, studentNumberOf } from "./mapping";
import { removedIds, type TSourceWrite } from "./sources";

// Students become clients of the counselor whose caseload they are in. A student whose counselor changes
// moves to the new counselor (the client row keeps its id, events and history); the caseload row of the
// old counselor is closed and a new one opened, so the history of who had the student is kept.

/** The counselor a class places its students with: the first counselor enrolled in it (any role but student). */
export function classCounselors(ctx: TImportContext): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of ctx.pkg.enrollments) {
    if (e.status === "tobedeleted" || e.role === "student" || out.has(e.classSourcedId)) continue;
    const c = ctx.counselorAccount.get(e.userSourcedId);
    if (c !== undefined) out.set(e.classSourcedId, c);
  }
  // A delta names only what changed: a class it does not re-list keeps the counselor it had.
  if (ctx.pkg.modes["enrollments.csv"] === "delta") {
    for (const s of sourcesOf(ctx, "class").values()) if (!s.deletedAt && s.otherId !== null && !out.has(s.sourcedId)) out.set(s.sourcedId, s.otherId);
  }
  return out;
}

// The count fields a roster sets; the others (ESL, FRL, IEP, …) the counselor keeps.
const ROSTER_COUNT_FIELDS = CLIENT_COUNT_FIELDS.filter((f) => f === "male" || f === "female" || /^(am|as|hi|bl|wh|hp|tr)[mf]$/.test(f));

export async function applyStudents(ctx: TImportContext, byClass: Map<string, number>): Promise<void> {
  const have = sourcesOf(ctx, "student");
  const demo = new Map(ctx.pkg.demographics.filter((d) => d.status !== "tobedeleted").map((d) => [d.sourcedId, d]));
  const rosterCounselor = new Map<string, number>();
  for (const e of ctx.pkg.enrollments) {
    if (e.status === "tobedeleted" || e.role !== "student" || rosterCounselor.has(e.userSourcedId)) continue;
    const c = byClass.get(e.classSourcedId);
    if (c !== undefined) rosterCounselor.set(e.userSourcedId, c);
  }
  // Who has each of the district's students now, and how they got there (a counselor set by hand is kept: keepsHandCounselor).
  const open = new Map<number, { counselorId: number; source: "roster" | "rule" | "hand" }>();
  for (const r of rowsOf<{ client_id: number; counselor_id: number; source: "roster" | "rule" | "hand" }>(
    await ctx.tx.execute(sql`select client_id, counselor_id, source from caseloads where leaid = ${ctx.leaid} and valid_to is null`),
  ))
    open.set(Number(r.client_id), { counselorId: Number(r.counselor_id), source: r.source });

  for (const s of have.values())
    if (!s.deletedAt && s.localId !== null && s.otherId !== null) ctx.studentClient.set(s.sourcedId, { clientId: s.localId, counselorId: open.get(s.localId)?.counselorId ?? s.otherId });

  const studentRows = ctx.pkg.users.filter((u) => u.role === "student");
  type TDesired = {
    sourcedId: string;
    name: string;
    /** The roster's familyName (null when the roster leaves it empty): the caseload rules' last-name ranges read it. */
    familyName: string | null;
    number: string;
    gradeId: number | null;
    counts: ReturnType<typeof countsOf>;
    counselorId: number;
    /** The counselor the roster's view places the student with, kept in roster_sources (the hand-placed counselor is not the roster's). */
    rosterId: number;
    source: "roster" | "rule" | "hand";
    ncessch: string | null;
    hash: string;
  };
  const creates: TDesired[] = [];
  const updates: (TDesired & { clientId: number; moved: boolean })[] = [];
  for (const u of studentRows) {
    if (u.status === "tobedeleted") continue;
    const s = have.get(u.sourcedId);
    const ncessch = ctx.orgSchool.get(primaryOrgOf(u) ?? "") ?? null;
    const gradeId = gradeIdOf(u.grades);
    const current = s && s.otherId !== null ? s.otherId : null;
    const held = s && s.localId !== null && !s.deletedAt ? open.get(s.localId) : undefined;
    const rosterCounselorId = rosterCounselor.get(u.sourcedId) ?? null;
    const keepHand = held !== undefined && keepsHandCounselor({ openSource: held.source, rosterCounselorId, lastRosterCounselorId: current });
    const placed = keepHand
      ? { counselorId: held.counselorId, source: "hand" as const }
      : placeStudent({ rosterCounselorId, rules: ctx.rules, student: { ncessch, gradeId, lastName: u.familyName }, currentCounselorId: current });
    if (!placed) {
      ctx.counts.unassigned++;
      continue;
    }
    const counts = countsOf(demo.get(u.sourcedId));
    const name = studentName(u);
    const familyName = u.familyName.trim().slice(0, 200) || null;
    const number = studentNumberOf(u);
    const rosterId = keepHand && current !== null ? current : placed.counselorId;
    // The family name is in the digest, so students written before it was stored get it at the next import.
    const hash = digest([name, number, gradeId, counts, rosterId, ncessch, familyName]);
    const d = { sourcedId: u.sourcedId, name, familyName, number, gradeId, counts, counselorId: placed.counselorId, rosterId, source: placed.source, ncessch, hash };
    const moved = !!s && ((held?.counselorId ?? s.otherId) !== placed.counselorId || s.deletedAt !== null);
    if (!s || s.localId === null) creates.push(d);
    else if (s.hash !== hash || s.deletedAt || moved) updates.push({ ...d, clientId: s.localId, moved });
    else {
      ctx.counts.students.unchanged++;
      ctx.studentClient.set(u.sourcedId, { clientId: s.localId, counselorId: placed.counselorId });
    }
  }
  ctx.counts.students.created += creates.length;
  ctx.counts.students.updated += updates.length;
  const writes: TSourceWrite[] = [];

  // New students: their client ids are drawn first, so the clients, caseloads and sources go in whole slices.
  const now = ctx.now.toISOString();
  const newIds = await nextIds(ctx.tx, "clients", creates.length);
  for (const [k, part] of slices(creates).entries()) {
    const ids = newIds.slice(k * BULK_ROWS, k * BULK_ROWS + part.length);
    await ctx.tx.execute(sql`insert into clients (id, user_id, type, name, family_name, student_number, grade_id, counts, count, created_at, updated_at)
      select v.id, v.uid, 'student', v.name, v.family, v.num, v.grade, v.counts, v.cnt, ${now}::timestamptz, ${now}::timestamptz
      from ${recordset(
        part.map((d, i) => ({ id: ids[i], uid: d.counselorId, name: d.name, family: d.familyName, num: d.number, grade: d.gradeId, counts: d.counts, cnt: clientCount(d.counts) })),
        "id int, uid int, name text, family text, num text, grade smallint, counts jsonb, cnt int",
      )}`);
    await ctx.tx.execute(sql`insert into caseloads (counselor_id, client_id, leaid, ncessch, source, valid_from)
      select v.uid, v.id, ${ctx.leaid}, v.ncessch, v.source, ${now}::timestamptz
      from ${recordset(
        part.map((d, i) => ({ id: ids[i], uid: d.counselorId, ncessch: d.ncessch, source: d.source })),
        "id int, uid int, ncessch text, source text",
      )}`);
    part.forEach((d, i) => {
      ctx.studentClient.set(d.sourcedId, { clientId: ids[i], counselorId: d.counselorId });
      writes.push({ sourcedId: d.sourcedId, localId: ids[i], otherId: d.rosterId, ncessch: d.ncessch, hash: d.hash });
    });
  }

  for (const part of slices(updates)) {
    for (const d of part) {
      ctx.studentClient.set(d.sourcedId, { clientId: d.clientId, counselorId: d.counselorId });
      writes.push({ sourcedId: d.sourcedId, localId: d.clientId, otherId: d.rosterId, ncessch: d.ncessch, hash: d.hash });
    }
    const values = recordset(
      part.map((d) => ({
        id: d.clientId,
        name: d.name,
        family: d.familyName,
        num: d.number,
        grade: d.gradeId,
        counts: Object.fromEntries(ROSTER_COUNT_FIELDS.map((f) => [f, d.counts[f]])),
        cnt: clientCount(d.counts),
        uid: d.counselorId,
      })),
      "id int, name text, family text, num text, grade smallint, counts jsonb, cnt int, uid int",
    );
    await ctx.tx.execute(
      sql`update clients c set name = v.name, family_name = v.family, student_number = v.num, grade_id = v.grade, counts = c.counts || v.counts, count = v.cnt, user_id = v.uid, active = true, updated_at = ${now}::timestamptz
          from ${values} where c.id = v.id`,
    );
    const moved = part.filter((d) => d.moved);
    if (moved.length) {
      const movedIds = idList(moved.map((d) => d.clientId));
      await ctx.tx.execute(sql`update caseloads set valid_to = ${now}::timestamptz where client_id in ${movedIds} and valid_to is null`);
      await ctx.tx.execute(sql`insert into caseloads (counselor_id, client_id, leaid, ncessch, source, valid_from)
        select v.uid, v.id, ${ctx.leaid}, v.ncessch, v.source, ${now}::timestamptz
        from ${recordset(
          moved.map((d) => ({ id: d.clientId, uid: d.counselorId, ncessch: d.ncessch, source: d.source })),
          "id int, uid int, ncessch text, source text",
        )}`);
      // A student who moved leaves the groups of the counselor they left.
      const left = await ctx.tx.execute<{ group_id: number }>(
        sql`delete from client_members m using clients g, clients s where m.group_id = g.id and m.student_id = s.id and g.user_id <> s.user_id and s.id in ${movedIds} returning m.group_id`,
      );
      rowsOf<{ group_id: number }>(left).forEach((r) => ctx.touchedGroups.add(Number(r.group_id)));
    }
  }
  await upsertSourcesBulk(ctx, "student", writes);

  const removed = removedIds(ctx, "student", ctx.pkg.modes["users.csv"], studentRows);
  const removedClients = removed.map((id) => have.get(id)?.localId).filter((id): id is number => typeof id === "number");
  // A student the roster removes is kept inactive (their events stay the counselor's record), leaves
  // their groups and ends their caseload.
  {
    for (const part of slices(removedClients)) {
      const ids = idList(part);
      await ctx.tx.execute(sql`update clients set active = false, updated_at = ${now}::timestamptz where id in ${ids}`);
      await ctx.tx.execute(sql`update caseloads set valid_to = ${now}::timestamptz where client_id in ${ids} and valid_to is null`);
      const left = await ctx.tx.execute(sql`delete from client_members where student_id in ${ids} returning group_id`);
      rowsOf<{ group_id: number }>(left).forEach((l) => ctx.touchedGroups.add(Number(l.group_id)));
    }
  }
  for (const id of removed) ctx.studentClient.delete(id);
  await markDeletedBulk(ctx, "student", removed);
  ctx.counts.students.deleted += removed.length;
}
