import { withApi } from "@/lib/http/with-api";
import { ZProgram, endMembership } from "@/lib/admin-lists/programs";
import { z } from "zod";

// DELETE /api/v1/userPrograms/{id}?program=evangelist|ambassador – ends a running membership (kept for history; admins; audited)
export const DELETE = withApi({ access: "user.admin.write", query: z.object({ program: ZProgram }) }, async ({ db, actor, params, query, now }) => {
  const data = await endMembership(db, actor.user, query.program, params.id, now);
  return { status_code: 200, data, message: "Membership ended." };
});
