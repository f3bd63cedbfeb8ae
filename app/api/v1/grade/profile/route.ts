import { withApi } from "@/lib/http/with-api";
import { listProfileGrades } from "@/lib/lessons/lookups";
import { ZGradeProfileQuery } from "@/lib/lessons/schemas";

// GET /api/v1/grade/profile?clientsPage=1 – the grades of the caller's school and "Any grade"; clientsPage=1: every real grade
export const GET = withApi({ access: "reference.read", query: ZGradeProfileQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await listProfileGrades(db, actor.user.ncessch, query.clientsPage === "1"),
}));
