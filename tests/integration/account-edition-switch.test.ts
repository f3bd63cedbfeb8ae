import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users } from "@/db/schema";
import { POST as switchRoute } from "@/app/api/v1/user/swithProMax/route";
import { POST as purchaseRoute } from "@/app/api/v1/users/billing/add/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { TEST_CARD, freshKey, insertUser, ordersOf, period, tokenFor } from "./billing-purchase-support";

// "Switching edition grants MAX for free (POST /api/v1/user/swithProMax {"AppID":2} as a
// PRO user → MAX, no order)". A switch stays within what the paid licence covers; MAX without a
// MAX licence answers 402 upgrade_required, and the upgrade (70) is bought in billing.

describe.each(DRIVERS)("edition switch within the license (%s)", (driver) => {
  let conn: TConnection;
  let ip = 0;
  const headers = () => ({ "x-forwarded-for": `192.0.2.${++ip}` });
  const switchTo = async (token: string, AppID: number) => call(switchRoute, { token, body: { AppID }, headers: headers() });
  const appIdOf = async (id: number) => (await conn.db.select({ appId: users.appId }).from(users).where(eq(users.id, id)))[0].appId;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("a PRO license holder switching to MAX gets 402 upgrade_required: still PRO, and no order", async () => {
    const { end } = period(0);
    const user = await insertUser(conn.db, { appId: 1, expires: end });
    const res = await switchTo(await tokenFor(conn.db, user.username), 2);
    expect(res.status).toBe(402);
    expect(res.json.error?.[0].code).toBe("upgrade_required");
    expect(await appIdOf(user.id)).toBe(1);
    expect(await ordersOf(conn.db, user.id)).toHaveLength(0);
  });

  it("after buying the MAX upgrade (70) to the same end, the holder switches freely between PRO and MAX", async () => {
    const { start, end } = period(0);
    const user = await insertUser(conn.db, { appId: 1, expires: end });
    const token = await tokenFor(conn.db, user.username);
    const bought = await call(purchaseRoute, { token, body: { start, end, quantities: { max: 1 }, idempotencyKey: freshKey(driver), payment: TEST_CARD } });
    expect(bought.status).toBe(200);
    // The MAX line is priced at the upgrade price (70), before any discount of the month.
    const [order] = await ordersOf(conn.db, user.id);
    expect(order.priced.lines.find((l) => l.product === "max")?.unitPriceCents).toBe(7000);
    expect(await appIdOf(user.id)).toBe(2);

    const toPro = await switchTo(token, 1);
    expect(toPro.status).toBe(200);
    expect(await appIdOf(user.id)).toBe(1);
    const next = (toPro.json.data as { token: string }).token;
    const back = await switchTo(next, 2);
    expect(back.status).toBe(200);
    expect(await appIdOf(user.id)).toBe(2);
  });

  it("switching to PRO is always within a license; a MAX holder switching to MAX again is a no-op", async () => {
    const user = await insertUser(conn.db, { appId: 2, expires: period(0).end });
    const token = await tokenFor(conn.db, user.username);
    const same = await switchTo(token, 2);
    expect(same.status).toBe(200);
    const toPro = await switchTo((same.json.data as { token: string }).token, 1);
    expect(toPro.status).toBe(200);
    // No MAX licence on record (MAX was never bought here): the way back is the upgrade.
    expect((await switchTo((toPro.json.data as { token: string }).token, 2)).status).toBe(402);
  });

  it("a trial (AppID 0) has both editions already: 409 trial_edition", async () => {
    const user = await insertUser(conn.db, { appId: 0, expires: period(0).end });
    const res = await switchTo(await tokenFor(conn.db, user.username), 2);
    expect(res.status).toBe(409);
    expect(res.json.error?.[0].code).toBe("trial_edition");
  });

  it("an administrator holds no license and may look at either edition", async () => {
    const admin = await insertUser(conn.db, { roleId: 3, appId: 1, expires: period(0).end });
    const res = await switchTo(await tokenFor(conn.db, admin.username), 2);
    expect(res.status).toBe(200);
    expect(await appIdOf(admin.id)).toBe(2);
  });
});
