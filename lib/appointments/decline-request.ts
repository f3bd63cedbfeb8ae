import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { appointmentRequests } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { sendEmail } from "@/lib/email/send";
import { declinedEmail } from "./email";
import { counselorName, loadPendingRequest } from "./load-request";
import { hm } from "./rules";
import { ZDeclineRequest } from "./schemas";

/**
 * Declines a pending request: it is marked declined and the requester is emailed (when they gave
 * an email), in the language of the page they used, with the optional message. One transaction.
 */
export async function declineRequest(db: TDbOrTx, actor: TActor, input: unknown, now: Date): Promise<{ id: number; status: "declined"; emailed: boolean }> {
  const v = ZDeclineRequest.parse(input);
  return db.transaction(async (tx) => {
    const { request, counselor } = await loadPendingRequest(tx, actor, v.id);
    await tx.update(appointmentRequests).set({ status: "declined", decidedAt: now }).where(eq(appointmentRequests.id, request.id));
    // A requester may have left only a phone number: then the office calls them.
    const emailed = !!request.requesterEmail;
    if (emailed) {
      const mail = await declinedEmail({ counselorName: counselorName(counselor), locale: request.locale }, { date: request.preferredDate, time: hm(request.preferredTime) }, v.message);
      await sendEmail(tx, { to: request.requesterEmail, kind: "appointment", ...mail });
    }
    return { id: request.id, status: "declined", emailed };
  });
}
