import { withApi } from "@/lib/http/with-api";
import { schoolsByState } from "@/lib/signup/queries";
import { routeParam } from "@/lib/signup/request";
import { ZStateParam } from "@/lib/signup/schemas";

// GET /home/getSchoolByState/{state} – the schools of a state, by name
export const GET = withApi({ access: "public" }, async ({ db, params }) => ({
  status_code: 200,
  data: await schoolsByState(db, routeParam(ZStateParam, params.state, "state")),
}));
