import { withApi } from "@/lib/http/with-api";
import { universitiesByZip } from "@/lib/signup/queries";
import { routeParam } from "@/lib/signup/request";
import { ZZipParam } from "@/lib/signup/schemas";

// GET /home/searchByUniversityZip/{zip} – universities of a zip code (or of its area)
export const GET = withApi({ access: "public" }, async ({ db, params }) => ({
  status_code: 200,
  data: await universitiesByZip(db, routeParam(ZZipParam, params.zip, "zip")),
}));
