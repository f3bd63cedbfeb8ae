import "server-only";
import type { TDbOrTx } from "@/db/client";
import { emailLocale, renderEmail } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send";
import { translatorFor } from "@/lib/signup/translate";

// The e-mail a person gets when their request to join a school or district is approved or refused,
// in their own language, through the outbox. It names the place and the district, never who decided
// or the note kept with the decision.

export type TDecisionMail = { to: string; firstName: string; language: string; place: string; district: string; decision: "approved" | "refused" };

export async function sendDecisionEmail(db: TDbOrTx, m: TDecisionMail): Promise<void> {
  const locale = emailLocale(m.language);
  const t = await translatorFor(locale, "memberships.email");
  const email = await renderEmail({
    locale,
    why: "account",
    subject: t(`${m.decision}Subject`, { place: m.place }),
    greeting: m.firstName ? t("greeting", { name: m.firstName }) : t("greetingNoName"),
    blocks: [
      { type: "text", text: t(`${m.decision}Body`, { place: m.place, district: m.district }) },
      { type: "text", text: t("signoff") },
    ],
  });
  await sendEmail(db, { to: m.to, ...email, kind: `membership_${m.decision}` });
}
