import "server-only";
import type { TDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { detailsHtml, emailAdmins } from "./notify";
import type { TPublicContext } from "./request-demo";
import { feedbackText } from "./rules";
import { ZFeedback, type TFeedbackInput } from "./schemas";

/** POST /home/sendFeedback: feedback from /feedback, kept as a contact message starting "Feedback". */
export async function sendFeedback(db: TDb, input: TFeedbackInput, ctx: TPublicContext): Promise<{ id: number }> {
  await hitRateLimit(db, RATE_LIMITS.contact, ctx.ip, ctx.now);
  const v = ZFeedback.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ email: v.email, name: v.name, phone: v.phone, message: feedbackText(v.topic, v.message), createdAt: ctx.now })
      .returning({ id: contactMessages.id });
    await emailAdmins(tx, {
      kind: "feedback",
      subject: `Feedback #${row.id} (${v.topic})`,
      html: detailsHtml("New feedback from the public site.", [
        ["Name", v.name],
        ["Email", v.email],
        ["Phone", v.phone],
        ["Feedback", v.message],
      ]),
    });
    return { id: row.id };
  });
}
