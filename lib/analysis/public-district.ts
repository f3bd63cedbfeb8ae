import { and, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { schoolDistricts, schools, users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { todayIn } from "@/lib/users/rules";
import { periodFigures, type TPeriodFigures } from "./dashboard";

// The published use of time of a district (/sd/{LEAID}): aggregates of its counselors, never a name.

export type TPublicDistrict = {
  district: { leaid: string; name: string; state: string };
  target: number;
  today: string;
  counselorCount: number;
  month: TPeriodFigures;
  schoolYear: TPeriodFigures["current"];
  periods: TPeriodFigures[];
};

/** The district's figures when it publishes them; null otherwise (the page answers 404). */
export async function publicDistrictAnalysis(db: TDbOrTx, leaid: string, now: Date): Promise<TPublicDistrict | null> {
  if (!/^\d{7}$/.test(leaid)) return null;
  const [district] = await db
    .select({ leaid: schoolDistricts.leaid, name: schoolDistricts.name, state: schoolDistricts.state, target: schoolDistricts.directTargetPercent, published: schoolDistricts.publishUseOfTime })
    .from(schoolDistricts)
    .where(eq(schoolDistricts.leaid, leaid))
    .limit(1);
  if (!district?.published) return null;
  const [[school], members] = await Promise.all([
    db.select({ timezone: schools.timezone }).from(schools).where(eq(schools.leaid, leaid)).limit(1),
    db.select({ id: users.id }).from(users).where(and(eq(users.leaid, leaid), inArray(users.roleId, [ROLE.user, ROLE.renewer]))),
  ]);
  // The district's school year is the default one (1 August - 31 July), in its schools' time zone.
  const today = todayIn(school?.timezone ?? "America/New_York", now);
  const periods = await periodFigures(
    db,
    members.map((m) => m.id),
    today,
    { startOfSy: null, endOfSy: null },
  );
  const byKind = Object.fromEntries(periods.map((p) => [p.kind, p]));
  return {
    district: { leaid: district.leaid, name: district.name, state: district.state },
    target: district.target,
    today,
    counselorCount: members.length,
    month: byKind.month,
    schoolYear: byKind.schoolYear.current,
    periods,
  };
}
