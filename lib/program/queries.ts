import "server-only";
import { and, asc, count, desc, eq, gte, lte } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import {
  advisoryCouncilMembers,
  advisoryMeetings,
  annualConferences,
  managedUsers,
  programDistrictTexts,
  schoolDistricts,
  schoolProfiles,
  schools,
  users,
  type TAdvisoryMeetingRow,
  type TAdvisoryMemberRow,
  type TSchoolDataFigures,
} from "@/db/schema";
import { smartGoalsForCurriculumOf } from "@/lib/smart-goals/queries";
import type { TProgramSubject } from "./access";
import { advisoryMeetingsMissing, DEFAULT_DIRECT_INDIRECT_PCT, schoolYearRange } from "./rules";
import type { TProfileField } from "./schemas";

// Program planning's reads. Each takes the subject resolved by access.ts (the caller, or a counselor
// a manager reads), so no read ever names a user the caller may not see.

export type TSchoolProfile = {
  mission: string;
  vision: string;
  beliefs: string;
  schoolData: TSchoolDataFigures;
  starsSchoolData: number;
  caseload: number | null;
  caseloadOther: string;
  saved: boolean;
};

export type TSchoolReference = { schoolName: string; city: string | null; state: string | null; level: number; districtName: string | null } | null;

const EMPTY_PROFILE: TSchoolProfile = { mission: "", vision: "", beliefs: "", schoolData: {}, starsSchoolData: 0, caseload: null, caseloadOther: "", saved: false };

export async function schoolProfileOf(db: TDbOrTx, ownerId: number): Promise<TSchoolProfile> {
  const [row] = await db.select().from(schoolProfiles).where(eq(schoolProfiles.userId, ownerId)).limit(1);
  if (!row) return EMPTY_PROFILE;
  return {
    mission: row.mission,
    vision: row.vision,
    beliefs: row.beliefs,
    schoolData: row.schoolData ?? {},
    starsSchoolData: row.starsSchoolData,
    caseload: row.caseload,
    caseloadOther: row.caseloadOther,
    saved: true,
  };
}

/** What the reference data knows of the subject's school (NCES), to prefill the school data. */
export async function schoolReferenceOf(db: TDbOrTx, subject: Pick<TProgramSubject, "ncessch" | "schoolName">): Promise<TSchoolReference> {
  if (!subject.ncessch) return subject.schoolName ? { schoolName: subject.schoolName, city: null, state: null, level: 0, districtName: null } : null;
  const [row] = await db
    .select({ schoolName: schools.schnam, city: schools.city, state: schools.state, level: schools.level, districtName: schoolDistricts.name })
    .from(schools)
    .leftJoin(schoolDistricts, eq(schoolDistricts.leaid, schools.leaid))
    .where(eq(schools.ncessch, subject.ncessch))
    .limit(1);
  return row ?? null;
}

/** The school data with the reference's school name filled in where the user has not written one. */
export function prefilledSchoolData(profile: TSchoolProfile, ref: TSchoolReference): TSchoolDataFigures {
  return { ...profile.schoolData, schoolName: profile.schoolData.schoolName || ref?.schoolName || "" };
}

export type TDistrictText = { managerName: string; text: string };

/** The texts the managers of a counselor wrote for them (mission, vision or beliefs), non-empty only. */
export async function districtTextsFor(db: TDbOrTx, counselorId: number, field: TProfileField): Promise<TDistrictText[]> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, text: programDistrictTexts[field] })
    .from(managedUsers)
    .innerJoin(programDistrictTexts, eq(programDistrictTexts.managerId, managedUsers.managerId))
    .innerJoin(users, eq(users.id, managedUsers.managerId))
    .where(eq(managedUsers.userId, counselorId))
    .orderBy(asc(users.lastName), asc(users.id));
  return rows.filter((r) => r.text !== "").map((r) => ({ managerName: `${r.firstName} ${r.lastName}`.trim(), text: r.text }));
}

/** The manager's own district text for one field ("" when none). */
export async function districtTextOf(db: TDbOrTx, managerId: number, field: TProfileField): Promise<string> {
  const [row] = await db.select({ text: programDistrictTexts[field] }).from(programDistrictTexts).where(eq(programDistrictTexts.managerId, managerId)).limit(1);
  return row?.text ?? "";
}

export type TAdvisoryMemberJson = Pick<TAdvisoryMemberRow, "id" | "name" | "role">;
export type TAdvisoryMeetingJson = Pick<TAdvisoryMeetingRow, "id" | "date" | "agenda" | "minutes">;
export type TAdvisoryCouncil = {
  members: TAdvisoryMemberJson[];
  meetings: TAdvisoryMeetingJson[];
  schoolYear: number;
  meetingsThisYear: number;
  /** Meetings still missing for the "at least two a school year" rule (0 when met). */
  missingMeetings: number;
};

export async function advisoryCouncilOf(db: TDbOrTx, ownerId: number, schoolYear: number): Promise<TAdvisoryCouncil> {
  const range = schoolYearRange(schoolYear);
  const [members, meetings, [{ n }]] = await Promise.all([
    db
      .select({ id: advisoryCouncilMembers.id, name: advisoryCouncilMembers.name, role: advisoryCouncilMembers.role })
      .from(advisoryCouncilMembers)
      .where(eq(advisoryCouncilMembers.userId, ownerId))
      .orderBy(asc(advisoryCouncilMembers.role), asc(advisoryCouncilMembers.name), asc(advisoryCouncilMembers.id)),
    db
      .select({ id: advisoryMeetings.id, date: advisoryMeetings.date, agenda: advisoryMeetings.agenda, minutes: advisoryMeetings.minutes })
      .from(advisoryMeetings)
      .where(eq(advisoryMeetings.userId, ownerId))
      .orderBy(desc(advisoryMeetings.date), desc(advisoryMeetings.id)),
    db
      .select({ n: count() })
      .from(advisoryMeetings)
      .where(and(eq(advisoryMeetings.userId, ownerId), gte(advisoryMeetings.date, range.from), lte(advisoryMeetings.date, range.to))),
  ]);
  return { members, meetings, schoolYear, meetingsThisYear: n, missingMeetings: advisoryMeetingsMissing(n) };
}

export async function advisoryMeetingOf(db: TDbOrTx, ownerId: number, id: number): Promise<TAdvisoryMeetingJson | null> {
  const [row] = await db
    .select({ id: advisoryMeetings.id, date: advisoryMeetings.date, agenda: advisoryMeetings.agenda, minutes: advisoryMeetings.minutes })
    .from(advisoryMeetings)
    .where(and(eq(advisoryMeetings.id, id), eq(advisoryMeetings.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

export type TAnnualConferenceJson = {
  id: number | null;
  schoolYear: number;
  caseload: number | null;
  directIndirectPct: number;
  nonCounselingDuties: string;
  smartGoalIds: number[];
  goals: string;
  professionalDevelopment: string;
  conferenceDate: string | null;
  startDate: string | null;
  endDate: string | null;
  signedDate: string | null;
  principalName: string;
};

/** The agreement of a school year; unsaved, the defaults (80 % direct + indirect, the caseload of the school data). */
export async function annualConferenceOf(db: TDbOrTx, ownerId: number, schoolYear: number): Promise<TAnnualConferenceJson> {
  const [row] = await db
    .select()
    .from(annualConferences)
    .where(and(eq(annualConferences.userId, ownerId), eq(annualConferences.schoolYear, schoolYear)))
    .limit(1);
  if (row) {
    return {
      id: row.id,
      schoolYear: row.schoolYear,
      caseload: row.caseload,
      directIndirectPct: row.directIndirectPct,
      nonCounselingDuties: row.nonCounselingDuties,
      smartGoalIds: row.smartGoalIds ?? [],
      goals: row.goals,
      professionalDevelopment: row.professionalDevelopment,
      conferenceDate: row.conferenceDate,
      startDate: row.startDate,
      endDate: row.endDate,
      signedDate: row.signedDate,
      principalName: row.principalName,
    };
  }
  const profile = await schoolProfileOf(db, ownerId);
  const range = schoolYearRange(schoolYear);
  return {
    id: null,
    schoolYear,
    caseload: profile.caseload,
    directIndirectPct: DEFAULT_DIRECT_INDIRECT_PCT,
    nonCounselingDuties: "",
    smartGoalIds: [],
    goals: "",
    professionalDevelopment: "",
    conferenceDate: null,
    startDate: range.from,
    endDate: range.to,
    signedDate: null,
    principalName: "",
  };
}

/** The user's SMART goals as {id, name} for the conference's goal choice (empty when they have none). */
export function smartGoalChoices(db: TDbOrTx, ownerId: number): Promise<{ id: number; name: string }[]> {
  return smartGoalsForCurriculumOf(db, ownerId);
}

/** The school years the user has a conference for, newest first. */
export async function annualConferenceYears(db: TDbOrTx, ownerId: number): Promise<number[]> {
  const rows = await db.select({ y: annualConferences.schoolYear }).from(annualConferences).where(eq(annualConferences.userId, ownerId)).orderBy(desc(annualConferences.schoolYear));
  return rows.map((r) => r.y);
}
