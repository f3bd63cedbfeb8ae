import "server-only";
import type { TDbOrTx } from "@/db/client";
import { programDistrictTexts, schoolProfiles, type TSchoolDataFigures } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";
import { schoolDataStars } from "./rules";
import { FIGURE_KEYS, ZDistrictTextBody, ZProfileTextBody, ZSchoolDataBody, type TProfileTextBody, type TSchoolDataBody } from "./schemas";

// The school profile's use-cases: a text (mission, vision, beliefs), the school data (whose stars
// and caseload 'other' the SMART goal rating reads), and a manager's district text. Each writes the
// caller's own row only, in one statement (an upsert is its own transaction).

/** PUT /api/v1/schoolProfile {field, text}: the caller's mission, vision or beliefs (rich text, scripts removed). */
export async function saveProfileText(db: TDbOrTx, actor: TActor, input: TProfileTextBody, now: Date): Promise<{ field: string; text: string }> {
  const v = ZProfileTextBody.parse(input);
  await db
    .insert(schoolProfiles)
    .values({ userId: actor.user.id, [v.field]: v.text, updatedAt: now })
    .onConflictDoUpdate({ target: schoolProfiles.userId, set: { [v.field]: v.text, updatedAt: now } });
  return { field: v.field, text: v.text };
}

export type TSchoolDataSaved = { schoolData: TSchoolDataFigures; caseload: number | null; caseloadOther: string; starsSchoolData: number };

/** PUT /api/v1/schoolProfile/schoolData: the school data summary; its stars (0-5) are computed and stored. */
export async function saveSchoolData(db: TDbOrTx, actor: TActor, input: TSchoolDataBody, now: Date): Promise<TSchoolDataSaved> {
  const v = ZSchoolDataBody.parse(input);
  const schoolData: TSchoolDataFigures = { schoolName: v.schoolName, gradeLevels: v.gradeLevels, notes: v.notes };
  for (const k of FIGURE_KEYS) schoolData[k] = v[k] as number | null;
  const starsSchoolData = schoolDataStars(schoolData, v.caseload as number | null);
  const set = { schoolData, caseload: v.caseload as number | null, caseloadOther: v.caseloadOther, starsSchoolData, updatedAt: now };
  await db
    .insert(schoolProfiles)
    .values({ userId: actor.user.id, ...set })
    .onConflictDoUpdate({ target: schoolProfiles.userId, set });
  return { schoolData, caseload: set.caseload, caseloadOther: set.caseloadOther, starsSchoolData };
}

/** PUT /api/v1/schoolProfile/district {field, text}: a manager's text shown read-only to the counselors they manage. */
export async function saveDistrictText(db: TDbOrTx, actor: TActor, input: TProfileTextBody, now: Date): Promise<{ field: string; text: string }> {
  if (actor.user.roleId !== ROLE.manager) throw forbidden("Only a manager writes the district's text for their counselors.");
  const v = ZDistrictTextBody.parse(input);
  await db
    .insert(programDistrictTexts)
    .values({ managerId: actor.user.id, [v.field]: v.text, updatedAt: now })
    .onConflictDoUpdate({ target: programDistrictTexts.managerId, set: { [v.field]: v.text, updatedAt: now } });
  return { field: v.field, text: v.text };
}
