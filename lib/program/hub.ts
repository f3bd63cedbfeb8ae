import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { advisoryCouncilMembers, advisoryMeetings, annualConferences } from "@/db/schema";
import { schoolProfileOf } from "./queries";

// The program-planning hub (/app/re): every planning page with a one-line description and its status.
// The other planning areas report through their own status functions (lib/<area>/status.ts), wired in
// hub-status.ts; a page without one shows its link without a status.

export type THubStatus = { kind: "written" | "notYet" } | { kind: "count"; count: number } | { kind: "stars"; stars: number } | null;

export type THubItem = { key: string; href: string; status: THubStatus };

export async function ownHubStatuses(db: TDbOrTx, ownerId: number, schoolYear: number) {
  const [profile, [members], [meetings], [conference]] = await Promise.all([
    schoolProfileOf(db, ownerId),
    db.select({ n: count() }).from(advisoryCouncilMembers).where(eq(advisoryCouncilMembers.userId, ownerId)),
    db.select({ n: count() }).from(advisoryMeetings).where(eq(advisoryMeetings.userId, ownerId)),
    db
      .select({ n: count() })
      .from(annualConferences)
      .where(and(eq(annualConferences.userId, ownerId), eq(annualConferences.schoolYear, schoolYear))),
  ]);
  const written = (html: string): THubStatus => ({ kind: html ? "written" : "notYet" });
  return {
    mission: written(profile.mission),
    vision: written(profile.vision),
    beliefs: written(profile.beliefs),
    schoolData: profile.saved ? ({ kind: "stars", stars: profile.starsSchoolData } as const) : ({ kind: "notYet" } as const),
    advisoryCouncil: { kind: "count", count: members.n + meetings.n } as const,
    annualConference: { kind: conference.n > 0 ? "written" : "notYet" } as THubStatus,
  };
}
