import { withApi } from "@/lib/http/with-api";
import { scopeUniversity } from "@/lib/university/access";
import { lastUpdatedIpedsid } from "@/lib/university/courses";

// GET /api/v1/universityCourse/lastUpdatedIPEDSID – the IPEDSID of the course updated last (the
// course form's default university); faculty: among their university's courses. null when none.
export const GET = withApi({ access: "course.read" }, async ({ db, actor }) => {
  const IPEDSID = await lastUpdatedIpedsid(db, scopeUniversity(actor.user, null));
  return { status_code: 200, IPEDSID };
});
