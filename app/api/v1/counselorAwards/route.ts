import { withApi } from "@/lib/http/with-api";
import { ZNominate, listAwards, nominate } from "@/lib/admin-lists/awards";

// GET /api/v1/counselorAwards?year&state&status&page – Counselor of the Year nominations of a school year (admins)
export const GET = withApi({ access: "user.admin.read" }, async ({ db, actor, req, now }) => {
  const data = await listAwards(db, actor.user, Object.fromEntries(req.nextUrl.searchParams), now);
  return { status_code: 200, data: data.rows, total: data.total, year: data.filter.year, page: data.filter.page, pages: data.pages };
});

// POST /api/v1/counselorAwards {userId, schoolYear, note} – nominates a counselor (admins; audited)
export const POST = withApi({ access: "user.admin.write", body: ZNominate }, async ({ db, actor, body, now }) => {
  const data = await nominate(db, actor.user, body, now);
  return { status_code: 200, data, message: "Nominated." };
});
