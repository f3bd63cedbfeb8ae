import { z } from "zod";
import { districtToSet } from "@/lib/district-settings/queries";
import { AppError } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { districtSsoOf } from "@/lib/sso/queries";
import { saveDistrictSso } from "@/lib/sso/save-district-sso";
import { ZSaveDistrictSso } from "@/lib/sso/schemas";

// GET /api/v1/sso/providers?leaid= – a district's sign-in providers (own district, or any for the administrator); the client secret only as set or not set
export const GET = withApi(
  {
    access: "districtSso.read",
    query: z.object({
      leaid: z
        .string()
        .trim()
        .regex(/^\d{7}$/, "Use the district's 7-digit NCES id (LEAID).")
        .optional(),
    }),
  },
  async ({ db, actor, query }) => {
    const leaid = await districtToSet(db, actor.user, query.leaid);
    if (!leaid) throw new AppError("leaid_required", "Choose the district to read.", 422, "leaid");
    return { status_code: 200, data: await districtSsoOf(db, leaid) };
  },
);

// PUT /api/v1/sso/providers – connects or changes one of a district's sign-in providers (Google, Microsoft Entra ID or OpenID Connect)
export const PUT = withApi({ access: "districtSso.write", body: ZSaveDistrictSso }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await saveDistrictSso(db, actor, body, now) };
});
