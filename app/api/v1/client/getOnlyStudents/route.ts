import { listClients } from "@/lib/clients/queries";
import { ZUserQuery } from "@/lib/clients/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/client/getOnlyStudents?user_id= – the caller's students only (to assign to a group or an event)
export const GET = withApi({ access: "student.read", query: ZUserQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await listClients(db, actor, { type: "student", userId: query.user_id }),
}));
