import { curriculumDetail } from "@/lib/curriculum/queries";
import { ZCurriculumId } from "@/lib/curriculum/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/curriculum/detail/{id} – the plan with grade, standard and SMART goal names and each lesson's delivery status on the calendar
export const GET = withApi({ access: "curriculum.read" }, async ({ db, actor, params, now }) => {
  const parsed = ZCurriculumId.safeParse(params);
  if (!parsed.success) throw notFound();
  return { status_code: 200, data: await curriculumDetail(db, actor, parsed.data.id, now) };
});
