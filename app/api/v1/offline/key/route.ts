import { withApi } from "@/lib/http/with-api";
import { offlineKeyOf } from "@/lib/offline/session-key";

// GET /api/v1/offline/key – the AES-GCM key (32 bytes, base64url) of this session for the device's offline queue; 401 once the session has ended
export const GET = withApi({ access: "offline.key.read" }, async ({ actor }) => {
  const response = Response.json({ status_code: 200, data: { key: offlineKeyOf(actor.sessionId), alg: "AES-GCM" } });
  response.headers.set("cache-control", "private, no-store");
  return response;
});
