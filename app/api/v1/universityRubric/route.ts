import { withApi } from "@/lib/http/with-api";
import { saveRubric } from "@/lib/university/rubrics";
import { ZJsonObject } from "@/lib/university/schemas";

// POST /api/v1/universityRubric – saves a university's rubric: IPEDSID, labels l1-l4, points
// l1Points-l5Points (whole numbers 0-1000). Faculty: their university only (404). Audited.
export const POST = withApi({ access: "course.write", body: ZJsonObject }, async ({ body, db, actor, now }) => {
  const row = await saveRubric(db, actor, { ...body, ipedsid: body.ipedsid ?? body.IPEDSID }, now);
  return { status_code: 200, data: row, message: "Saved." };
});
