import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, ne } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, invoices, orders, rateLimitHits, users } from "@/db/schema";
import { sha256 } from "@/lib/auth/crypto";
import { POST as principalEmailRoute } from "@/app/api/v1/report/principal/email/route";
import { PUT as resendRoute } from "@/app/api/v1/order/sendEmailToUser/[id]/route";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { principalRecipientAllowed } from "@/lib/reports/principal/recipient";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { tokenFor } from "./billing-purchase-support";

// The principal report carries the sender's own words under the app's name: it goes to the sender
// or to a confirmed principal on file of the sender's school (lib/principal-contacts), never to any address. Sending an invoice again is
// limited per caller and per order.

describe("who the principal report may be e-mailed to", () => {
  it("the sender's own address, or a principal of hers who confirmed; an address of the same domain is no longer enough", () => {
    const confirmed = [{ email: "principal@lincoln.k12.wa.us" }];
    expect(principalRecipientAllowed("pat@lincoln.k12.wa.us", "principal@lincoln.k12.wa.us", confirmed)).toBe(true);
    expect(principalRecipientAllowed("pat@lincoln.k12.wa.us", "PAT@Lincoln.k12.wa.us", [])).toBe(true);
    expect(principalRecipientAllowed("pat@lincoln.k12.wa.us", "principal@lincoln.k12.wa.us", [])).toBe(false);
    expect(principalRecipientAllowed("pat@lincoln.k12.wa.us", "victim@elsewhere.org", confirmed)).toBe(false);
    expect(principalRecipientAllowed("pat@gmail.com", "pat@gmail.com", [])).toBe(true);
  });
});

describe.each(DRIVERS)("e-mailing calls are bounded (%s)", (driver) => {
  let conn: TConnection;
  const mails = async (to: string, kind: string) =>
    (
      await conn.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    )[0].n;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("a signed-in user cannot e-mail the principal report with their own text to an address that is no confirmed principal of theirs: 422 on 'to', nothing sent", async () => {
    const token = await tokenFor(conn.db, "counselor");
    const res = await call(principalEmailRoute, { token, body: { to: "victim@elsewhere.org", request: "Buy cheap watches at spam.example" } });
    expect(res.status).toBe(422);
    expect(res.json.error?.[0]).toMatchObject({ code: "principal_address", field: "to" });
    expect(await mails("victim@elsewhere.org", "principal_report")).toBe(0);
  });

  it("invoice resends are limited per order: past the limit 429, and no further e-mail is written", async () => {
    const [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    const [row] = await conn.db.select({ orderId: orders.id, userId: orders.userId }).from(orders).innerJoin(invoices, eq(invoices.orderId, orders.id)).where(eq(orders.userId, counselor.id)).limit(1);
    expect(row, "the demo counselor has an invoiced order").toBeDefined();
    const token = await tokenFor(conn.db, "counselor");
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.invoiceEmailPerOrder.max; i++) {
      statuses.push((await call(resendRoute, { method: "PUT", token, params: { id: String(row.orderId) } })).status);
    }
    expect(statuses.slice(0, RATE_LIMITS.invoiceEmailPerOrder.max)).toEqual(Array(RATE_LIMITS.invoiceEmailPerOrder.max).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });

  it("invoice resends are limited per caller: with the caller's count used up, another order's invoice is refused (429) and not sent", async () => {
    const [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    // An order whose own count is untouched (not the counselor's of the test above).
    const owned = await conn.db.select({ orderId: orders.id }).from(orders).innerJoin(invoices, eq(invoices.orderId, orders.id)).where(ne(orders.userId, counselor.id));
    expect(owned.length, "the demo has another invoiced order").toBeGreaterThan(0);
    const admin = await tokenFor(conn.db, "admin");
    const [adminUser] = await conn.db.select().from(users).where(eq(users.username, "admin"));
    // The administrator's own count is used up (as by ten resends in the last hour).
    const keyHash = sha256(`${RATE_LIMITS.invoiceEmail.scope}:user:${adminUser.id}`);
    await conn.db.insert(rateLimitHits).values(Array.from({ length: RATE_LIMITS.invoiceEmail.max }, () => ({ scope: RATE_LIMITS.invoiceEmail.scope, keyHash, createdAt: new Date() })));
    const before = (await conn.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.kind, "invoice")))[0].n;
    const res = await call(resendRoute, { method: "PUT", token: admin, params: { id: String(owned.at(-1)!.orderId) } });
    expect(res.status).toBe(429);
    expect((await conn.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.kind, "invoice")))[0].n).toBe(before);
  });
});
