import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { createAdvisory } from "@/lib/program/advisory";
import { assertOwnWrite } from "@/lib/program/access";
import { advisoryPageData } from "@/lib/program/page-data";
import { ZAdvisoryPostBody, ZUserQuery } from "@/lib/program/schemas";

// GET /api/v1/advisory[?user_id=] – the advisory council: members, meetings (newest first) and the meetings still missing this school year (at least two)
export const GET = withApi({ access: "program.read", query: ZUserQuery }, async ({ db, actor, query, now }) => {
  const { subject, ...data } = await advisoryPageData(db, actor, now, query.user_id);
  return { status_code: 200, data: { user_id: subject.id, ...data } };
});

// POST /api/v1/advisory {type: member, name, role} | {type: meeting, date, agenda, minutes} – a member or meeting of the caller's council
export const POST = withApi({ access: "program.write", query: ZUserQuery, body: ZAdvisoryPostBody }, async ({ db, actor, query, body, now }) => {
  await assertOwnWrite(db, actor, query.user_id);
  const created = await createAdvisory(db, actor, body, now);
  return NextResponse.json({ status_code: 201, message: "Created.", type: created.type, data: created.data }, { status: 201 });
});
