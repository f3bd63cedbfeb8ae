import { withApi } from "@/lib/http/with-api";
import { TIME_ZONES } from "@/lib/institutions/constants";

// GET /api/v1/common/timeZoneList – the time zones a school may be in (timeZoneList)
export const GET = withApi({ access: "user" }, () => ({ status_code: 200, timeZoneList: TIME_ZONES, data: TIME_ZONES }));
