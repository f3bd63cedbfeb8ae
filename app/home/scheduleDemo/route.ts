import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";
import { requestDemo } from "@/lib/pages/request-demo";
import { ZDemoRequest } from "@/lib/pages/schemas";

// POST /home/scheduleDemo – ask for a demo (type 1) or a training (type 2); the admins are emailed
export const POST = withApi({ access: "public", body: ZDemoRequest }, async ({ req, db, body, now }) => {
  const { id } = await requestDemo(db, body, { ip: clientIp(req.headers), now });
  return { status_code: 200, data: { id }, message: "Thank you! We will contact you to confirm a time." };
});
