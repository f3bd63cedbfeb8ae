import "server-only";
import { eq, sql } from "drizzle-orm";
import { Resend } from "resend";
import type { TDbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { emailSender } from "@/lib/account-admin/settings";
import { env } from "@/lib/env";
import { logError } from "@/lib/http/log";
import { enqueueJob, enqueueJobs } from "@/lib/jobs/enqueue";
import { JobError } from "@/lib/jobs/types";

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

export const EMAIL_DELIVER_JOB = "email.deliver";

/** The data of an e-mail job: the outbox row, and the attachments' bytes (the outbox keeps none). */
export type TDeliverData = { outboxId: number; attachments?: { filename: string; base64: string }[] };

/** Sends one message; throws when the provider refuses it. Resend by default; tests pass their own. */
export type TEmailTransport = (message: {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: TEmailAttachment[];
  idempotencyKey: string;
}) => Promise<{ providerId: string | null }>;

const resendTransport: TEmailTransport = async ({ idempotencyKey, attachments, ...message }) => {
  const resend = new Resend(env().RESEND_API_KEY);
  const { data, error } = await resend.emails.send(
    { ...message, ...(attachments?.length ? { attachments: attachments.map((a) => ({ filename: a.filename, content: a.content })) } : {}) },
    // The same outbox row is sent once at the provider even when a retry follows a send whose answer was lost.
    { idempotencyKey },
  );
  if (error) throw new Error(error.message);
  return { providerId: data?.id ?? null };
};

type TGlobal = typeof globalThis & { __scutaEmailTransport?: TEmailTransport };

/** Replaces the provider (tests: a transport that records or refuses). */
export function setEmailTransport(transport: TEmailTransport | undefined): void {
  (globalThis as TGlobal).__scutaEmailTransport = transport;
}

function transport(): TEmailTransport | null {
  const own = (globalThis as TGlobal).__scutaEmailTransport;
  if (own) return own;
  return env().RESEND_API_KEY ? resendTransport : null;
}

/**
 * The one way the app sends email. Every message is first written to email_outbox (in the
 * caller's transaction when `db` is one), so none is lost. With a provider (RESEND_API_KEY) the
 * message is then sent: by the job queue when one runs in this process (the job is written in the
 * same transaction; a refused send is retried with growing pauses), else at once. Without a
 * provider it stays in the outbox, where an administrator reads it in the app.
 */
export async function sendEmail(db: TDbOrTx, email: TEmail): Promise<{ id: number; sent: boolean }> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: email.to, subject: email.subject, html: email.html, text: outboxText(email), kind: email.kind ?? "general", ...(email.held ? { error: email.held.slice(0, 500) } : {}) })
    .returning({ id: emailOutbox.id });
  if (!transport() || email.held) return { id: row.id, sent: false };
  const data: TDeliverData = {
    outboxId: row.id,
    ...(email.attachments?.length ? { attachments: email.attachments.map((a) => ({ filename: a.filename, base64: a.content.toString("base64") })) } : {}),
  };
  if (await enqueueJob(db, EMAIL_DELIVER_JOB, data)) return { id: row.id, sent: false };
  try {
    await deliverOutboxEmail(db, data);
    return { id: row.id, sent: true };
  } catch {
    return { id: row.id, sent: false };
  }
}

/** Outbox rows per insert statement (seven parameters a row, well under PostgreSQL's 65,535). */
const OUTBOX_ROWS = 1_000;

/**
 * sendEmail for many messages without attachments (a roster import's invitations): the outbox rows go in
 * one insert per thousand messages, and with a provider their delivery jobs in one statement, instead
 * of one round trip per message. What each recipient gets is what sendEmail would send them. Without a
 * queue in this process the messages are sent at once, one by one, as sendEmail does.
 */
export async function sendEmails(db: TDbOrTx, emails: readonly Omit<TEmail, "attachments">[]): Promise<{ ids: number[] }> {
  const ids: number[] = [];
  for (let i = 0; i < emails.length; i += OUTBOX_ROWS) {
    const part = emails.slice(i, i + OUTBOX_ROWS);
    const rows = await db
      .insert(emailOutbox)
      .values(
        part.map((email) => ({ to: email.to, subject: email.subject, html: email.html, text: outboxText(email), kind: email.kind ?? "general", error: email.held ? email.held.slice(0, 500) : null })),
      )
      .returning({ id: emailOutbox.id });
    ids.push(...rows.map((r) => r.id));
  }
  if (!transport()) return { ids };
  const due: TDeliverData[] = ids.filter((_, i) => !emails[i].held).map((outboxId) => ({ outboxId }));
  if (due.length === 0 || (await enqueueJobs(db, EMAIL_DELIVER_JOB, due))) return { ids };
  for (const data of due) await deliverOutboxEmail(db, data).catch(() => undefined);
  return { ids };
}

/**
 * Sends outbox row `outboxId` unless it was sent already (a retry after a lost answer, a job sent
 * twice): marks it sent, or keeps the provider's error and the attempt on the row and throws, so
 * the job is retried. A row that no longer exists (its transaction rolled back) is nothing to do.
 */
export async function deliverOutboxEmail(db: TDbOrTx, data: TDeliverData, send: TEmailTransport | null = transport()): Promise<"sent" | "already-sent" | "gone" | "no-provider"> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, data.outboxId)).limit(1);
  if (!row) return "gone";
  if (row.sentAt) return "already-sent";
  if (!send) return "no-provider";
  try {
    const { providerId } = await send({
      // The sender the administrator set (/app/settings), else EMAIL_FROM.
      from: await emailSender(db),
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: data.attachments?.length ? (row.text ?? "").replace(/\n\n\[Attachments: [^\]]*\]$/, "") : (row.text ?? ""),
      ...(data.attachments?.length ? { attachments: data.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.base64, "base64") })) } : {}),
      idempotencyKey: `outbox-${row.id}`,
    });
    await db
      .update(emailOutbox)
      .set({ sentAt: new Date(), providerId, attempts: sql`${emailOutbox.attempts} + 1`, error: null })
      .where(eq(emailOutbox.id, row.id));
    return "sent";
  } catch (error) {
    logError("email", error);
    const message = error instanceof Error ? error.message.slice(0, 500) : "send failed";
    await db
      .update(emailOutbox)
      .set({ error: message, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, row.id));
    // The jobs page says where to read the provider's answer (kept on the outbox row), not the answer itself.
    throw new JobError(`the e-mail provider refused outbox message ${row.id}; its answer is on the outbox page`);
  }
}
