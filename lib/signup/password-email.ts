import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { userTokens } from "@/db/schema";
import { newToken, sha256 } from "@/lib/auth/crypto";
import { emailLocale, renderEmail } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send";
import { activatePath } from "@/lib/account/links";
import { translatorFor } from "./translate";

/** The activation link is valid for 7 days. */
export const ACTIVATION_TTL_MS = 7 * 86_400_000;

/** The /activate page of the account area: `/activate/{token}/{username}` under the email link base. */
export function activationLink(origin: string, rawToken: string, username: string): string {
  return origin.replace(/\/+$/, "") + activatePath(rawToken, username);
}

/**
 * "A newly registered user gets a password email": a single-use activation token (only its hash is
 * kept), valid 7 days, replacing any earlier unused one, and the email with the link. `origin` is
 * the email link base (lib/account/links.ts). Nobody has proven yet that the address belongs to
 * whoever filled in the form, so the email greets without the typed name: a stranger's text never
 * reaches someone else's inbox through it.
 */
export async function sendPasswordEmail(
  tx: TDbOrTx,
  user: { id: number; username: string; email: string; firstName: string; language: string },
  ctx: { now: Date; origin: string | null },
): Promise<{ held: boolean }> {
  const raw = newToken();
  // One link at a time: earlier unused links stop working (marked used, as the account area does).
  await tx
    .update(userTokens)
    .set({ usedAt: ctx.now })
    .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, "activate"), isNull(userTokens.usedAt)));
  await tx.insert(userTokens).values({
    userId: user.id,
    purpose: "activate",
    tokenHash: sha256(raw),
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + ACTIVATION_TTL_MS),
  });
  const locale = emailLocale(user.language);
  const t = await translatorFor(locale, "signup.passwordEmail");
  // Without the site's address (APP_URL) the link is only a path: the email stays in the outbox unsent.
  const link = activationLink(ctx.origin ?? "", raw, user.username);
  const mail = await renderEmail({
    locale,
    why: "signup",
    subject: t("subject"),
    greeting: t("greetingNoName"),
    blocks: [
      { type: "text", text: t("intro") },
      { type: "text", text: `${t("usernameIs")} ${user.username}` },
      { type: "action", href: link, label: t("action") },
      { type: "text", text: t("expiry") },
      { type: "text", text: t("ignore"), muted: true },
    ],
  });
  const held = ctx.origin === null ? "Not sent: e-mailed links need the site's address (APP_URL)." : undefined;
  await sendEmail(tx, { to: user.email, ...mail, kind: "password", held });
  return { held: held !== undefined };
}
