import { withApi } from "@/lib/http/with-api";
import { ZJsonObject } from "@/lib/institutions/schemas";
import { gradebook, saveGrade } from "@/lib/university/grades";
import { ZSessionQuery } from "@/lib/university/sessions-schemas";

// GET /api/v1/assignmentGrade?sessionId – the session's students with their grades, totals and hours by ASCA category in the session's dates
// (administrators; the faculty enrolled in the session: 403 for a colleague who does not teach it, 404 for another university)
export const GET = withApi({ access: "course.read", query: ZSessionQuery }, async ({ db, actor, query }) => {
  const book = await gradebook(db, actor, query.sessionId);
  return { status_code: 200, data: book };
});

// POST /api/v1/assignmentGrade – grades a student: {sessionId, assignmentId, studentId, level 1-5, comment}; stores the level's points. Audited.
export const POST = withApi({ access: "course.write", body: ZJsonObject }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await saveGrade(db, actor, body, now), message: "Saved." };
});
