import { districtSettingsOf, districtToSet } from "@/lib/district-settings/queries";
import { saveDistrictSettings } from "@/lib/district-settings/save-district-settings";
import { ZDistrictSettings } from "@/lib/district-settings/schemas";
import { AppError } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { z } from "zod";

// GET /api/v1/districtSettings?leaid= – a district's target, ASCA edition and semester break (own district, or any for the admin)
export const GET = withApi(
  {
    access: "district.settings.read",
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
    return { status_code: 200, data: await districtSettingsOf(db, leaid) };
  },
);

// PUT /api/v1/districtSettings – sets a district's direct + indirect target, ASCA edition and semester break
export const PUT = withApi({ access: "district.settings.write", body: ZDistrictSettings }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await saveDistrictSettings(db, actor, body, now) };
});
