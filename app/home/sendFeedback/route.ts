import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";
import { ZFeedback } from "@/lib/pages/schemas";
import { sendFeedback } from "@/lib/pages/send-feedback";

// POST /home/sendFeedback – feedback from /feedback, kept as a contact message
export const POST = withApi({ access: "public", body: ZFeedback }, async ({ req, db, body, now }) => {
  await sendFeedback(db, body, { ip: clientIp(req.headers), now });
  return { status_code: 200, message: "Thank you for your feedback." };
});
