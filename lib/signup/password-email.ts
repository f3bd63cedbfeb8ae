import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { userTokens } from "@/db/schema";
import { newToken, sha256 } from "@/lib/auth/crypto";
import { emailLocale, renderEmail } from "@/lib/email/render";
import { sendEmail, sendEmails, type TEmail } from "@/lib/email/send";
import { activatePath } from "@/lib/account/links";
import { translatorFor, type TTranslate } from "./translate";

/** The activation link is valid for 7 days. */
export const ACTIVATION_TTL_MS = 7 * 86_400_000;

/** The /activate page of the account area: `/activate/{token}/{username}` under the email link base. */
export function activationLink(origin: string, rawToken: string, username: string): string {
  return origin.replace(/\/+$/, "") + activatePath(rawToken, username);
}

type TPasswordEmailUser = { id: number; username: string; email: string; firstName: string; language: string };
type TPasswordEmailCtx = { now: Date; origin: string | null };

/** The activation token's row: only its hash is kept, valid ACTIVATION_TTL_MS. */
function tokenRow(userId: number, raw: string, now: Date) {
  return { userId, purpose: "activate", tokenHash: sha256(raw), createdAt: now, expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS) };
}

/** The password e-mail of `user` with the activation link of token `raw`, in the user's language. */
async function passwordEmail(user: TPasswordEmailUser, raw: string, ctx: TPasswordEmailCtx, t: TTranslate): Promise<TEmail> {
  const locale = emailLocale(user.language);
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
  return { to: user.email, ...mail, kind: "password", held };
}

/**
 * "A newly registered user gets a password email": a single-use activation token (only its hash is
 * kept), valid 7 days, replacing any earlier unused one, and the email with the link. `origin` is
 * the email link base (lib/account/links.ts). Nobody has proven yet that the address belongs to
 * whoever filled in the form, so the email greets without the typed name: a stranger's text never
 * reaches someone else's inbox through it.
 */
export async function sendPasswordEmail(tx: TDbOrTx, user: TPasswordEmailUser, ctx: TPasswordEmailCtx): Promise<{ held: boolean }> {
  const raw = newToken();
  // One link at a time: earlier unused links stop working (marked used, as the account area does).
  await tx
    .update(userTokens)
    .set({ usedAt: ctx.now })
    .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, "activate"), isNull(userTokens.usedAt)));
  await tx.insert(userTokens).values(tokenRow(user.id, raw, ctx.now));
  const email = await passwordEmail(user, raw, ctx, await translatorFor(emailLocale(user.language), "signup.passwordEmail"));
  await sendEmail(tx, email);
  return { held: email.held !== undefined };
}

/** Rows per statement of the batch below. */
const BATCH_ROWS = 1_000;

/**
 * sendPasswordEmail for many accounts at once (a roster import's new staff): the same token and e-mail
 * for each, but the earlier links retired, the tokens stored and the e-mails queued in a few statements
 * (sendEmails), not several round trips per account. Each e-mail is still rendered for its recipient.
 */
export async function sendPasswordEmails(tx: TDbOrTx, list: readonly TPasswordEmailUser[], ctx: TPasswordEmailCtx): Promise<void> {
  if (list.length === 0) return;
  const raws = list.map(() => newToken());
  for (let i = 0; i < list.length; i += BATCH_ROWS) {
    const part = list.slice(i, i + BATCH_ROWS);
    await tx
      .update(userTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          inArray(
            userTokens.userId,
            part.map((u) => u.id),
          ),
          eq(userTokens.purpose, "activate"),
          isNull(userTokens.usedAt),
        ),
      );
    await tx.insert(userTokens).values(part.map((u, k) => tokenRow(u.id, raws[i + k], ctx.now)));
  }
  const translators = new Map<string, TTranslate>();
  const emails: TEmail[] = [];
  for (const [k, user] of list.entries()) {
    const locale = emailLocale(user.language);
    let t = translators.get(locale);
    if (!t) translators.set(locale, (t = await translatorFor(locale, "signup.passwordEmail")));
    emails.push(await passwordEmail(user, raws[k], ctx, t));
  }
  await sendEmails(tx, emails);
}
