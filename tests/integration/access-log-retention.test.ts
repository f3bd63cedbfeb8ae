import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { studentAccessLog, users } from "@/db/schema";
import { ACCESS_LOG_RETENTION_DAYS, pruneAccessLog } from "@/lib/privacy/access-log";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// Access-log entries are kept 5 years: the prune (the daily "access-log.prune" job of lib/jobs/jobs.ts)
// removes older ones, keeps the rest, and a second run the same day finds nothing more to remove.

const NOW = new Date("2026-12-06T12:00:00Z");
const DAY = 86_400_000;

describe.each(DRIVERS)("access-log retention (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let readerId: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    const [u] = await db
      .insert(users)
      .values({ username: "retention_reader", email: "retention_reader@log.test", roleId: 1, active: true, expires: "2030-07-31", firstName: "Ret", lastName: "Ention" })
      .returning();
    readerId = u.id;
  });
  afterAll(async () => conn?.close());

  const entry = (clientId: number, at: Date) => ({ clientId, ownerId: null, readerId, channel: "page" as const, detail: "", at });
  const kept = async () =>
    (await db.select({ clientId: studentAccessLog.clientId }).from(studentAccessLog).where(eq(studentAccessLog.readerId, readerId))).map((r) => r.clientId).sort((a, b) => a - b);

  it("the prune removes entries older than 5 years, keeps younger ones, and a second run removes nothing", async () => {
    expect(ACCESS_LOG_RETENTION_DAYS).toBe(5 * 365);
    const limit = ACCESS_LOG_RETENTION_DAYS * DAY;
    await db.insert(studentAccessLog).values([entry(1, new Date(NOW.getTime() - limit - DAY)), entry(2, new Date(NOW.getTime() - limit + DAY)), entry(3, NOW)]);
    expect(await pruneAccessLog(db, NOW)).toBe(1);
    expect(await kept()).toEqual([2, 3]);
    expect(await pruneAccessLog(db, new Date(NOW.getTime() + 60_000))).toBe(0);
    // A day later entry 2 has passed the retention period in turn.
    expect(await pruneAccessLog(db, new Date(NOW.getTime() + 2 * DAY))).toBe(1);
    expect(await kept()).toEqual([3]);
  });
});
