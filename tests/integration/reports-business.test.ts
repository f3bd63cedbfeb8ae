import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { contactMessages, demoRequests, liveTrainingClicks, users, type TUserRow } from "@/db/schema";
import { eq } from "drizzle-orm";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as reportRoute } from "@/app/api/v1/report/[key]/route";
import { runReport } from "@/lib/reports/run";
import { ZReportQuery } from "@/lib/reports/period";
import { rowsOf } from "@/lib/analysis/sql";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The business reports: administrators only ("a counselor a business report: each
// refused"), a count per month over one table, by default the last 12 months.

const NOW = new Date();
const q = (raw: Record<string, string>) => ZReportQuery.parse(raw);

describe.each(DRIVERS)("reports: business (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let admin: TUserRow;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => (tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string);

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    [admin] = await db.select().from(users).where(eq(users.username, "admin"));
    await db.insert(demoRequests).values([
      { type: 1, name: "Dana Demo", email: "dana@reports.test", createdAt: new Date("2025-05-10T12:00:00Z") },
      { type: 1, name: "Dino Demo", email: "dino@reports.test", createdAt: new Date("2025-05-20T12:00:00Z") },
      { type: 2, name: "Tina Training", email: "tina@reports.test", createdAt: new Date("2025-05-21T12:00:00Z") },
    ]);
    await db.insert(liveTrainingClicks).values([{ modalType: "join", createdAt: new Date("2025-05-03T12:00:00Z") }]);
    await db.insert(contactMessages).values([
      { email: "a@reports.test", name: "A", phone: "", message: "Hello", createdAt: new Date("2025-05-02T10:00:00Z"), handledAt: new Date("2025-05-02T14:00:00Z") },
      { email: "b@reports.test", name: "B", phone: "", message: "Hello", createdAt: new Date("2025-05-03T10:00:00Z") },
    ]);
  });
  afterAll(async () => conn?.close());

  it("demos and trainings: a month's demo and training requests and live-training clicks", async () => {
    const run = await runReport(db, admin, "monthlyDemoAndTraining", q({ period: "custom", from: "2025-04-01", to: "2025-06-30" }), NOW, "en");
    expect(run.result.table.rows.map((r) => r.month)).toEqual(["2025-04-01", "2025-05-01", "2025-06-01"]);
    expect(run.result.table.rows[1]).toMatchObject({ demos: 2, trainings: 1, clicks: 1, paid60: 0 });
    expect(run.result.table.totals).toMatchObject({ demos: 2, trainings: 1, clicks: 1 });
  });

  it("support: contact messages received, the share answered and the median hours to answer", async () => {
    const run = await runReport(db, admin, "monthlySupport", q({ period: "custom", from: "2025-05-01", to: "2025-05-31" }), NOW, "en");
    expect(run.result.table.rows[0]).toMatchObject({ month: "2025-05-01", contact: 2, received: 2, answered: 50, medianHours: 4 });
  });

  it("orders: each month's orders by status agree with the orders table, and the dollars are the paid ones", async () => {
    const run = await runReport(db, admin, "monthlyOrders", q({}), NOW, "en");
    expect(run.result.table.rows).toHaveLength(12);
    const [expected] = await rowsOf<{ n: number | string; paid: number | string; cents: number | string }>(
      db,
      sql`select count(*) as n, count(*) filter (where status = 'paid') as paid, coalesce(sum(amount_due_cents) filter (where status = 'paid'), 0) as cents
          from orders where created_at >= ${run.context.range.from}::date`,
    );
    expect(run.result.table.totals).toMatchObject({ orders: Number(expected.n), paid: Number(expected.paid), cents: Number(expected.cents) });
    expect(Number(expected.n)).toBeGreaterThan(0);
  });

  it("users by role and edition: every user counted once", async () => {
    const run = await runReport(db, admin, "adminReport", q({}), NOW, "en");
    const [{ n }] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from users`);
    expect(run.result.table.totals!.users).toBe(Number(n));
    // Role names in the reader's language: the demo administrator is one of the "Administrator" rows.
    expect(run.result.table.rows.filter((r) => r.role === "Administrator").reduce((a, r) => a + Number(r.users), 0)).toBeGreaterThanOrEqual(1);
    const it = await runReport(db, admin, "adminReport", q({}), NOW, "it");
    expect(it.result.table.rows.map((r) => r.role)).not.toContain("Administrator");
  });

  it("refuses a business report to a counselor and a manager (404), and answers the administrator", async () => {
    for (const username of ["counselor", "manager"]) {
      const res = await call(reportRoute, { token: await tokenOf(username), path: "/api/v1/report/monthlyOrders", params: { key: "monthlyOrders" } });
      expect(res.status, username).toBe(404);
    }
    const ok = await call(reportRoute, { token: await tokenOf("admin"), path: "/api/v1/report/reportConference", params: { key: "reportConference" } });
    expect(ok.status).toBe(200);
    expect((ok.json.data as { family: string }).family).toBe("business");
  });

  it("'Filters: a range (default the last 12 months), state, product': orders of one state's users that include a product", async () => {
    const all = await runReport(db, admin, "monthlyOrders", q({}), NOW, "en");
    const [expected] = await rowsOf<{ n: number | string }>(
      db,
      sql`select count(*) as n from orders o join users u on u.id = o.user_id
          where o.created_at >= ${all.context.range.from}::date and u.state = 'WA' and coalesce((o.quantities ->> 'pro')::int, 0) > 0`,
    );
    const run = await runReport(db, admin, "monthlyOrders", q({}), NOW, "en", { extra: { state: "WA", product: "pro" } });
    expect(run.result.table.totals!.orders).toBe(Number(expected.n));
    const none = await runReport(db, admin, "monthlyOrders", q({}), NOW, "en", { extra: { state: "ZZ" } });
    expect(none.result.table.totals!.orders).toBe(0);
    const users = await runReport(db, admin, "adminReport", q({}), NOW, "en", { extra: { state: "ZZ" } });
    expect(users.result.table.totals?.users ?? 0).toBe(0);
  });

  it("a bad state or product is a 422 naming the field", async () => {
    const token = await tokenOf("admin");
    const bad = await call(reportRoute, { token, path: "/api/v1/report/monthlyOrders?product=gold", params: { key: "monthlyOrders" } });
    expect(bad.status).toBe(422);
    expect((bad.json.error as { field?: string }[])[0].field).toBe("product");
    const state = await call(reportRoute, { token, path: "/api/v1/report/monthlyOrders?state=washington", params: { key: "monthlyOrders" } });
    expect(state.status).toBe(422);
  });
});
