import { z } from "zod";
import { clientIp } from "@/lib/auth/ip";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { INSTITUTION_LIMITS } from "@/lib/institutions/limits";
import { districtsByZip } from "@/lib/institutions/queries";
import { routeParam } from "@/lib/signup/request";

const ZZipLookup = z
  .string()
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, "Enter a 5-digit zip code.");

// GET /home/searchLEAIDbyZipCode/{zip} – the school districts of a zip code (LEAIDList); rate-limited
export const GET = withApi({ access: "public" }, async ({ req, db, params, now }) => {
  const zip = routeParam(ZZipLookup, params.zip, "zip");
  await hitRateLimit(db, INSTITUTION_LIMITS.lookup, clientIp(req.headers), now);
  const LEAIDList = await districtsByZip(db, zip);
  return { status_code: 200, LEAIDList, data: LEAIDList };
});
