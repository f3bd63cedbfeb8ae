import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { findState, schoolsByState } from "@/lib/signup/queries";
import { routeParam } from "@/lib/signup/request";
import { ZStateParam } from "@/lib/signup/schemas";

// GET /home/state/{state} – a state and its schools
export const GET = withApi({ access: "public" }, async ({ db, params }) => {
  const state = await findState(db, routeParam(ZStateParam, params.state, "state"));
  if (!state) throw notFound("No such state.");
  return { status_code: 200, state: { code: state.code, name: state.name }, data: await schoolsByState(db, state.code) };
});
