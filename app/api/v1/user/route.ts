import { getHelpData } from "@/lib/help/queries";
import { withApi } from "@/lib/http/with-api";
import { createUserByAdmin } from "@/lib/admin-users/create-user";
import { linkBaseOrNull } from "@/lib/admin-users/link-base";
import { AppError } from "@/lib/http/errors";
import { toCurrentUser } from "@/lib/users/current-user";

// GET /api/v1/user – the current user
export const GET = withApi({ access: "account.read" }, async ({ db, actor, now }) => ({
  data: toCurrentUser(actor.user, await getHelpData(db), now),
}));

// POST /api/v1/user – an administrator creates a user: inactive, with the activation email, school membership, audited
export const POST = withApi({ access: "user.admin.write" }, async ({ req, db, actor, now }) => {
  const url = new URL(req.url);
  let body: Record<string, unknown> = {};
  if ((req.headers.get("content-type") ?? "").includes("application/json")) {
    const parsed: unknown = await req.json().catch(() => null);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new AppError("invalid_body", "Send the new user as a JSON object.", 422, "body");
    body = parsed as Record<string, unknown>;
  }
  // The form sends its fields as query params; a JSON body is read too (its fields win).
  const input = { ...Object.fromEntries(url.searchParams), ...body };
  // Without APP_URL the user is still created and the activation email waits in the outbox.
  const row = await createUserByAdmin(db, actor.user, input, { now, origin: linkBaseOrNull(url) });
  return {
    message: row.activationHeld ? "Created. The activation email is kept in the outbox: e-mailed links need APP_URL." : "Created.",
    data: {
      user: {
        id: row.id,
        username: row.username,
        email: row.email,
        role_id: row.roleId,
        AppID: row.appId,
        active: row.active,
        expires: row.expires,
        school_name: row.schoolName,
        NCESSCH: row.ncessch,
        LEAID: row.leaid,
        zipcode: row.zipcode,
      },
      activation_held: row.activationHeld,
    },
  };
});
