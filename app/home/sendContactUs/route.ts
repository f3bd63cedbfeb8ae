import { ZContactUs } from "@/lib/account/schemas";
import { sendContactMessage } from "@/lib/account/send-contact-message";
import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";

// POST /home/sendContactUs – keep a contact-form message and email it to the administrators
export const POST = withApi({ access: "public", body: ZContactUs }, async ({ req, db, body, now }) => {
  const result = await sendContactMessage(db, body, { ip: clientIp(req.headers), now });
  return { status_code: 200, ...result };
});
