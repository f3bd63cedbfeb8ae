import { z } from "zod";
import { zText } from "@/lib/http/text";
import { GRADE_LEVELS, isIsoDate, resolveSessionDate, ZERO_DATE } from "./sessions-rules";

// Input of the session, enrolment and grade calls and forms.

const MAX_ID = 2_147_483_647;
export const ZRowId = (what: string) =>
  z.coerce
    .number({ error: `Not a ${what} id.` })
    .int(`Not a ${what} id.`)
    .min(1, `Not a ${what} id.`)
    .max(MAX_ID, `Not a ${what} id.`);

export const ZSessionId = ZRowId("session");
export const ZCourseId = ZRowId("course");
export const ZUserId = ZRowId("user");
export const ZAssignmentId = ZRowId("assignment");

const SESSION_DATE_MESSAGE = `Use a date as YYYY-MM-DD (${ZERO_DATE} means today).`;
const ZSessionDate = z.union([z.string({ error: SESSION_DATE_MESSAGE }), z.null()]).optional();

/** The fields of a session as a form or a call sends them (the course is named separately). */
export const ZSessionFields = z.object({
  name: zText({ max: 120 })
    .optional()
    .transform((v) => v ?? ""),
  startDate: ZSessionDate,
  endDate: ZSessionDate,
});
export type TSessionFields = z.input<typeof ZSessionFields>;

/**
 * The session's fields with the dates resolved: '0000-00-00' or nothing is today in the user's time
 * zone, a date that is not real is refused, and a session ending before it starts is an
 * error on the end date (the database check end_date >= start_date is the last line).
 */
export function sessionFieldsFor(timeZone: string | null | undefined, now: Date) {
  return ZSessionFields.transform((v, ctx) => {
    const startDate = resolveSessionDate(v.startDate, timeZone, now);
    const endDate = resolveSessionDate(v.endDate, timeZone, now);
    if (!isIsoDate(startDate)) ctx.addIssue({ code: "custom", path: ["startDate"], message: SESSION_DATE_MESSAGE });
    if (!isIsoDate(endDate)) ctx.addIssue({ code: "custom", path: ["endDate"], message: SESSION_DATE_MESSAGE });
    else if (isIsoDate(startDate) && endDate < startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The session cannot end before it starts." });
    return { name: v.name, startDate, endDate };
  });
}

/**
 * POST /api/v1/universityCoursesSession (query params; a JSON or form body is read too):
 * universityCourseID (or courseID, the course's id), optional IPEDSID (must be the course's
 * university), name, startDate, endDate.
 */
export const ZSessionCreateCall = z
  .object({
    universityCourseID: z.unknown().optional(),
    courseID: z.unknown().optional(),
    IPEDSID: z.union([z.literal(""), z.coerce.number({ error: "The IPEDSID is a number." }).int("The IPEDSID is a number.").min(0).max(MAX_ID)]).optional(),
  })
  .passthrough()
  .transform((v, ctx) => {
    const raw = v.universityCourseID ?? v.courseID;
    const id = ZCourseId.safeParse(raw);
    if (!id.success) {
      ctx.addIssue({ code: "custom", path: ["universityCourseID"], message: raw === undefined || raw === "" ? "Name the course (universityCourseID)." : "Not a course id." });
      return z.NEVER;
    }
    return { ...v, courseId: id.data, ipedsid: v.IPEDSID === "" || v.IPEDSID === undefined ? null : v.IPEDSID };
  });

/** POST /api/v1/universityCoursesSession/updateItem: the session's id and its fields. */
export const ZSessionUpdateCall = z.object({ id: ZSessionId }).passthrough();

export const ZEnrolInput = z.object({ sessionId: ZSessionId, userId: ZUserId });
export type TEnrolInput = z.input<typeof ZEnrolInput>;

export const ZCandidateQuery = z.object({
  sessionId: ZSessionId,
  q: zText({ max: 100 })
    .optional()
    .transform((v) => v ?? ""),
});

export const ZGradeInput = z.object({
  sessionId: ZSessionId,
  assignmentId: ZAssignmentId,
  studentId: ZUserId,
  level: z.coerce
    .number({ error: "Choose a level from 1 to 5." })
    .int("Choose a level from 1 to 5.")
    .refine((n) => (GRADE_LEVELS as readonly number[]).includes(n), "Choose a level from 1 to 5."),
  comment: zText({ max: 2000, multiline: true })
    .optional()
    .transform((v) => v ?? ""),
});
export type TGradeInput = z.input<typeof ZGradeInput>;

export const ZSessionQuery = z.object({ sessionId: ZSessionId });
export const ZCourseQuery = z.object({ universityCourseID: ZCourseId, page: z.coerce.number().int().min(1).max(100000).catch(1).default(1) });
