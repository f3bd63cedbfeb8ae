import "server-only";
import { eq } from "drizzle-orm";
import { formatInTimeZone } from "date-fns-tz";
import type { TDb } from "@/db/client";
import { appointmentRequests, users } from "@/db/schema";
import { emailLocale, renderEmail } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { formatClockTime, formatWeekdayDate } from "@/lib/i18n/format";
import type { TLocale } from "@/lib/i18n/locales";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { translatorFor } from "@/lib/signup/translate";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
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
    // To the counselor, in their language: the request in full (it goes to their own address only).
    const [{ language }] = await tx.select({ language: users.language }).from(users).where(eq(users.id, counselor.id));
    const locale = emailLocale(language);
    const t = await translatorFor(locale, "email.appointmentRequest");
    const role = (await translatorFor(locale, "appointments.eventNotes.roles"))(v.requesterRole);
    const at = `${formatWeekdayDate(date, locale)} ${formatClockTime(time, locale)}`;
    const dropin = v.kind === "dropin";
    const mail = await renderEmail({
      locale,
      why: "counselor",
      subject: t(dropin ? "subjectDropin" : "subjectAppointment"),
      blocks: [
        { type: "text", text: t(dropin ? "introDropin" : "introAppointment") },
        {
          type: "facts",
          rows: [
            [t("requestedBy"), `${v.name} (${role})`],
            [t("email"), v.email],
            [t("phone"), v.phone],
            [t("student"), isParent ? v.studentName : ""],
            [t("grade"), v.grade],
            [t("when"), dropin ? t("now", { when: at }) : at],
            [t("reason"), v.reason],
          ],
        },
      ],
    });
    await sendEmail(tx, { to: counselor.email, kind: "appointment_request", ...mail });
    return { id: row.id, counselor: `${counselor.firstName} ${counselor.lastName}`.trim() };
  });
}
