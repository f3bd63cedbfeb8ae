import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { RATE_LIMITS, type TRateLimit } from "@/lib/http/rate-limit";
import type { TActionResult } from "@/lib/http/action";
import { signQuoteLink } from "@/lib/billing/quote-link";
import { fundingPdfAction, invoicePdfAction, quotePdfAction, removePdfLinkAction } from "@/lib/billing/pdf-actions";
import { saveQuoteAction } from "@/lib/billing/actions";
import { confirmCheckoutAction, purchaseAction } from "@/lib/billing/purchase-actions";
import { GET as calendarLoginRoute } from "@/app/user/calendar/[token]/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { tokenFor } from "./billing-purchase-support";

// "Rate-limit every anonymous call that writes or e-mails". The server actions
// behind the quote page, the billing dialog and the PDF buttons, and the calendar login link
// (GET /user/calendar/{token}), are limited like their API routes: per client address, for callers
// without a session, counted before any work.

// Server actions read the request's headers through next/headers: the test says which request it is.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => undefined, delete: () => undefined }),
}));

const TOKEN = "A".repeat(43);
const DRAFT = { start: "2030-08-01", end: "2031-07-31", quantities: { max: 1 } };

type TCase = { label: string; limit: TRateLimit; run: () => Promise<TActionResult<unknown>> };
const CASES: TCase[] = [
  { label: "quotePdfAction with a quote link", limit: RATE_LIMITS.pdfLink, run: () => quotePdfAction({ quoteId: 987654, linkToken: TOKEN }) },
  { label: "fundingPdfAction with a quote link", limit: RATE_LIMITS.pdfLink, run: () => fundingPdfAction({ quoteId: 987654, linkToken: TOKEN }) },
  { label: "invoicePdfAction with a quote link", limit: RATE_LIMITS.pdfLink, run: () => invoicePdfAction({ orderId: 987654, linkToken: TOKEN }) },
  { label: "removePdfLinkAction", limit: RATE_LIMITS.pdfRemove, run: () => removePdfLinkAction({ link: `/api/v1/pdf/${TOKEN}` }) },
  {
    label: "saveQuoteAction with a quote link (as POST /api/v1/quote/addQutoe)",
    limit: RATE_LIMITS.quoteLinkSave,
    run: () => saveQuoteAction({ ...DRAFT, username: "counselor", linkToken: signQuoteLink("counselor", new Date()) }),
  },
  {
    label: "purchaseAction by a visitor (as POST /api/v1/users/billing/add)",
    limit: RATE_LIMITS.purchase,
    run: () => purchaseAction({ ...DRAFT, idempotencyKey: `visitor-${Math.random().toString(36).slice(2)}`, payment: { method: "po", poNumber: "PO-1" } }),
  },
  { label: "confirmCheckoutAction by a visitor", limit: RATE_LIMITS.purchase, run: () => confirmCheckoutAction({ sessionId: "cs_test_nothing_here" }) },
];

const statusOf = (r: TActionResult<unknown>) => (r.ok ? 200 : r.status);

describe.each(DRIVERS)("anonymous server actions and the calendar login link are limited per address (%s)", (driver) => {
  let conn: TConnection;
  let net = driver === "pglite" ? 0 : 100;
  const from = (address: string, extra: Record<string, string> = {}) => {
    request.headers = new Headers({ "x-forwarded-for": address, ...extra });
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it.each(CASES)("$label: once the limit is used up, the next call answers 429", async ({ limit, run }) => {
    net += 1;
    from(`100.70.${net}.7`);
    const statuses: number[] = [];
    for (let i = 0; i <= limit.max; i++) statuses.push(statusOf(await run()));
    expect(statuses.slice(0, limit.max)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    from(`100.71.${net}.7`);
    expect(statusOf(await run())).not.toBe(429);
  });

  it("a signed-in caller is not counted against the visitors' limit", async () => {
    net += 1;
    from(`100.72.${net}.7`, { authorization: `Bearer ${await tokenFor(conn.db, "counselor")}` });
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.pdfLink.max; i++) statuses.push(statusOf(await invoicePdfAction({ orderId: 987654 })));
    expect(statuses).not.toContain(429);
  });

  it("GET /user/calendar/{token}: the login link is limited like /home/loginWithToken (429 after the limit)", async () => {
    net += 1;
    const open = async (address: string) => {
      const req = new NextRequest(new URL(`/user/calendar/${TOKEN}`, "http://localhost"), { headers: { "x-forwarded-for": address } });
      return (await calendarLoginRoute(req, { params: Promise.resolve({ token: TOKEN }) })).status;
    };
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.loginLink.max; i++) statuses.push(await open(`100.73.${net}.7`));
    // A bad link lands on the login page (303) until the limit is used up.
    expect(new Set(statuses.slice(0, RATE_LIMITS.loginLink.max))).toEqual(new Set([303]));
    expect(statuses.at(-1)).toBe(429);
    expect(await open(`100.74.${net}.7`)).toBe(303);
  });
});
