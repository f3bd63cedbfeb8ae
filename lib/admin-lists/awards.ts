import "server-only";
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { AWARD_STATUSES, counselorAwards, users, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { ROLE } from "@/lib/auth/roles";
import { AppError, notFound } from "@/lib/http/errors";
import { zText } from "@/lib/http/text";
import { schoolYearOf, safeTimeZone, todayIn } from "@/lib/users/rules";
import { LIST_PAGE_SIZE, assertListAdmin, userMatches } from "./common";

// /app/counselorOfTheYear: Counselor of the Year nominations and awards by school year (the year's
// start: 2026 = 2026-27). The administrator nominates a counselor, moves them to finalist or winner,
// and removes a nomination. At most one national winner per school year (also a unique index).

export const NOTE_MAX = 500;
const year = z.coerce.number({ error: "Choose a school year." }).int("Choose a school year.").min(2000, "Choose a school year from 2000 on.").max(2100, "Choose a school year before 2100.");

export const ZNominate = z.object({
  userId: z.coerce.number({ error: "Choose a counselor." }).int().positive("Choose a counselor."),
  schoolYear: year,
  note: zText({ max: NOTE_MAX, multiline: true }).default(""),
});
export const ZAwardUpdate = z.object({
  status: z.enum(AWARD_STATUSES, { error: "Choose nominated, finalist or winner." }),
  note: zText({ max: NOTE_MAX, multiline: true }).optional(),
});
export const ZAwardId = z.object({ id: z.coerce.number({ error: "Choose a nomination." }).int().positive("Choose a nomination.") });
export const ZAwardFilter = z.object({
  year: year.nullable().catch(null),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .catch(null),
  status: z.enum(AWARD_STATUSES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** The school year (its start year) that `now` falls in, in the admin's zone. */
export function currentSchoolYear(actor: Pick<TUserRow, "timezone">, now: Date): number {
  return Number(schoolYearOf(todayIn(safeTimeZone(actor.timezone), now)).start.slice(0, 4));
}

export async function listAwards(db: TDbOrTx, actor: TUserRow, raw: unknown, now: Date) {
  assertListAdmin(actor);
  const parsed = ZAwardFilter.parse(raw ?? {});
  const filter = { ...parsed, year: parsed.year ?? currentSchoolYear(actor, now) };
  const cond = and(
    eq(counselorAwards.schoolYear, filter.year),
    filter.state ? eq(counselorAwards.state, filter.state) : undefined,
    filter.status ? eq(counselorAwards.status, filter.status) : undefined,
  );
  const [rows, [{ total }], years] = await Promise.all([
    db
      .select({
        id: counselorAwards.id,
        schoolYear: counselorAwards.schoolYear,
        state: counselorAwards.state,
        status: counselorAwards.status,
        note: counselorAwards.note,
        createdAt: counselorAwards.createdAt,
        userId: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        schoolName: users.schoolName,
      })
      .from(counselorAwards)
      .innerJoin(users, eq(users.id, counselorAwards.userId))
      .where(cond)
      .orderBy(desc(eq(counselorAwards.status, "winner")), desc(eq(counselorAwards.status, "finalist")), asc(counselorAwards.state), asc(users.lastName), asc(counselorAwards.id))
      .limit(LIST_PAGE_SIZE)
      .offset((filter.page - 1) * LIST_PAGE_SIZE),
    db.select({ total: count() }).from(counselorAwards).where(cond),
    db.selectDistinct({ y: counselorAwards.schoolYear }).from(counselorAwards).orderBy(desc(counselorAwards.schoolYear)),
  ]);
  return { rows, total, filter, years: years.map((y) => y.y), pages: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)) };
}

/** Counselors (role 1) an admin may nominate, searched by name, username or email (at most 20). */
export async function searchCounselors(db: TDbOrTx, actor: TUserRow, q: string) {
  assertListAdmin(actor);
  const text = zText({ max: 100 }).catch("").parse(q);
  if (!text) return [];
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email, schoolName: users.schoolName, state: users.state })
    .from(users)
    .where(and(eq(users.roleId, ROLE.user), userMatches(text)))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(20);
}

const winnerTaken = (year: number) =>
  new AppError("winner_taken", `School year ${year}-${String((year + 1) % 100).padStart(2, "0")} already has its national winner: change that one first.`, 409, "status");

/** Nominates a counselor for a school year (audited); one nomination per counselor and year. */
export async function nominate(db: TDb, actor: TUserRow, raw: unknown, now: Date) {
  assertListAdmin(actor, "user.admin.write");
  const input = ZNominate.parse(raw);
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).limit(1);
    if (!user) throw new AppError("unknown_user", "This user does not exist.", 422, "userId");
    if (user.roleId !== ROLE.user) throw new AppError("not_a_counselor", "Only counselors are nominated.", 422, "userId");
    const [dupe] = await tx
      .select({ id: counselorAwards.id })
      .from(counselorAwards)
      .where(and(eq(counselorAwards.userId, input.userId), eq(counselorAwards.schoolYear, input.schoolYear)))
      .limit(1);
    if (dupe) throw new AppError("already_nominated", "This counselor is already nominated for that school year.", 409, "userId");
    const [row] = await tx
      .insert(counselorAwards)
      .values({ userId: input.userId, schoolYear: input.schoolYear, state: user.state.slice(0, 8), status: "nominated", note: input.note, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, { actorId: actor.id, action: "nominate", entity: "counselor_award", entityId: row.id, after: row, now });
    return row;
  });
}

/** Changes a nomination's status (and note); a second winner in the same year is refused with a clear error. */
export async function updateAward(db: TDb, actor: TUserRow, rawId: unknown, raw: unknown, now: Date) {
  assertListAdmin(actor, "user.admin.write");
  const { id } = ZAwardId.parse({ id: rawId });
  const input = ZAwardUpdate.parse(raw);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(counselorAwards).where(eq(counselorAwards.id, id)).for("update");
    if (!before) throw notFound("This nomination does not exist.");
    if (input.status === "winner") {
      const [other] = await tx
        .select({ id: counselorAwards.id })
        .from(counselorAwards)
        .where(and(eq(counselorAwards.schoolYear, before.schoolYear), eq(counselorAwards.status, "winner"), ne(counselorAwards.id, id)))
        .limit(1);
      if (other) throw winnerTaken(before.schoolYear);
    }
    const [row] = await tx
      .update(counselorAwards)
      .set({ status: input.status, ...(input.note !== undefined ? { note: input.note } : {}), updatedAt: now })
      .where(eq(counselorAwards.id, id))
      .returning()
      .catch((e: unknown) => {
        // Two winners set at once: the unique index answers for the second.
        if (String((e as { code?: string })?.code ?? (e as { cause?: { code?: string } })?.cause?.code) === "23505") throw winnerTaken(before.schoolYear);
        throw e;
      });
    await recordAudit(tx, { actorId: actor.id, action: "update", entity: "counselor_award", entityId: id, before, after: row, now });
    return row;
  });
}

export async function removeAward(db: TDb, actor: TUserRow, rawId: unknown, now: Date) {
  assertListAdmin(actor, "user.admin.write");
  const { id } = ZAwardId.parse({ id: rawId });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(counselorAwards).where(eq(counselorAwards.id, id)).for("update");
    if (!before) throw notFound("This nomination does not exist.");
    await tx.delete(counselorAwards).where(eq(counselorAwards.id, id));
    await recordAudit(tx, { actorId: actor.id, action: "delete", entity: "counselor_award", entityId: id, before, now });
    return { id };
  });
}
