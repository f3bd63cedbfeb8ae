import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { appointmentRequests } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { createEvent } from "@/lib/calendar/create-event";
import { listCategoriesFor } from "@/lib/categories/queries";
import { sendEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { acceptedEmail, appointmentNotes } from "./email";
import { counselorName, loadPendingRequest } from "./load-request";
import { appointmentCategory, appointmentTitle, hm } from "./rules";
import { ZAcceptRequest } from "./schemas";

export type TAcceptResult = { id: number; status: "accepted"; eventId: number; date: string; time: string; duration: number; emailed: boolean };

/**
 * A pending public request becomes an event in the counselor's calendar ("Appointment: {requester}",
 * in their individual-counseling category, with who asked and why in the counselor-only notes),
 * the request is marked accepted with that event, and the requester (when they gave an email)
 * gets a confirmation in the language of the page they used. All in one transaction: nothing is written if any step fails.
 */
export async function acceptRequest(db: TDbOrTx, actor: TActor, input: unknown, now: Date): Promise<TAcceptResult> {
  const v = ZAcceptRequest.parse(input);
  return db.transaction(async (tx) => {
    const { request, counselor } = await loadPendingRequest(tx, actor, v.id);
    const date = v.date ?? request.preferredDate;
    const time = v.time ?? hm(request.preferredTime);
    if (!date || !time) throw new AppError("invalid_date", "Choose the date and time of the appointment.", 422, "date");
    const duration = v.duration ?? request.durationMinutes;
    const category = appointmentCategory(await listCategoriesFor(tx, { user: counselor }));
    if (!category) throw new AppError("unknown_category", "No category is available for appointments.", 422, "category_id");
    const hasStudent = request.requesterRole === "student" || !!request.studentName;
    const [event] = await createEvent(
      tx,
      actor,
      {
        title: appointmentTitle(request.requesterName),
        date,
        time,
        duration,
        category_id: category.id,
        students: hasStudent ? 1 : 0,
        notes: await appointmentNotes(counselor.language, request),
        status: "planned",
      },
      now,
      // The request is the appointment's record: linked below, not recorded a second time.
      { source: "event", userId: counselor.id, fromRequest: true },
    );
    await tx.update(appointmentRequests).set({ status: "accepted", eventId: event.id, decidedAt: now }).where(eq(appointmentRequests.id, request.id));
    // A requester may have left only a phone number: then the office calls them.
    const emailed = !!request.requesterEmail;
    if (emailed) {
      const mail = await acceptedEmail({ counselorName: counselorName(counselor), locale: request.locale }, { date, time, duration });
      await sendEmail(tx, { to: request.requesterEmail, kind: "appointment", ...mail });
    }
    return { id: request.id, status: "accepted", eventId: event.id, date, time, duration, emailed };
  });
}
