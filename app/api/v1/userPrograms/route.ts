import { withApi } from "@/lib/http/with-api";
import { ZJoin, ZMembersFilter, ZProgram, joinProgram, listMembers } from "@/lib/admin-lists/programs";

// GET /api/v1/userPrograms?program=evangelist|ambassador&q&status&page – the programme's members with school, district, state, since and reach (admins)
export const GET = withApi({ access: "user.admin.read", query: ZMembersFilter.extend({ program: ZProgram }) }, async ({ db, actor, query }) => {
  const data = await listMembers(db, actor.user, query.program, query);
  return { status_code: 200, data: data.rows, total: data.total, page: data.filter.page, pages: data.pages };
});

// POST /api/v1/userPrograms {program, userId, since?, note} – adds a user to a programme (admins; audited)
export const POST = withApi({ access: "user.admin.write", body: ZJoin.extend({ program: ZProgram }) }, async ({ db, actor, body, now }) => {
  const data = await joinProgram(db, actor.user, body.program, body, now);
  return { status_code: 200, data, message: "Added." };
});
