import { and, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { counselorAwards, userPrograms, users } from "@/db/schema";
import { schoolYearOf, todayIn } from "@/lib/users/rules";

/** Demo rows of the administrator's lists: a Counselor of the Year nomination and finalist, an evangelist and an ambassador. Idempotent. */
export async function seedDemoAdminLists(tx: TDbOrTx, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: users.id, username: users.username, state: users.state, timezone: users.timezone })
    .from(users)
    .where(inArray(users.username, ["counselor", "hscounselor", "director", "dunlapcounselor", "admin"]));
  const id = (u: string) => rows.find((r) => r.username === u);
  const admin = id("admin");
  if (!admin) return;
  const today = todayIn(admin.timezone, now);
  const year = Number(schoolYearOf(today).start.slice(0, 4));
  const awards = [
    ["counselor", "nominated", "Nominated by the district for the school-wide SEL programme."],
    ["hscounselor", "finalist", "State finalist: college and career readiness."],
  ] as const;
  for (const [u, status, note] of awards) {
    const user = id(u);
    if (user) await tx.insert(counselorAwards).values({ userId: user.id, schoolYear: year, state: user.state, status, note, createdBy: admin.id }).onConflictDoNothing();
  }
  const programs = [
    ["director", "evangelist", "Presents SCUTA at the state conference."],
    ["dunlapcounselor", "ambassador", "Mentors new counselors in the district."],
  ] as const;
  for (const [u, program, note] of programs) {
    const user = id(u);
    if (!user) continue;
    const [open] = await tx
      .select({ id: userPrograms.id })
      .from(userPrograms)
      .where(and(eq(userPrograms.userId, user.id), eq(userPrograms.program, program)))
      .limit(1);
    if (!open) await tx.insert(userPrograms).values({ userId: user.id, program, since: schoolYearOf(today).start, note, createdBy: admin.id });
  }
}
