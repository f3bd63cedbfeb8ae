import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { clients, events, managedUsers, memberships, users, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { addDaysIso, todayIn } from "@/lib/users/rules";

// A second district beside the demo one (Federal Way, WA), with its own director and a counselor who
// is an active member of it, one event whose title names a student, and one student with demographics:
// what a person of the demo district must never read by picking one of its schools on their profile.

export const OTHER_LEAID = "5302820";
export const OTHER_SCHOOL = { ncessch: "530282000435", zip: "98003", name: "Federal Way High School" } as const;
export const OTHER_EVENT_TITLE = "Session with Avery Quinlan";
export const OTHER_STUDENT = "Avery Quinlan";

export const actorOf = (user: TUserRow): TActor => ({ user, sessionId: "test", via: "bearer" });

export async function userNamed(db: TDb, username: string): Promise<TUserRow> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

export async function seedOtherDistrict(db: TDb, now: Date): Promise<{ director: TUserRow; counselor: TUserRow; manager: TUserRow }> {
  const tz = "America/Los_Angeles";
  const today = todayIn(tz, now);
  const base = {
    appId: 2,
    active: true,
    ncessch: OTHER_SCHOOL.ncessch,
    schoolName: OTHER_SCHOOL.name,
    leaid: OTHER_LEAID,
    zipcode: OTHER_SCHOOL.zip,
    state: "WA",
    timezone: tz,
    expires: addDaysIso(today, 200),
  };
  const [director, counselor, manager] = await db
    .insert(users)
    .values([
      { ...base, username: "fwdirector", email: "fwdirector@example.org", firstName: "Fay", lastName: "Wells", roleId: 9, ncessch: null },
      { ...base, username: "fwcounselor", email: "fwcounselor@example.org", firstName: "Flynn", lastName: "Warde", roleId: 1 },
      { ...base, username: "fwmanager", email: "fwmanager@example.org", firstName: "Fern", lastName: "Waite", roleId: 2, ncessch: null },
    ])
    .returning();
  await db.insert(managedUsers).values([
    { managerId: director.id, userId: counselor.id },
    { managerId: manager.id, userId: counselor.id },
  ]);
  await db.insert(memberships).values([
    { userId: director.id, leaid: OTHER_LEAID, roleId: 9, status: "active", source: "admin", decidedAt: now },
    { userId: manager.id, leaid: OTHER_LEAID, roleId: 2, status: "active", source: "admin", decidedAt: now },
    { userId: counselor.id, leaid: OTHER_LEAID, ncessch: OTHER_SCHOOL.ncessch, roleId: 1, status: "active", source: "admin", decidedAt: now },
  ]);
  const [student] = await db
    .insert(clients)
    .values({ userId: counselor.id, type: "student", name: OTHER_STUDENT, gradeId: 9, counts: { female: 1, iep: 1, hif: 1 } as never, count: 1 })
    .returning();
  await db.insert(events).values({
    userId: counselor.id,
    title: OTHER_EVENT_TITLE,
    date: today,
    time: "10:00:00",
    durationMinutes: 30,
    categoryId: 3,
    clientId: student.id,
    studentsCount: 1,
    femaleCount: 1,
    status: "done",
  });
  return { director, counselor, manager };
}
