import { z } from "zod";
import { withApi } from "@/lib/http/with-api";
import { ZJsonObject } from "@/lib/institutions/schemas";
import { updateSession } from "@/lib/university/sessions";
import { ZSessionUpdateCall } from "@/lib/university/sessions-schemas";

const ZQuery = z.record(z.string(), z.string());

// POST /api/v1/universityCoursesSession/updateItem – updates a session: id, name, startDate, endDate ('0000-00-00' = today),
// as query params or a body (its values win). Admins; faculty of the course's university (404 for another's). Audited.
export const POST = withApi({ access: "course.write", query: ZQuery, body: ZJsonObject }, async ({ db, actor, query, body, now }) => {
  const input = ZSessionUpdateCall.parse({ ...query, ...body });
  const row = await updateSession(db, actor, input.id, input, now);
  return { status_code: 200, data: row, message: "Saved." };
});
