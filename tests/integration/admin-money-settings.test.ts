import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, users } from "@/db/schema";
import { emailSender, getAdminSettings, getTrialDays, saveAdminSettings } from "@/lib/account-admin/settings";
import { mayOpenPath } from "@/lib/auth/areas";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { navFor } from "@/lib/shell/nav";
import { trialExpiry } from "@/lib/signup/rules";
import { setMaintenance } from "@/lib/system/set-maintenance";
import { getLiveTrainingJoinUrl } from "@/lib/training/queries";
import { DRIVERS, freshDatabase } from "../support/db";

// /app/settings is the administrator's one settings page —
// maintenance mode, the live training's join link, the email sender, the default trial length — and
// every change is audited.

const NOW = new Date("2026-10-05T15:00:00Z");
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : e instanceof Error && "issues" in e ? "zod" : String(e));
const BASE = { joinUrl: "", senderName: "", senderEmail: "", trialDays: 30 };

describe("/app/settings, the one place", () => {
  it("only administrators open /app/settings, and the admin menu's Settings leads there", () => {
    expect(mayOpenPath(ROLE.admin, "/app/settings")).toBe(true);
    for (const role of [ROLE.user, ROLE.manager, ROLE.director, ROLE.secretary]) expect(mayOpenPath(role, "/app/settings"), `role ${role}`).toBe(false);
    expect(navFor(ROLE.admin).find((i) => i.key === "settings")?.href).toBe("/app/settings");
  });

  it("a free trial runs 30 days: the trial length is a parameter of the expiry, 30 by default", () => {
    expect(trialExpiry("2026-10-05", false)).toBe("2026-11-04");
    expect(trialExpiry("2026-10-05", false, 14)).toBe("2026-10-19");
    expect(trialExpiry("2026-10-05", true, 14)).toBe("2027-07-31");
  });
});

describe.each(DRIVERS)("the administrator's settings (%s)", (driver) => {
  let conn: TConnection;
  let admin: TActor;
  let counselor: TActor;
  const auditOf = (key: string) =>
    conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "setting"), eq(auditLog.entityId, key)));

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    const [a, c] = await conn.db
      .insert(users)
      .values([
        { username: "setadmin", email: "setadmin@example.org", roleId: ROLE.admin, active: true, expires: "2027-07-31" },
        { username: "setcounselor", email: "setcounselor@example.org", roleId: ROLE.user, active: true, expires: "2027-07-31" },
      ])
      .returning();
    admin = { user: a, sessionId: "a", via: "cookie" };
    counselor = { user: c, sessionId: "c", via: "cookie" };
  });
  afterAll(async () => conn.close());

  it("defaults: no join link (the public trainings page), the server's sender, 30 trial days", async () => {
    expect(await getAdminSettings(conn.db)).toEqual(BASE);
    expect(await getTrialDays(conn.db)).toBe(30);
    expect(await emailSender(conn.db)).toBe(env().EMAIL_FROM);
    expect(await getLiveTrainingJoinUrl(conn.db)).toBe("/trainings");
  });

  it("an administrator saves them; each is read where it is used, and each change is audited with its before and after", async () => {
    await saveAdminSettings(conn.db, admin, { joinUrl: "https://meet.example.org/scuta", senderName: "SCUTA Team", senderEmail: " Team@SCUTA.example.org ", trialDays: "14" }, NOW);
    expect(await getLiveTrainingJoinUrl(conn.db)).toBe("https://meet.example.org/scuta");
    expect(await emailSender(conn.db)).toBe("SCUTA Team <team@scuta.example.org>");
    expect(await getTrialDays(conn.db)).toBe(14);
    const [trial] = await auditOf("trial_days");
    expect(trial).toMatchObject({ actorId: admin.user.id, action: "settings.update", before: { days: 30 }, after: { days: 14 } });
    expect(await auditOf("email_sender")).toHaveLength(1);
    expect(await auditOf("live_training")).toHaveLength(1);

    // Saving the same values again changes nothing and records nothing.
    await saveAdminSettings(conn.db, admin, { joinUrl: "https://meet.example.org/scuta", senderName: "SCUTA Team", senderEmail: "team@scuta.example.org", trialDays: 14 }, NOW);
    expect(await auditOf("trial_days")).toHaveLength(1);
  });

  it("wrong values are refused with nothing written: a join link that is not http(s) or a path, a bad sender, a trial outside 1-365 days", async () => {
    const before = await getAdminSettings(conn.db);
    for (const bad of [
      { ...before, joinUrl: "javascript:alert(1)" },
      { ...before, joinUrl: "//evil.example" },
      { ...before, senderEmail: "not-an-email" },
      { ...before, senderName: "Evil <x@y.z>", senderEmail: "a@b.org" },
      { ...before, trialDays: 0 },
      { ...before, trialDays: 366 },
      { ...before, trialDays: "7.5" },
    ]) {
      expect(codeOf(await saveAdminSettings(conn.db, admin, bad, NOW).catch((e: unknown) => e)), JSON.stringify(bad)).toBe("zod");
    }
    expect(await getAdminSettings(conn.db)).toEqual(before);
  });

  it("a counselor cannot change them (403), and nothing is written", async () => {
    const error = await saveAdminSettings(conn.db, counselor, { ...BASE, trialDays: 90 }, NOW).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(403);
    expect(await getTrialDays(conn.db)).toBe(14);
  });

  it("maintenance mode is audited too", async () => {
    await setMaintenance(conn.db, admin, { enabled: true, message: "Back at 6." }, NOW);
    const [entry] = await auditOf("maintenance");
    expect(entry).toMatchObject({ actorId: admin.user.id, before: { enabled: false, message: "" }, after: { enabled: true, message: "Back at 6." } });
    await setMaintenance(conn.db, admin, { enabled: false, message: "" }, NOW);
  });
});
