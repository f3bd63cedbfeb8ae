import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { annualConferences, smartGoals } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { todayIn } from "@/lib/users/rules";
import { annualConferenceOf, type TAnnualConferenceJson } from "./queries";
import { schoolYearStart } from "./rules";
import { ZAnnualConferenceBody, type TAnnualConferenceBody } from "./schemas";

// PUT /api/v1/annualConference: the caller's annual administrative conference for a school year (the
// current one by default), created or replaced in one transaction. The goals chosen must be the
// caller's own SMART goals.

export const GOALS_NOT_YOURS = "Choose goals from your own SMART goals.";

export async function saveAnnualConference(db: TDbOrTx, actor: TActor, input: TAnnualConferenceBody, now: Date): Promise<TAnnualConferenceJson> {
  const v = ZAnnualConferenceBody.parse(input);
  const schoolYear = v.schoolYear ?? schoolYearStart(todayIn(actor.user.timezone, now));
  const goalIds = [...new Set(v.smartGoalIds)];
  return db.transaction(async (tx) => {
    if (goalIds.length) {
      const own = await tx
        .select({ id: smartGoals.id })
        .from(smartGoals)
        .where(and(eq(smartGoals.userId, actor.user.id), inArray(smartGoals.id, goalIds)));
      if (own.length !== goalIds.length) throw new AppError("invalid_goal", GOALS_NOT_YOURS, 422, "smartGoalIds");
    }
    const set = {
      caseload: v.caseload as number | null,
      directIndirectPct: v.directIndirectPct,
      nonCounselingDuties: v.nonCounselingDuties,
      smartGoalIds: goalIds,
      goals: v.goals,
      professionalDevelopment: v.professionalDevelopment,
      conferenceDate: v.conferenceDate as string | null,
      startDate: v.startDate as string | null,
      endDate: v.endDate as string | null,
      signedDate: v.signedDate as string | null,
      principalName: v.principalName,
      updatedAt: now,
    };
    await tx
      .insert(annualConferences)
      .values({ userId: actor.user.id, schoolYear, ...set, createdAt: now })
      .onConflictDoUpdate({ target: [annualConferences.userId, annualConferences.schoolYear], set });
    return annualConferenceOf(tx, actor.user.id, schoolYear);
  });
}
