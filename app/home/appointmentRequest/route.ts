import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";
import { requestAppointment } from "@/lib/pages/request-appointment";
import { ZAppointmentRequest } from "@/lib/pages/schemas";
import { requestLocale } from "@/lib/signup/request";

// POST /home/appointmentRequest – a pending appointment or drop-in request for a counselor
export const POST = withApi({ access: "public", body: ZAppointmentRequest }, async ({ req, db, body, now }) => {
  const { counselor } = await requestAppointment(db, body, { ip: clientIp(req.headers), now, locale: requestLocale(req) });
  return { status_code: 200, data: { counselor }, message: "Your request was sent to the counselor." };
});
