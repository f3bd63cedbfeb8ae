import { withApi } from "@/lib/http/with-api";
import { schoolsByZip } from "@/lib/signup/queries";
import { routeParam } from "@/lib/signup/request";
import { ZZipParam, ZZipQuery } from "@/lib/signup/schemas";

// GET /home/searchByZip/{zip}?fromQuote=1|fromFunding=1 – the schools of a zip code and the first one's district
export const GET = withApi({ access: "public", query: ZZipQuery }, async ({ db, params, query }) => {
  const rows = await schoolsByZip(db, routeParam(ZZipParam, params.zip, "zip"));
  const funding = query.fromFunding === "1";
  // The Title I allocation is for the funding page only.
  const schools = rows.map(({ allocation_cents, timezone: _tz, ...s }) => (funding ? { ...s, allocation_cents } : s));
  const first = rows[0];
  return { status_code: 200, data: schools, schools, school_district: first?.school_district ?? "", school_district_id: first?.LEAID ?? "" };
});
