import { z } from "zod";
import { withApi } from "@/lib/http/with-api";
import { assertMayManageUniversity } from "@/lib/university/access";
import { unknownUniversity } from "@/lib/university/errors";
import { findRubric } from "@/lib/university/rubrics";
import { ZUniversityRef } from "@/lib/university/schemas";
import { getUniversity } from "@/lib/university/universities";

const ZBody = z.object({ IPEDSID: ZUniversityRef });

// POST /api/v1/universityRubric/findByIPEDSID {IPEDSID} – the university's rubric, or the spec
// defaults (saved: false) when it has none. Faculty: their university only (404). Read-only, so a
// lapsed licence may call it.
export const POST = withApi({ access: "course.read", body: ZBody, license: "renewal" }, async ({ body, db, actor }) => {
  assertMayManageUniversity(actor.user, body.IPEDSID, "This university does not exist.");
  if (!(await getUniversity(db, body.IPEDSID))) throw unknownUniversity();
  return { status_code: 200, data: await findRubric(db, body.IPEDSID) };
});
