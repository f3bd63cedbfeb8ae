import { z } from "zod";
import { assertCan } from "@/lib/auth/permissions";
import { withApi } from "@/lib/http/with-api";
import { listManagedUsers } from "@/lib/users/queries";

const ZQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(500).catch(100),
  usersListDD: z.enum(["0", "1"]).optional(),
});

// GET /api/v1/users?page=&usersListDD=1 – the users the caller manages (the users dropdown)
export const GET = withApi({ access: ["users.dropdown", "users.list"], query: ZQuery }, async ({ db, actor, query }) => {
  assertCan(actor.user, query.usersListDD === "1" ? "users.dropdown" : "users.list");
  return listManagedUsers(db, actor.user, { page: query.page, perPage: query.per_page });
});
