import { withApi } from "@/lib/http/with-api";
import { APP_CONSTANTS, getMaintenance } from "@/lib/system/queries";

// GET /home/maintenanceMode – whether the app is in maintenance, and shared constants
export const GET = withApi({ access: "public" }, async ({ db }) => {
  const m = await getMaintenance(db);
  return { inMaintenanceMode: m.enabled ? 1 : 0, message: m.message, constants: APP_CONSTANTS };
});
