import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { todayIn } from "@/lib/users/rules";
import { programSubject, type TProgramSubject } from "./access";
import { advisoryCouncilOf, annualConferenceOf, annualConferenceYears, districtTextOf, districtTextsFor, prefilledSchoolData, schoolProfileOf, schoolReferenceOf, smartGoalChoices } from "./queries";
import { schoolYearStart } from "./rules";
import { PROFILE_FIELDS, type TProfileField } from "./schemas";

// What each program-planning page and its GET call read, in one place (the page renders it, the API answers it).

export async function profileTextData(db: TDbOrTx, actor: TActor, field: TProfileField, userId?: number | null) {
  const subject = await programSubject(db, actor, userId);
  const [profile, district, ownDistrict] = await Promise.all([
    schoolProfileOf(db, subject.id),
    districtTextsFor(db, subject.id, field),
    subject.isSelf && actor.user.roleId === ROLE.manager ? districtTextOf(db, actor.user.id, field) : Promise.resolve(null),
  ]);
  return { subject, text: profile[field], districtTexts: district, ownDistrictText: ownDistrict };
}

/** GET /api/v1/schoolProfile/district: the manager's own district texts (mission, vision, beliefs), by field. */
export async function ownDistrictTexts(db: TDbOrTx, actor: TActor) {
  return Object.fromEntries(await Promise.all(PROFILE_FIELDS.map(async (f) => [f, await districtTextOf(db, actor.user.id, f)] as const)));
}

export async function schoolDataPageData(db: TDbOrTx, actor: TActor, userId?: number | null) {
  const subject = await programSubject(db, actor, userId);
  const [profile, reference] = await Promise.all([schoolProfileOf(db, subject.id), schoolReferenceOf(db, subject)]);
  return {
    subject,
    reference,
    schoolData: prefilledSchoolData(profile, reference),
    caseload: profile.caseload,
    caseloadOther: profile.caseloadOther,
    starsSchoolData: profile.starsSchoolData,
    saved: profile.saved,
  };
}

export function currentSchoolYear(subject: Pick<TProgramSubject, "timezone">, now: Date): number {
  return schoolYearStart(todayIn(subject.timezone, now));
}

export async function advisoryPageData(db: TDbOrTx, actor: TActor, now: Date, userId?: number | null) {
  const subject = await programSubject(db, actor, userId);
  return { subject, ...(await advisoryCouncilOf(db, subject.id, currentSchoolYear(subject, now))) };
}

export async function annualConferencePageData(db: TDbOrTx, actor: TActor, now: Date, opts: { userId?: number | null; year?: number | null } = {}) {
  const subject = await programSubject(db, actor, opts.userId);
  const current = currentSchoolYear(subject, now);
  const year = opts.year ?? current;
  const [conference, goals, years] = await Promise.all([annualConferenceOf(db, subject.id, year), smartGoalChoices(db, subject.id), annualConferenceYears(db, subject.id)]);
  return { subject, conference, goals, years: [...new Set([current, ...years])].sort((a, b) => b - a), currentYear: current };
}
