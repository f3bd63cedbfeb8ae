import { z } from "zod";
import { clientIp } from "@/lib/auth/ip";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";
import { INSTITUTION_LIMITS } from "@/lib/institutions/limits";
import { districtsByLeaidPrefix } from "@/lib/institutions/queries";
import { routeParam } from "@/lib/signup/request";

const ZLeaidPrefix = z
  .string()
  .trim()
  .regex(/^\d{2,7}$/, "Enter 2 to 7 digits of the LEAID.");

// GET /home/searchSDbyLEAID/{LEAID} – the school districts whose LEAID starts with these digits (sdList); rate-limited
export const GET = withApi({ access: "public" }, async ({ req, db, params, now }) => {
  const prefix = routeParam(ZLeaidPrefix, params.LEAID, "LEAID");
  await hitRateLimit(db, INSTITUTION_LIMITS.lookup, clientIp(req.headers), now);
  const sdList = await districtsByLeaidPrefix(db, prefix);
  return { status_code: 200, sdList, data: sdList };
});
