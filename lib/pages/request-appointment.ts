import "server-only";
import { formatInTimeZone } from "date-fns-tz";
import type { TDb } from "@/db/client";
import { appointmentRequests } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import type { TLocale } from "@/lib/i18n/locales";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { detailsHtml } from "./notify";
import { findCounselor } from "./public-queries";
import type { TPublicContext } from "./request-demo";
import { checkAppointmentDate, type TDateCheck } from "./rules";
import { ZAppointmentRequest, type TAppointmentRequestInput } from "./schemas";

const DATE_ERRORS: Record<Exclude<TDateCheck, "ok">, string> = {
  invalid: "Choose a date.",
  weekend: "Appointments are on school days, Monday to Friday.",
  past: "Choose today or a later school day.",
  too_far: "Choose a day within the next 60 days.",
};

/**
 * POST /home/appointmentRequest: a student, parent or staff member asks a counselor (role 1, active)
 * for an appointment or a drop-in. The request waits as "pending" for the counselor, who is emailed.
 * The subject never holds the student's name; the body does, since it goes to that counselor only.
 */
export async function requestAppointment(db: TDb, input: TAppointmentRequestInput, ctx: TPublicContext & { locale?: TLocale }): Promise<{ id: number; counselor: string }> {
  await hitRateLimit(db, RATE_LIMITS.appointment, ctx.ip, ctx.now);
  const v = ZAppointmentRequest.parse(input);
  return db.transaction(async (tx) => {
    const counselor = await findCounselor(tx, v.username);
    if (!counselor) throw new AppError("counselor_not_found", "No counselor has this username.", 404, "username");
    const zone = safeTimeZone(counselor.timezone);
    const today = todayIn(zone, ctx.now);
    let date = today;
    let time = formatInTimeZone(ctx.now, zone, "HH:mm");
    if (v.kind === "appointment") {
      const check = checkAppointmentDate(v.date ?? "", today);
      if (check !== "ok") throw new AppError(`date_${check}`, DATE_ERRORS[check], 422, "date");
      date = v.date as string;
      time = v.time as string;
    }
    const isParent = v.requesterRole === "parent";
    const [row] = await tx
      .insert(appointmentRequests)
      .values({
        counselorId: counselor.id,
        kind: v.kind,
        requesterName: v.name,
        requesterEmail: v.email,
        requesterPhone: v.phone,
        requesterRole: v.requesterRole,
        studentName: isParent ? v.studentName : v.requesterRole === "student" ? v.name : "",
        grade: v.requesterRole === "staff" ? "" : v.grade,
        reason: v.reason,
        preferredDate: date,
        preferredTime: time,
        status: "pending",
        locale: ctx.locale ?? "en",
        createdAt: ctx.now,
      })
      .returning({ id: appointmentRequests.id });
    const what = v.kind === "dropin" ? "drop-in" : "appointment";
    await sendEmail(tx, {
      to: counselor.email,
      kind: "appointment_request",
      subject: `New ${what} request`,
      html: detailsHtml(`You have a new ${what} request. It waits as pending in SCUTA until you accept or decline it.`, [
        ["Requested by", `${v.name} (${v.requesterRole})`],
        ["Email", v.email],
        ["Phone", v.phone],
        ["Student", isParent ? v.studentName : ""],
        ["Grade", v.grade],
        ["When", v.kind === "dropin" ? `Now (${date} ${time})` : `${date} ${time}`],
        ["Reason", v.reason],
      ]),
    });
    return { id: row.id, counselor: `${counselor.firstName} ${counselor.lastName}`.trim() };
  });
}
