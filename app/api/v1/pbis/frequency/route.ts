import { withApi } from "@/lib/http/with-api";
import { pbisFrequency } from "@/lib/pbis/queries";
import { ZPbisListQuery } from "@/lib/pbis/schemas";

// GET /api/v1/pbis/frequency?user=&client_id=&type=&from=&to= – counts by behaviour, location, hour of day and weekday
export const GET = withApi({ access: "program.read", query: ZPbisListQuery }, async ({ db, actor, query }) => {
  return { status_code: 200, data: await pbisFrequency(db, actor, query) };
});
