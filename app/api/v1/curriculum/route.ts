import { NextResponse } from "next/server";
import { listCurricula } from "@/lib/curriculum/queries";
import { createCurriculum } from "@/lib/curriculum/save-curriculum";
import { ZCurriculumInput, ZCurriculumListQuery } from "@/lib/curriculum/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/curriculum?type=academic|social|career|other&user_id – the caller's plans of a type (a manager: a managed counselor's), with lesson delivery status
export const GET = withApi({ access: "curriculum.read", query: ZCurriculumListQuery }, async ({ db, actor, query, now }) => ({
  status_code: 200,
  data: await listCurricula(db, actor, { type: query.type, userId: query.user_id }, now),
}));

// POST /api/v1/curriculum – creates a curriculum action plan of the caller (at most two standards; lessons with planned dates)
export const POST = withApi({ access: "curriculum.write", body: ZCurriculumInput }, async ({ db, actor, body, now }) => {
  const data = await createCurriculum(db, actor, body, now);
  return NextResponse.json({ status_code: 201, message: "Created.", data }, { status: 201 });
});
