import { withApi } from "@/lib/http/with-api";
import { schoolDataLabel } from "@/lib/smart-goals/queries";

// GET /api/v1/rubric/getSchoolDatalabel – the school-data part of the SMART goal rating (stars out of 5, caseload 'other'; saved on /app/schooldata)
export const GET = withApi({ access: "goal.read" }, async ({ db, actor }) => ({ status_code: 200, schoolSummaryLabel: await schoolDataLabel(db, actor) }));
