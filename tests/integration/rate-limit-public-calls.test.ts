import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import type { TApiHandler } from "@/lib/http/with-api";
import { RATE_LIMITS, type TRateLimit } from "@/lib/http/rate-limit";
import { POST as quoteDraftRoute } from "@/app/api/v1/quote/pdf/route";
import { POST as fundingDraftRoute } from "@/app/api/v1/fundingRequestPdf/pdf/route";
import { POST as quoteByIdRoute } from "@/app/api/v1/quoteByQuoteID/pdf/route";
import { POST as invoicePdfRoute } from "@/app/api/v1/invoice/pdf/route";
import { POST as removePdfRoute } from "@/app/api/v1/remove/pdfUrl/route";
import { POST as purchaseRoute } from "@/app/api/v1/users/billing/add/route";
import { POST as activateRoute } from "@/app/api/v1/activate/route";
import { POST as resetRoute } from "@/app/api/v1/reset/route";
import { GET as loginWithTokenRoute } from "@/app/home/loginWithToken/route";
import { POST as addQuoteRoute } from "@/app/api/v1/quote/addQutoe/route";
import { POST as sendQuoteEmailRoute } from "@/app/api/v1/quote/sendEmailToUser/route";
import { POST as registerRoute } from "@/app/api/v1/register/route";
import { signQuoteLink } from "@/lib/billing/quote-link";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// "Anyone can make the app e-mail any address with their own text (a quote's contact
// name lands in the greeting; 40 of 40 anonymous quote/pdf calls answered)." Every anonymous call
// that writes or sends email is limited per client address, and text a visitor typed stays out of
// emails to addresses nobody has proven.

const TOKEN = "A".repeat(43);
const DRAFT = { start: "2030-08-01", end: "2031-07-31", quantities: { max: 1 } };
const NAME = "Claim your prize at evil.example";

type TCase = { label: string; handler: TApiHandler; limit: TRateLimit; req: () => { path?: string; body?: unknown } };
const CASES: TCase[] = [
  { label: "POST /api/v1/quote/pdf (a visitor's draft → quote + PDF)", handler: quoteDraftRoute, limit: RATE_LIMITS.pdfLink, req: () => ({ body: { billing: DRAFT } }) },
  { label: "POST /api/v1/fundingRequestPdf/pdf", handler: fundingDraftRoute, limit: RATE_LIMITS.pdfLink, req: () => ({ body: { billing: DRAFT } }) },
  { label: "POST /api/v1/quoteByQuoteID/pdf", handler: quoteByIdRoute, limit: RATE_LIMITS.pdfLink, req: () => ({ body: { quoteID: 987654, linkToken: TOKEN } }) },
  { label: "POST /api/v1/invoice/pdf", handler: invoicePdfRoute, limit: RATE_LIMITS.pdfLink, req: () => ({ body: { orderID: 987654, linkToken: TOKEN } }) },
  { label: "POST /api/v1/remove/pdfUrl", handler: removePdfRoute, limit: RATE_LIMITS.pdfRemove, req: () => ({ body: { link: `/api/v1/pdf/${TOKEN}` } }) },
  {
    label: "POST /api/v1/activate",
    handler: activateRoute,
    limit: RATE_LIMITS.activate,
    req: () => ({ body: { token: TOKEN, username: "nobody", password: "a-long-password-1", password_confirmation: "a-long-password-1" } }),
  },
  { label: "POST /api/v1/reset", handler: resetRoute, limit: RATE_LIMITS.reset, req: () => ({ body: { token: TOKEN, password: "a-long-password-1", password_confirmation: "a-long-password-1" } }) },
  { label: "GET /home/loginWithToken", handler: loginWithTokenRoute, limit: RATE_LIMITS.loginLink, req: () => ({ path: `/home/loginWithToken?token=${TOKEN}` }) },
  {
    label: "POST /api/v1/quote/addQutoe with a quote link",
    handler: addQuoteRoute,
    limit: RATE_LIMITS.quoteLinkSave,
    req: () => ({ body: { ...DRAFT, username: "counselor", linkToken: signQuoteLink("counselor", new Date()) } }),
  },
  {
    label: "POST /api/v1/users/billing/add (a visitor's purchase)",
    handler: purchaseRoute,
    limit: RATE_LIMITS.purchase,
    req: () => ({ body: { ...DRAFT, idempotencyKey: `visitor-${Math.random().toString(36).slice(2)}`, payment: { method: "po", poNumber: "PO-1" } } }),
  },
];

describe.each(DRIVERS)("anonymous calls that write or email are limited per address (%s)", (driver) => {
  let conn: TConnection;
  let net = driver === "pglite" ? 0 : 100;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it.each(CASES)("$label: once the limit is used up, the next call answers 429", async ({ handler, limit, req }) => {
    net += 1;
    const headers = { "x-forwarded-for": `100.64.${net}.7` };
    const statuses: number[] = [];
    for (let i = 0; i <= limit.max; i++) statuses.push((await call(handler, { ...req(), headers })).status);
    expect(statuses.slice(0, limit.max)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await call(handler, { ...req(), headers: { "x-forwarded-for": `100.65.${net}.7` } })).status).not.toBe(429);
  });

  it("a visitor's quote emailed to an address they have not proven greets generically, without the typed contact name", async () => {
    const headers = { "x-forwarded-for": `100.66.${driver === "pglite" ? 1 : 2}.1` };
    const saved = await call(addQuoteRoute, { body: { ...DRAFT, contact: { name: NAME } }, headers });
    expect(saved.status).toBe(200);
    const to = `victim.${driver}@example.org`;
    const res = await call(sendQuoteEmailRoute, { body: { quoteID: saved.json.quoteID, email: to, linkToken: saved.json.linkToken }, headers });
    expect(res.status).toBe(200);
    const [mail] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(mail.html).not.toContain("evil.example");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.html).toContain("Hello,");
  });

  it("the sign-up password email, sent to an address nobody has proven yet, does not carry the typed first name", async () => {
    const email = `signup.${driver}.${Date.now()}@school.org`;
    const body = { role_id: 1, first_name: "Evilexample", last_name: "Prizeclaim", email, confirmEmail: email, zipcode: "98118", NCESSCH: "530771001249" };
    const res = await call(registerRoute, { body, headers: { "x-forwarded-for": `100.67.${driver === "pglite" ? 1 : 2}.1` } });
    expect(res.status).toBe(200);
    const [mail] = await conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail.html).not.toContain("Evilexample");
    expect(mail.html).toContain("Hello,");
  });
});
