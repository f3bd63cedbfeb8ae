import { eq, inArray, sql } from "drizzle-orm";
import { clientMembers, clients } from "@/db/schema";
import { clientCount, countsFromStudents, zeroCounts } from "@/lib/clients/rules";
import { BULK_ROWS, idList, markDeletedBulk, nextIds, recordset, rowsOf, slices, upsertSourcesBulk } from "./bulk";
import { sourcesOf, type TImportContext } from "./context";
import { digest } from "./mapping";
import { removedIds, type TSourceWrite } from "./sources";

// Classes become groups of one counselor: the counselor enrolled in the class, else the counselor most of
// its students are placed with. Enrollments of students become group members when the student is in the
// group owner's caseload (a counselor's group holds only their own students).

export async function applyClasses(ctx: TImportContext, byClass: Map<string, number>): Promise<void> {
  const have = sourcesOf(ctx, "class");
  for (const s of have.values()) if (!s.deletedAt && s.localId !== null && s.otherId !== null) ctx.classGroup.set(s.sourcedId, { groupId: s.localId, ownerId: s.otherId });
  const votes = new Map<string, Map<number, number>>();
  for (const e of ctx.pkg.enrollments) {
    if (e.status === "tobedeleted" || e.role !== "student") continue;
    const st = ctx.studentClient.get(e.userSourcedId);
    if (!st) continue;
    const m = votes.get(e.classSourcedId) ?? new Map<number, number>();
    m.set(st.counselorId, (m.get(st.counselorId) ?? 0) + 1);
    votes.set(e.classSourcedId, m);
  }
  const majority = (id: string) => [...(votes.get(id)?.entries() ?? [])].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
  const writes: TSourceWrite[] = [];
  const creates: { sourcedId: string; title: string; ownerId: number; hash: string }[] = [];
  const updates: { id: number; name: string; uid: number }[] = [];
  const now = ctx.now.toISOString();
  for (const c of ctx.pkg.classes) {
    if (c.status === "tobedeleted") continue;
    const s = have.get(c.sourcedId);
    const ownerId = byClass.get(c.sourcedId) ?? majority(c.sourcedId) ?? s?.otherId ?? null;
    if (ownerId === null) {
      ctx.counts.skipped++;
      continue;
    }
    const title = c.title.slice(0, 200);
    const hash = digest([title, ownerId]);
    if (!s || s.localId === null) {
      creates.push({ sourcedId: c.sourcedId, title, ownerId, hash });
      continue;
    }
    ctx.classGroup.set(c.sourcedId, { groupId: s.localId, ownerId });
    if (s.hash === hash && !s.deletedAt) {
      ctx.counts.groups.unchanged++;
      continue;
    }
    ctx.counts.groups.updated++;
    updates.push({ id: s.localId, name: title, uid: ownerId });
    ctx.touchedGroups.add(s.localId);
    writes.push({ sourcedId: c.sourcedId, localId: s.localId, otherId: ownerId, ncessch: null, hash });
  }
  for (const part of slices(updates)) {
    await ctx.tx.execute(
      sql`update clients c set name = v.name, user_id = v.uid, active = true, updated_at = ${now}::timestamptz from ${recordset(part, "id int, name text, uid int")} where c.id = v.id`,
    );
  }
  const newIds = await nextIds(ctx.tx, "clients", creates.length);
  for (const [k, part] of slices(creates).entries()) {
    const ids = newIds.slice(k * BULK_ROWS, k * BULK_ROWS + part.length);
    await ctx.tx.execute(sql`insert into clients (id, user_id, type, name, counts, count, created_at, updated_at)
      select v.id, v.uid, 'group', v.name, ${JSON.stringify(zeroCounts())}::jsonb, 0, ${now}::timestamptz, ${now}::timestamptz
      from ${recordset(
        part.map((c, i) => ({ id: ids[i], uid: c.ownerId, name: c.title })),
        "id int, uid int, name text",
      )}`);
    part.forEach((c, i) => {
      ctx.classGroup.set(c.sourcedId, { groupId: ids[i], ownerId: c.ownerId });
      writes.push({ sourcedId: c.sourcedId, localId: ids[i], otherId: c.ownerId, ncessch: null, hash: c.hash });
    });
  }
  ctx.counts.groups.created += creates.length;
  await upsertSourcesBulk(ctx, "class", writes);
  const removed = removedIds(ctx, "class", ctx.pkg.modes["classes.csv"], ctx.pkg.classes);
  const groupIds = removed.map((id) => have.get(id)?.localId).filter((id): id is number => typeof id === "number");
  for (const part of slices(groupIds)) {
    await ctx.tx.execute(sql`update clients set active = false, updated_at = ${now}::timestamptz where id in ${idList(part)}`);
    await ctx.tx.execute(sql`delete from client_members where group_id in ${idList(part)}`);
  }
  for (const id of removed) ctx.classGroup.delete(id);
  await markDeletedBulk(ctx, "class", removed);
  ctx.counts.groups.deleted += removed.length;
}

export async function applyEnrollments(ctx: TImportContext): Promise<void> {
  const have = sourcesOf(ctx, "enrollment");
  const writes: TSourceWrite[] = [];
  const inserts: { groupId: number; studentId: number }[] = [];
  const drops: { groupId: number; studentId: number }[] = [];
  for (const e of ctx.pkg.enrollments) {
    if (e.status === "tobedeleted") continue;
    const s = have.get(e.sourcedId);
    const g = e.role === "student" ? ctx.classGroup.get(e.classSourcedId) : undefined;
    const st = e.role === "student" ? ctx.studentClient.get(e.userSourcedId) : undefined;
    const member = g && st && g.ownerId === st.counselorId ? { groupId: g.groupId, studentId: st.clientId } : null;
    const hash = digest([e.classSourcedId, e.userSourcedId, e.role, member]);
    if (s && s.hash === hash && !s.deletedAt) {
      if (member) ctx.counts.members.unchanged++;
      continue;
    }
    if (s && !s.deletedAt && s.localId !== null && s.otherId !== null) drops.push({ groupId: s.localId, studentId: s.otherId });
    if (member) {
      inserts.push(member);
      if (s && !s.deletedAt) ctx.counts.members.updated++;
      else ctx.counts.members.created++;
    } else if (e.role === "student") ctx.counts.skipped++;
    writes.push({ sourcedId: e.sourcedId, localId: member?.groupId ?? null, otherId: member?.studentId ?? null, ncessch: null, hash });
  }
  const removed = removedIds(ctx, "enrollment", ctx.pkg.modes["enrollments.csv"], ctx.pkg.enrollments);
  for (const id of removed) {
    const s = have.get(id);
    if (s?.localId != null && s.otherId != null) {
      drops.push({ groupId: s.localId, studentId: s.otherId });
      ctx.counts.members.deleted++;
    }
  }
  for (const part of slices(drops)) {
    await ctx.tx.execute(
      sql`delete from client_members m using ${recordset(
        part.map((d) => ({ g: d.groupId, s: d.studentId })),
        "g int, s int",
      )} where m.group_id = v.g and m.student_id = v.s`,
    );
    part.forEach((d) => ctx.touchedGroups.add(d.groupId));
  }
  for (const part of slices(inserts)) {
    await ctx.tx.execute(
      sql`insert into client_members (group_id, student_id) select v.g, v.s from ${recordset(
        part.map((d) => ({ g: d.groupId, s: d.studentId })),
        "g int, s int",
      )} on conflict do nothing`,
    );
    part.forEach((d) => ctx.touchedGroups.add(d.groupId));
  }
  await upsertSourcesBulk(ctx, "enrollment", writes);
  await markDeletedBulk(ctx, "enrollment", removed);
}

/**
 * Keeps a counselor's groups to their own students: a member whose counselor is no longer the group's
 * owner (the student or the group moved) leaves the group. Then the touched groups' counts are summed again.
 */
export async function settleGroups(ctx: TImportContext): Promise<void> {
  const gone = await ctx.tx.execute<{ group_id: number }>(
    sql`delete from client_members m using clients g, clients s, roster_sources r
        where m.group_id = g.id and m.student_id = s.id and g.user_id <> s.user_id
          and r.leaid = ${ctx.leaid} and r.kind = 'class' and r.local_id = g.id returning m.group_id`,
  );
  rowsOf<{ group_id: number }>(gone).forEach((r) => ctx.touchedGroups.add(Number(r.group_id)));
  const ids = [...ctx.touchedGroups];
  for (const part of slices(ids)) {
    const members = await ctx.tx
      .select({ groupId: clientMembers.groupId, counts: clients.counts })
      .from(clientMembers)
      .innerJoin(clients, eq(clients.id, clientMembers.studentId))
      .where(inArray(clientMembers.groupId, part));
    const byGroup = new Map<number, (typeof members)[number]["counts"][]>(part.map((id) => [id, []]));
    members.forEach((m) => byGroup.get(m.groupId)!.push(m.counts));
    const values = recordset(
      [...byGroup.entries()].map(([id, list]) => {
        const counts = countsFromStudents(list);
        return { id, counts, cnt: clientCount(counts) };
      }),
      "id int, counts jsonb, cnt int",
    );
    await ctx.tx.execute(sql`update clients c set counts = v.counts, count = v.cnt, updated_at = ${ctx.now.toISOString()}::timestamptz from ${values} where c.id = v.id`);
  }
}
