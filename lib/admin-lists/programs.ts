import "server-only";
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { USER_PROGRAMS, schoolDistricts, userPrograms, users, type TUserProgram, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { ROLE } from "@/lib/auth/roles";
import { AppError, notFound } from "@/lib/http/errors";
import { zText } from "@/lib/http/text";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { LIST_PAGE_SIZE, assertListAdmin, userMatches } from "./common";

// /app/evangelist and /app/ambassadorList: the evangelist and ambassador programmes. The
// administrator adds a user to a programme and ends a membership (kept, with its end, for history).
// Reach: users record no referrer, so a member's reach is what the data can prove: the users of
// the member's district (same LEAID) who signed up since the member joined (the member excluded).

export const NOTE_MAX = 500;
export const ZProgram = z.enum(USER_PROGRAMS, { error: "Choose evangelist or ambassador." });
export const ZJoin = z.object({
  userId: z.coerce.number({ error: "Choose a user." }).int().positive("Choose a user."),
  since: z
    .string({ error: "Enter the date the membership starts." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD.")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Enter a real date.")
    .optional(),
  note: zText({ max: NOTE_MAX, multiline: true }).default(""),
});
export const ZMembershipId = z.object({ id: z.coerce.number({ error: "Choose a membership." }).int().positive("Choose a membership.") });
export const ZMembersFilter = z.object({
  q: zText({ max: 100 }).catch(""),
  status: z.enum(["active", "ended", "all"]).catch("active"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

const member = sql`(select count(*)::int from users r where r.leaid = ${users.leaid} and r.id <> ${users.id} and r.created_at >= ${userPrograms.since}::date)`;

export async function listMembers(db: TDbOrTx, actor: TUserRow, program: TUserProgram, raw: unknown) {
  assertListAdmin(actor);
  const filter = ZMembersFilter.parse(raw ?? {});
  const cond = and(
    eq(userPrograms.program, program),
    filter.status === "active" ? isNull(userPrograms.endedAt) : filter.status === "ended" ? isNotNull(userPrograms.endedAt) : undefined,
    filter.q ? userMatches(filter.q) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: userPrograms.id,
        since: userPrograms.since,
        note: userPrograms.note,
        endedAt: userPrograms.endedAt,
        userId: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        schoolName: users.schoolName,
        state: users.state,
        district: schoolDistricts.name,
        reach: sql<number>`coalesce(${member}, 0)`.mapWith(Number),
      })
      .from(userPrograms)
      .innerJoin(users, eq(users.id, userPrograms.userId))
      .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, users.leaid))
      .where(cond)
      .orderBy(desc(userPrograms.since), asc(users.lastName), asc(userPrograms.id))
      .limit(LIST_PAGE_SIZE)
      .offset((filter.page - 1) * LIST_PAGE_SIZE),
    db.select({ total: count() }).from(userPrograms).innerJoin(users, eq(users.id, userPrograms.userId)).where(cond),
  ]);
  return { rows, total, filter, pages: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)) };
}

/** Users an admin may add to a programme (any active user but administrators), at most 20. */
export async function searchProgramUsers(db: TDbOrTx, actor: TUserRow, q: string) {
  assertListAdmin(actor);
  const text = zText({ max: 100 }).catch("").parse(q);
  if (!text) return [];
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email, schoolName: users.schoolName, state: users.state })
    .from(users)
    .where(and(eq(users.active, true), sql`${users.roleId} <> ${ROLE.admin}`, userMatches(text)))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(20);
}

/** Adds a user to a programme (audited); one running membership per user and programme. */
export async function joinProgram(db: TDb, actor: TUserRow, program: TUserProgram, raw: unknown, now: Date) {
  assertListAdmin(actor, "user.admin.write");
  const p = ZProgram.parse(program);
  const input = ZJoin.parse(raw);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, roleId: users.roleId }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!user || user.roleId === ROLE.admin) throw new AppError("unknown_user", "This user does not exist.", 422, "userId");
    const [open] = await tx
      .select({ id: userPrograms.id })
      .from(userPrograms)
      .where(and(eq(userPrograms.userId, input.userId), eq(userPrograms.program, p), isNull(userPrograms.endedAt)))
      .limit(1);
    if (open) throw new AppError("already_member", "This user is already a member of this programme.", 409, "userId");
    const [row] = await tx
      .insert(userPrograms)
      .values({ userId: input.userId, program: p, since: input.since ?? todayIn(safeTimeZone(actor.timezone), now), note: input.note, createdBy: actor.id, createdAt: now })
      .returning();
    await recordAudit(tx, { actorId: actor.id, action: "join", entity: "user_program", entityId: row.id, after: row, now });
    return row;
  });
}

/** Ends a running membership (audited). */
export async function endMembership(db: TDb, actor: TUserRow, program: TUserProgram, rawId: unknown, now: Date) {
  assertListAdmin(actor, "user.admin.write");
  const { id } = ZMembershipId.parse({ id: rawId });
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(userPrograms)
      .where(and(eq(userPrograms.id, id), eq(userPrograms.program, program)))
      .for("update");
    if (!before) throw notFound("This membership does not exist.");
    if (before.endedAt) throw new AppError("already_ended", "This membership has already ended.", 409);
    const [row] = await tx.update(userPrograms).set({ endedAt: now }).where(eq(userPrograms.id, id)).returning();
    await recordAudit(tx, { actorId: actor.id, action: "end", entity: "user_program", entityId: id, before, after: row, now });
    return row;
  });
}
