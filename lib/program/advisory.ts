import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { advisoryCouncilMembers, advisoryMeetings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { notFound } from "@/lib/http/errors";
import type { TAdvisoryMeetingJson, TAdvisoryMemberJson } from "./queries";
import { ZAdvisoryMeetingBody, ZAdvisoryMemberBody, ZAdvisoryPostBody, type TAdvisoryMeetingBody, type TAdvisoryMemberBody, type TAdvisoryPostBody } from "./schemas";

// The advisory council's use-cases (POST /api/v1/advisory and the PUT/DELETE its lists
// need): members (name, role) and meetings (date, agenda, minutes). A row of another counselor is a
// 404 for every write, the same as one that does not exist.

export const MEMBER_NOT_FOUND = "This council member does not exist or is not yours.";
export const MEETING_NOT_FOUND = "This meeting does not exist or is not yours.";

const memberCols = { id: advisoryCouncilMembers.id, name: advisoryCouncilMembers.name, role: advisoryCouncilMembers.role };
const meetingCols = { id: advisoryMeetings.id, date: advisoryMeetings.date, agenda: advisoryMeetings.agenda, minutes: advisoryMeetings.minutes };

export type TAdvisoryCreated = { type: "member"; data: TAdvisoryMemberJson } | { type: "meeting"; data: TAdvisoryMeetingJson };

/** POST /api/v1/advisory {type: "member" | "meeting", …}: a new member or meeting of the caller's council. */
export async function createAdvisory(db: TDbOrTx, actor: TActor, input: TAdvisoryPostBody, now: Date): Promise<TAdvisoryCreated> {
  const v = ZAdvisoryPostBody.parse(input);
  if (v.type === "member") {
    const [row] = await db.insert(advisoryCouncilMembers).values({ userId: actor.user.id, name: v.name, role: v.role, createdAt: now }).returning(memberCols);
    return { type: "member", data: row };
  }
  const [row] = await db.insert(advisoryMeetings).values({ userId: actor.user.id, date: v.date, agenda: v.agenda, minutes: v.minutes, createdAt: now }).returning(meetingCols);
  return { type: "meeting", data: row };
}

export async function updateAdvisoryMember(db: TDbOrTx, actor: TActor, id: number, input: TAdvisoryMemberBody): Promise<TAdvisoryMemberJson> {
  const v = ZAdvisoryMemberBody.parse(input);
  const [row] = await db
    .update(advisoryCouncilMembers)
    .set({ name: v.name, role: v.role })
    .where(and(eq(advisoryCouncilMembers.id, id), eq(advisoryCouncilMembers.userId, actor.user.id)))
    .returning(memberCols);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

export async function updateAdvisoryMeeting(db: TDbOrTx, actor: TActor, id: number, input: TAdvisoryMeetingBody): Promise<TAdvisoryMeetingJson> {
  const v = ZAdvisoryMeetingBody.parse(input);
  const [row] = await db
    .update(advisoryMeetings)
    .set({ date: v.date, agenda: v.agenda, minutes: v.minutes })
    .where(and(eq(advisoryMeetings.id, id), eq(advisoryMeetings.userId, actor.user.id)))
    .returning(meetingCols);
  if (!row) throw notFound(MEETING_NOT_FOUND);
  return row;
}

export async function deleteAdvisory(db: TDbOrTx, actor: TActor, kind: "member" | "meeting", id: number): Promise<void> {
  if (kind === "member") {
    const gone = await db
      .delete(advisoryCouncilMembers)
      .where(and(eq(advisoryCouncilMembers.id, id), eq(advisoryCouncilMembers.userId, actor.user.id)))
      .returning({ id: advisoryCouncilMembers.id });
    if (gone.length === 0) throw notFound(MEMBER_NOT_FOUND);
    return;
  }
  const gone = await db
    .delete(advisoryMeetings)
    .where(and(eq(advisoryMeetings.id, id), eq(advisoryMeetings.userId, actor.user.id)))
    .returning({ id: advisoryMeetings.id });
  if (gone.length === 0) throw notFound(MEETING_NOT_FOUND);
}
