import "server-only";
import type { TDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { emailAdmins } from "@/lib/email/admins";
import { renderEmail } from "@/lib/email/render";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { translatorFor } from "@/lib/signup/translate";
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
    await emailAdmins(tx, "feedback", async (locale) => {
      const t = await translatorFor(locale, "email.feedback");
      const topic = (await translatorFor(locale, "pages.feedback.form.topics"))(v.topic);
      return renderEmail({
        locale,
        why: "admin",
        subject: t("subject", { id: String(row.id), topic: v.topic }),
        blocks: [
          { type: "text", text: t("intro") },
          {
            type: "facts",
            rows: [
              [t("name"), v.name],
              [t("email"), v.email],
              [t("phone"), v.phone],
              [t("topic"), topic],
            ],
          },
          { type: "heading", text: t("message") },
          { type: "quote", text: v.message },
        ],
      });
    });
    return { id: row.id };
  });
}
