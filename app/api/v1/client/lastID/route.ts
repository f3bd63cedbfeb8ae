import { lastClientId } from "@/lib/clients/queries";
import { ZUserQuery } from "@/lib/clients/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/client/lastID – the id of the caller's most recently created student or group (0 when none)
export const GET = withApi({ access: "student.read", query: ZUserQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  lastID: await lastClientId(db, actor, query.user_id),
}));
