import "server-only";
import { eq, sql } from "drizzle-orm";
import { Resend } from "resend";
import type { TDbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { emailSender } from "@/lib/account-admin/settings";
import { env } from "@/lib/env";
import { logError } from "@/lib/http/log";

export type TEmailAttachment = { filename: string; content: Buffer };
/** Every email has a plain-text part next to its HTML: build both with renderEmail (lib/email/render.tsx). */
export type TEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind?: string;
  attachments?: TEmailAttachment[];
  // Why the message must stay in the outbox unsent (its links could not be made absolute).
  held?: string;
};

/** The outbox keeps no file bodies: it notes the attachments' names under the text. */
function outboxText(email: TEmail): string {
  const names = (email.attachments ?? []).map((a) => a.filename);
  if (names.length === 0) return email.text;
  return `${email.text}\n\n[Attachments: ${names.join(", ")}]`;
}

/**
 * The one way the app sends email. Every message is first written to email_outbox, so none is
 * lost: with RESEND_API_KEY it is then sent and marked sent (or its error kept); without a key it
 * stays in the outbox, where an administrator reads it in the app.
 */
export async function sendEmail(db: TDbOrTx, email: TEmail): Promise<{ id: number; sent: boolean }> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: email.to, subject: email.subject, html: email.html, text: outboxText(email), kind: email.kind ?? "general", ...(email.held ? { error: email.held.slice(0, 500) } : {}) })
    .returning({ id: emailOutbox.id });
  const key = env().RESEND_API_KEY;
  if (!key || email.held) return { id: row.id, sent: false };
  try {
    const resend = new Resend(key);
    const { data, error } = await resend.emails.send({
      // The sender the administrator set (/app/settings), else EMAIL_FROM.
      from: await emailSender(db),
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      ...(email.attachments?.length ? { attachments: email.attachments.map((a) => ({ filename: a.filename, content: a.content })) } : {}),
    });
    if (error) throw new Error(error.message);
    await db
      .update(emailOutbox)
      .set({ sentAt: new Date(), providerId: data?.id ?? null, attempts: sql`${emailOutbox.attempts} + 1`, error: null })
      .where(eq(emailOutbox.id, row.id));
    return { id: row.id, sent: true };
  } catch (error) {
    logError("email", error);
    await db
      .update(emailOutbox)
      .set({ error: error instanceof Error ? error.message.slice(0, 500) : "send failed", attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, row.id));
    return { id: row.id, sent: false };
  }
}
