import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { addonGrants, studentAccessLog, users } from "@/db/schema";
import { JOBS } from "@/lib/jobs/jobs";
import type { TJobDef } from "@/lib/jobs/types";
import { ACCESS_LOG_RETENTION_DAYS } from "@/lib/privacy/access-log";
import { addDaysIso } from "@/lib/users/rules";
import { DRIVERS, freshDatabase } from "../support/db";

// Add-on expiry and the access-log retention run as scheduled jobs of the job queue (lib/jobs), not
// on sign-in: each turn is idempotent. How the queue runs them (once per schedule across workers,
// retries, failures) is tests/integration/job-queue.test.ts.

const NOW = new Date("2026-12-06T12:00:00Z");
const DAY = 86_400_000;
const job = (name: string) => JOBS.find((j) => j.name === name) as TJobDef<never>;
const turn = (conn: TConnection, name: string, now: Date) => job(name).run(conn.db, {} as never, { now, jobId: "test", retryCount: 0 });

describe.each(DRIVERS)("scheduled jobs (%s)", (driver) => {
  let conn: TConnection;
  let userId: number;

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "demo", now: NOW });
    const [u] = await conn.db
      .insert(users)
      .values({
        username: "jobs_user",
        email: "jobs_user@jobs.test",
        roleId: 1,
        active: true,
        expires: "2030-07-31",
        firstName: "Job",
        lastName: "User",
        timezone: "America/New_York",
        googleCal: true,
      })
      .returning();
    userId = u.id;
  });
  afterAll(async () => conn?.close());

  it("the add-on job ends grants past their last day and switches the flag off; a second turn changes nothing", async () => {
    const [grant] = await conn.db
      .insert(addonGrants)
      .values({ userId, addon: "googleCal", until: addDaysIso("2026-12-06", -2), note: "", grantedBy: userId, grantedAt: new Date(NOW.getTime() - 10 * DAY) })
      .returning();
    expect(job("addon-grants.expire").schedule).toBe("5 * * * *");
    expect(await turn(conn, "addon-grants.expire", NOW)).toBe(1);
    const [row] = await conn.db.select().from(addonGrants).where(eq(addonGrants.id, grant.id));
    expect(row.expiredAt).not.toBeNull();
    const [user] = await conn.db.select().from(users).where(eq(users.id, userId));
    expect(user.googleCal).toBe(false);
    expect(await turn(conn, "addon-grants.expire", NOW)).toBe(0);
  });

  it("the retention job deletes access-log entries older than the retention period and keeps the rest", async () => {
    const limit = ACCESS_LOG_RETENTION_DAYS * DAY;
    const entry = (clientId: number, at: Date) => ({ clientId, ownerId: null, readerId: userId, channel: "page" as const, detail: "", at });
    await conn.db.insert(studentAccessLog).values([entry(1, new Date(NOW.getTime() - limit - DAY)), entry(2, new Date(NOW.getTime() - limit + DAY))]);
    expect(job("access-log.prune").schedule).toBe("30 3 * * *");
    expect(await turn(conn, "access-log.prune", NOW)).toBeGreaterThanOrEqual(1);
    const kept = await conn.db.select({ clientId: studentAccessLog.clientId }).from(studentAccessLog).where(eq(studentAccessLog.readerId, userId));
    expect(kept.map((r) => r.clientId)).toEqual([2]);
  });
});
