import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import type { TConnection } from "@/db/client";
import { users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import type { TEmail } from "@/lib/email/send";
import { emailQuote } from "@/lib/billing/email-quote";
import { saveQuote } from "@/lib/billing/save-quote";
import { ZQuoteDraft } from "@/lib/billing/schemas";
import { DRIVERS, freshDatabase } from "../support/db";

// "leave visitor-typed text out of e-mails to addresses not proven by the
// visitor". The quote PDF attached to a visitor's quote email is the server's quote (lines,
// prices, quote number), without the contact block or the funding letter's signer the visitor typed.

// The outbox keeps no attachment bodies: the test keeps what was handed to sendEmail.
const sent = vi.hoisted(() => [] as TEmail[]);
vi.mock("@/lib/email/send", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/email/send")>();
  return { ...original, sendEmail: async (db: Parameters<typeof original.sendEmail>[0], email: TEmail) => (sent.push(email), original.sendEmail(db, email)) };
});

const NOW = new Date("2026-11-22T15:00:00Z");
const TYPED = { name: "Claim your prize at evilexample", school: "Prizeschool Evilexample", zip: "99999", email: "prize@evilexample.org", phone: "555 0199 evilexample", state: "WA" };
const DRAFT = { start: "2030-08-01", end: "2031-07-31", quantities: { max: 1 }, includeFunding: true, contact: TYPED };

async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, " ");
}
const attachmentTo = async (to: string) => {
  const mail = sent.filter((m) => m.to === to).at(-1);
  expect(mail?.attachments).toHaveLength(1);
  return pdfText(mail!.attachments![0].content as Uint8Array);
};

describe.each(DRIVERS)("the quote PDF emailed to an unproven address (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo", now: NOW });
  });
  afterAll(async () => conn.close());

  it("a visitor's quote emailed to any address attaches the quote without the name, school or contact they typed", async () => {
    const quote = await saveQuote(conn.db, { actor: null }, ZQuoteDraft.parse(DRAFT), NOW);
    expect(quote.linkToken).toBeTruthy();
    const to = `victim.${driver}@example.org`;
    await emailQuote(conn.db, { actor: null, linkToken: quote.linkToken }, { quoteId: quote.quoteId, email: to }, NOW, { clientIp: "198.51.100.9" });
    const text = await attachmentTo(to);
    expect(text).not.toMatch(/evilexample/i);
    expect(text).not.toContain("99999");
    // Still the quote the visitor asked for: its number, the MAX line and the amount due, and the funding letter.
    expect(text).toContain(String(quote.quoteId));
    expect(text).toContain("$199.00");
    expect(text).toMatch(/funding/i);
  });

  it("a signed-in user's quote keeps its contact block (the sender answers for it)", async () => {
    const [row] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    const actor: TActor = { user: row, sessionId: "test", via: "cookie" };
    const quote = await saveQuote(conn.db, { actor }, ZQuoteDraft.parse({ ...DRAFT, contact: { ...TYPED, name: "Casey Morgan Office" } }), NOW);
    const to = `principal.${driver}@example.org`;
    await emailQuote(conn.db, { actor }, { quoteId: quote.quoteId, email: to }, NOW);
    expect(await attachmentTo(to)).toContain("Casey Morgan Office");
  });
});
