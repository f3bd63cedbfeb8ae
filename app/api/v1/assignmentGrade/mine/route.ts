import { withApi } from "@/lib/http/with-api";
import { studentCourses } from "@/lib/university/grades";

// GET /api/v1/assignmentGrade/mine – the graduate student's own sessions with their grades and hours (role 21; nobody else's grades)
export const GET = withApi({ access: "course.mine.read" }, async ({ db, actor }) => {
  return { status_code: 200, data: await studentCourses(db, actor.user) };
});
