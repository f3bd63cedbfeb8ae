import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, like, sql } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, invoices, orders, quotes, renewalRequests, users } from "@/db/schema";
import { requestRenewalQuote } from "@/lib/account/request-renewal-quote";
import { emailQuote } from "@/lib/billing/email-quote";
import { saveQuote } from "@/lib/billing/save-quote";
import { ZQuoteDraft } from "@/lib/billing/schemas";
import { emailInvoice } from "@/lib/billing/email-invoice";
import { EMAIL_DELIVER_JOB, setEmailTransport, type TEmailTransport } from "@/lib/email/send";
import { JOBS } from "@/lib/jobs/jobs";
import { enqueuePdfMail, PDF_MAIL_JOB } from "@/lib/jobs/pdf-mail";
import { startJobQueue, type TJobQueue } from "@/lib/jobs/queue";
import { emailPrincipalReport } from "@/lib/reports/principal/email-principal";
import { DRIVERS, freshDatabase } from "../support/db";

// E-mails with a PDF are rendered by the job queue: the request sends the job (in its transaction) and
// answers at once; the worker renders the PDF, writes the outbox row naming the attachment and hands it
// to the e-mail job, whose send carries the PDF's bytes. A failed render is retried and mails once.

type TRow = { id: string; state: string; retry_count: number };

async function pdfJobs(conn: TConnection): Promise<TRow[]> {
  const result = (await conn.db.execute(sql`select id::text as id, state::text as state, retry_count from pgboss.job where name = ${PDF_MAIL_JOB} order by created_on`)) as unknown as
    TRow[] | { rows: TRow[] };
  return Array.isArray(result) ? result : result.rows;
}

const until = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

describe.each(DRIVERS)("PDF e-mails through the job queue (%s)", (driver) => {
  let conn: TConnection;
  let queue: TJobQueue | undefined;
  const sent: { to: string; subject: string; attachments: { filename: string; content: Buffer }[] }[] = [];
  const recorder: TEmailTransport = async (m) => {
    sent.push({ to: m.to, subject: m.subject, attachments: m.attachments ?? [] });
    return { providerId: `p-${sent.length}` };
  };

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo" });
    setEmailTransport(recorder);
    queue = await startJobQueue(conn, { jobs: JOBS.filter((j) => j.name === PDF_MAIL_JOB || j.name === EMAIL_DELIVER_JOB), work: true, pollingIntervalSeconds: 0.5 });
  });
  afterEach(() => void sent.splice(0));
  afterAll(async () => {
    await queue?.stop();
    setEmailTransport(undefined);
    await conn?.close();
  });

  it("an invoice e-mail asked for in a request is rendered and mailed by the worker: the outbox row names the PDF, the send carries it", async () => {
    const [row] = await conn.db.select({ orderId: orders.id, invoiceId: invoices.id }).from(orders).innerJoin(invoices, eq(invoices.orderId, orders.id)).limit(1);
    expect(row, "the demo has an invoiced order").toBeDefined();
    const now = new Date();
    const answer = await conn.db.transaction((tx) => emailInvoice(tx, row.orderId, now));
    expect(answer.message).toMatch(/^Invoice emailed to: /);
    // The request wrote no e-mail itself: the job does.
    expect(
      await conn.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "invoice"), eq(emailOutbox.to, answer.email))),
    ).toHaveLength(0);
    await until(async () => expect((await pdfJobs(conn)).map((j) => j.state)).toEqual(["completed"]));
    const [mail] = await conn.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "invoice"), eq(emailOutbox.to, answer.email)));
    expect(mail.text).toMatch(/\[Attachments: [^\]]+\.pdf\]$/);
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0].to).toBe(answer.email);
    expect(sent[0].attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
    const [invoice] = await conn.db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
    expect(invoice.emailedTo).toBe(answer.email);
  });

  it("a failed render is retried and then mails once", async () => {
    const [row] = await conn.db.select({ orderId: orders.id, invoice: invoices }).from(orders).innerJoin(invoices, eq(invoices.orderId, orders.id)).offset(1).limit(1);
    expect(row, "the demo has a second invoiced order").toBeDefined();
    // The invoice is missing when the worker first renders (as if its row were not readable yet): the attempt fails.
    await conn.db.delete(invoices).where(eq(invoices.id, row.invoice.id));
    expect(await enqueuePdfMail(conn.db, { kind: "invoice", orderId: row.orderId })).toBe(true);
    await until(async () => expect((await pdfJobs(conn)).at(-1)).toMatchObject({ state: "retry" }));
    expect(
      await conn.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.text, `%${row.invoice.number}%`)),
    ).toHaveLength(0);
    await conn.db.insert(invoices).values(row.invoice);
    // The retry waits its pause (a minute); the test makes it due now.
    const job = (await pdfJobs(conn)).at(-1)!;
    await conn.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${job.id}::uuid`);
    await until(async () => expect((await pdfJobs(conn)).at(-1)).toMatchObject({ state: "completed", retry_count: 1 }));
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0].attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      await conn.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.text, `%${row.invoice.number}%`)),
    ).toHaveLength(1);
  });

  it("the principal report e-mail answers at once and arrives with its PDF from the worker", async () => {
    const [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    const answer = await emailPrincipalReport(conn.db, { user: counselor, sessionId: "test", via: "bearer" }, { to: counselor.email }, new Date());
    expect(answer).toEqual({ to: counselor.email, sent: false });
    await until(async () => expect((await pdfJobs(conn)).at(-1)).toMatchObject({ state: "completed" }));
    const [mail] = await conn.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "principal_report"), eq(emailOutbox.to, counselor.email)));
    expect(mail.text).toMatch(/\[Attachments: principal-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf\]$/);
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0].attachments[0]).toMatchObject({ filename: expect.stringMatching(/^principal-report-.*\.pdf$/) });
    expect(sent[0].attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("a quote e-mailed from a request is rendered and sent by the worker, and the quote remembers where it went", async () => {
    const [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    const actor = { user: counselor, sessionId: "test", via: "cookie" as const };
    const now = new Date();
    const draft = ZQuoteDraft.parse({
      start: "2030-08-01",
      end: "2031-07-31",
      quantities: { max: 1 },
      includeFunding: false,
      contact: { name: "Casey Morgan", school: "Demo High", zip: "98101", email: counselor.email, phone: "", state: "WA" },
    });
    const quote = await saveQuote(conn.db, { actor }, draft, now);
    const to = `principal.${driver}@example.org`;
    expect(await emailQuote(conn.db, { actor }, { quoteId: quote.quoteId, email: to }, now)).toEqual({ message: `Quote emailed to: ${to}` });
    // The request wrote no e-mail itself: the job does.
    expect(
      await conn.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "quote"), eq(emailOutbox.to, to))),
    ).toHaveLength(0);
    await until(async () => expect((await pdfJobs(conn)).at(-1)).toMatchObject({ state: "completed" }));
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ to, attachments: [{ filename: expect.stringMatching(/\.pdf$/) }] });
    expect(sent[0].attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
    const [row] = await conn.db.select().from(quotes).where(eq(quotes.id, quote.quoteId));
    expect(row.emailedTo).toBe(to);
  });

  it("a renewal request writes its rows at once and the worker mails each manager the renewal quote's PDF", async () => {
    const [renewer] = await conn.db.select().from(users).where(eq(users.username, "renewer"));
    const actor = { user: renewer, sessionId: "test", via: "cookie" as const };
    const answer = await requestRenewalQuote(conn.db, actor, { user_id: renewer.id }, { baseUrl: "https://app.example", now: new Date() });
    expect(answer.managers).toBeGreaterThan(0);
    expect(await conn.db.select().from(renewalRequests).where(eq(renewalRequests.userId, renewer.id))).toHaveLength(answer.managers);
    await until(async () => expect((await pdfJobs(conn)).at(-1)).toMatchObject({ state: "completed" }));
    await until(() => expect(sent).toHaveLength(answer.managers));
    for (const mail of sent) {
      expect(mail.attachments[0]).toMatchObject({ filename: `SCUTA-quote-${answer.quoteID}.pdf` });
      expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});
