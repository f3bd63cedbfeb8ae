import { getCurriculum } from "@/lib/curriculum/queries";
import { deleteCurriculum, updateCurriculum } from "@/lib/curriculum/save-curriculum";
import { ZCurriculumId, ZCurriculumInput } from "@/lib/curriculum/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

function curriculumId(params: Record<string, unknown>): number {
  const parsed = ZCurriculumId.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

// GET /api/v1/curriculum/{id} – one plan as the form edits it (the caller's, or a managed counselor's read-only); else 404
export const GET = withApi({ access: "curriculum.read" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await getCurriculum(db, actor, curriculumId(params)),
}));

// PUT /api/v1/curriculum/{id} – updates one of the caller's plans (a managed counselor's: 403; another's: 404)
export const PUT = withApi({ access: "curriculum.write", body: ZCurriculumInput }, async ({ db, actor, params, body, now }) => ({
  status_code: 200,
  message: "Saved.",
  data: await updateCurriculum(db, actor, curriculumId(params), body, now),
}));

// DELETE /api/v1/curriculum/{id} – deletes one of the caller's plans (the lessons stay)
export const DELETE = withApi({ access: "curriculum.write" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await deleteCurriculum(db, actor, curriculumId(params)),
}));
