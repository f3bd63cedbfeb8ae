import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, demoRequests, liveTrainingClicks, liveTrainings, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { deleteLiveTraining } from "@/lib/content/delete-live-training";
import { saveLiveTraining } from "@/lib/content/save-live-training";
import { liveTrainingClickStats, listLiveTrainings, trainingRegistrations } from "@/lib/content/training-queries";
import { actionError } from "@/lib/http/action";
import { DRIVERS, freshDatabase } from "../support/db";

const NOW = new Date("2026-11-20T12:00:00Z");

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return actionError(error);
  }
  throw new Error("expected the call to fail");
}

const SESSION = { title: "Getting started", description: "The first steps.", startsAt: "2026-12-02T15:00", durationMinutes: 60, joinUrl: "https://meet.example.org/abc" };

// /app/training, the administrator's landing page: live training sessions with
// dates and join links (create, edit, delete, every write audited), attendance from the join clicks,
// clicks by source and the training requests. Administrators only.
describe.each(DRIVERS)("live trainings (%s)", (driver) => {
  let conn: TConnection;
  let admin: TActor;
  let counselor: TActor;
  let manager: TActor;

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    const mk = async (username: string, roleId: number, timezone: string): Promise<TActor> => {
      const [user] = await conn.db
        .insert(users)
        .values({ username, email: `${username}@example.org`, roleId, firstName: "T", lastName: "Training", expires: "2030-01-01", active: true, timezone })
        .returning();
      return { user, sessionId: "test", via: "bearer" };
    };
    admin = await mk("trainadmin", ROLE.admin, "Europe/Rome");
    counselor = await mk("traincounselor", ROLE.user, "America/New_York");
    manager = await mk("trainmanager", ROLE.manager, "America/New_York");
  });
  afterAll(async () => conn?.close());

  it("every live-training use-case answers 403 to a counselor and a manager, and a refused write leaves nothing", async () => {
    for (const who of [counselor, manager]) {
      for (const run of [
        () => saveLiveTraining(conn.db, who, SESSION, NOW),
        () => deleteLiveTraining(conn.db, who, { id: 1 }, NOW),
        () => listLiveTrainings(conn.db, who),
        () => liveTrainingClickStats(conn.db, who, NOW),
        () => trainingRegistrations(conn.db, who, NOW),
      ]) {
        const { status, error } = await failure(run());
        expect(status).toBe(403);
        expect(error[0].code).toBe("forbidden");
      }
    }
    expect(await conn.db.select().from(liveTrainings)).toHaveLength(0);
    expect(await conn.db.select().from(auditLog)).toHaveLength(0);
  });

  it("a session is created at the admin's wall-clock time (stored UTC) and the creation is audited", async () => {
    const row = await saveLiveTraining(conn.db, admin, SESSION, NOW);
    // 15:00 in Rome on 2 December (CET, UTC+1) is 14:00 UTC.
    expect(row.startsAt.toISOString()).toBe("2026-12-02T14:00:00.000Z");
    expect(row).toMatchObject({ title: "Getting started", durationMinutes: 60, joinUrl: "https://meet.example.org/abc", createdBy: admin.user.id });
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "live_training"), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: "liveTraining.create", before: null });
    expect(audit.after).toMatchObject({ title: "Getting started", joinUrl: "https://meet.example.org/abc" });
  });

  it("refuses a user's mistakes with 422 and the field to fix, never 500, and writes nothing", async () => {
    const before = (await conn.db.select().from(liveTrainings)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ title: "Line\u0007bell" }, "title"],
      [{ startsAt: "2026-02-30T10:00" }, "startsAt"],
      [{ startsAt: "2026-12-02 15:00" }, "startsAt"],
      [{ startsAt: "1999-12-02T15:00" }, "startsAt"],
      [{ durationMinutes: 5 }, "durationMinutes"],
      [{ durationMinutes: "abc" }, "durationMinutes"],
      [{ joinUrl: "javascript:alert(1)" }, "joinUrl"],
      [{ joinUrl: "//evil.example.com/x" }, "joinUrl"],
      [{ joinUrl: "" }, "joinUrl"],
    ];
    for (const [change, field] of cases) {
      const { status, error } = await failure(saveLiveTraining(conn.db, admin, { ...SESSION, ...change }, NOW));
      expect(status, JSON.stringify(change)).toBe(422);
      expect(error.map((e) => e.field)).toContain(field);
    }
    // A path on this site is a valid join link.
    const onSite = await saveLiveTraining(conn.db, admin, { ...SESSION, title: "On site", joinUrl: "/trainings" }, NOW);
    expect(onSite.joinUrl).toBe("/trainings");
    expect((await conn.db.select().from(liveTrainings)).length).toBe(before + 1);
    await deleteLiveTraining(conn.db, admin, { id: onSite.id }, NOW);
  });

  it("an edit keeps the id, is audited with before and after; a missing session answers 404", async () => {
    const [row] = await conn.db.select().from(liveTrainings).where(eq(liveTrainings.title, "Getting started"));
    const saved = await saveLiveTraining(conn.db, admin, { ...SESSION, id: row.id, title: "Getting started (2)", durationMinutes: "90" }, NOW);
    expect(saved).toMatchObject({ id: row.id, title: "Getting started (2)", durationMinutes: 90 });
    const [audit] = await conn.db.select().from(auditLog).where(eq(auditLog.action, "liveTraining.update"));
    expect(audit.before).toMatchObject({ title: "Getting started", durationMinutes: 60 });
    expect(audit.after).toMatchObject({ title: "Getting started (2)", durationMinutes: 90 });
    const { status } = await failure(saveLiveTraining(conn.db, admin, { ...SESSION, id: 999_999 }, NOW));
    expect(status).toBe(404);
  });

  it("attendance counts the join clicks from 15 minutes before the start to the end, and distinct users", async () => {
    const [row] = await conn.db.select().from(liveTrainings).where(eq(liveTrainings.title, "Getting started (2)"));
    const start = row.startsAt.getTime();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    await conn.db.insert(liveTrainingClicks).values([
      { modalType: "home", userId: counselor.user.id, createdAt: at(-14) },
      { modalType: "banner", userId: counselor.user.id, createdAt: at(2) },
      { modalType: "topNav", userId: manager.user.id, createdAt: at(89) },
      // Outside the window: too early, at the end (90 minutes).
      { modalType: "home", userId: manager.user.id, createdAt: at(-16) },
      { modalType: "home", userId: manager.user.id, createdAt: at(90) },
    ]);
    const [listed] = (await listLiveTrainings(conn.db, admin)).filter((s) => s.id === row.id);
    expect(listed).toMatchObject({ clicks: 3, attendees: 2 });
  });

  it("clicks by source and the training requests count only the last 30 days", async () => {
    const old = new Date(NOW.getTime() - 31 * 86_400_000);
    const recent = new Date(NOW.getTime() - 86_400_000);
    await conn.db.delete(liveTrainingClicks);
    await conn.db.insert(liveTrainingClicks).values([
      { modalType: "home", userId: counselor.user.id, createdAt: recent },
      { modalType: "home", userId: counselor.user.id, createdAt: recent },
      { modalType: "banner", userId: manager.user.id, createdAt: recent },
      { modalType: "banner", userId: manager.user.id, createdAt: old },
    ]);
    const stats = await liveTrainingClickStats(conn.db, admin, NOW);
    expect(stats).toEqual([
      { modalType: "banner", clicks: 1, users: 1 },
      { modalType: "home", clicks: 2, users: 1 },
    ]);
    await conn.db.insert(demoRequests).values([
      { type: 2, name: "Tina Trainee", email: "tina@example.org", createdAt: recent },
      { type: 2, name: "Old Request", email: "old@example.org", createdAt: old },
      { type: 1, name: "Demo Only", email: "demo@example.org", createdAt: recent },
    ]);
    const reg = await trainingRegistrations(conn.db, admin, NOW);
    expect(reg.recent).toBe(1);
    expect(reg.rows.map((r) => r.name)).toEqual(["Tina Trainee", "Old Request"]);
  });

  it("a delete is audited with the deleted session; deleting it again answers 404", async () => {
    const [row] = await conn.db.select().from(liveTrainings).where(eq(liveTrainings.title, "Getting started (2)"));
    expect(await deleteLiveTraining(conn.db, admin, { id: row.id }, NOW)).toEqual({ id: row.id, title: "Getting started (2)" });
    expect(await conn.db.select().from(liveTrainings).where(eq(liveTrainings.id, row.id))).toHaveLength(0);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "liveTraining.delete"), eq(auditLog.entityId, String(row.id))));
    expect(audit.before).toMatchObject({ title: "Getting started (2)" });
    expect((await failure(deleteLiveTraining(conn.db, admin, { id: row.id }, NOW))).status).toBe(404);
  });
});
