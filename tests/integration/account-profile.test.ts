import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { schools, users, type TUserRow } from "@/db/schema";
import { updatePersonalData, updateProfilePreferences, updateSchool } from "@/lib/account/profile";
import { parseProfileRoute, profileArea } from "@/lib/account/profile-rules";
import { mayOpenPath } from "@/lib/auth/areas";
import { changePassword } from "@/lib/auth/change-password";
import { hashPassword, verifyPassword } from "@/lib/auth/crypto";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { AppError } from "@/lib/http/errors";
import { DRIVERS, freshDatabase } from "../support/db";

// /app/user/{type} edits one's own account with the sign-up rules
// (lib/signup), and the password change counts against the login's throttle.

const NOW = new Date("2026-10-05T15:00:00Z");
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : e instanceof Error && "issues" in e ? "zod" : String(e));

describe("the profile routes /app/user/{type}[/{date}[/{AppID}]]", () => {
  it("user profile pages: the known types open, unknown ones are a 404 (null)", () => {
    expect(parseProfileRoute("overview")).toEqual({ type: "overview", date: null, appId: null });
    expect(parseProfileRoute("scalendars", "2026-10-05", "2")).toEqual({ type: "scalendars", date: "2026-10-05", appId: 2 });
    expect(parseProfileRoute("personal", "2026-10-05")).toEqual({ type: "personal", date: "2026-10-05", appId: null });
    expect(parseProfileRoute("students")).toBeNull();
    expect(parseProfileRoute("overview", "2026-02-30")).toBeNull();
    expect(parseProfileRoute("overview", "tomorrow")).toBeNull();
    expect(parseProfileRoute("overview", "2026-10-05", "7")).toBeNull();
  });

  it("school year and billing have one place each: the type redirects to it", () => {
    expect(parseProfileRoute("schoolYear")).toEqual({ redirect: "/app/user/dates" });
    expect(parseProfileRoute("billing", "2026-10-05", "1")).toEqual({ redirect: "/app/user/billing" });
  });

  it("the goToUserProfile flag's landing page /app/user/overview lands on a page every role may open; calendars are the counselors'", () => {
    for (const role of [ROLE.user, ROLE.manager, ROLE.admin, ROLE.secretary, ROLE.quoteUser, ROLE.director]) {
      expect(mayOpenPath(role, "/app/user/overview"), `role ${role}`).toBe(true);
      expect(mayOpenPath(role, "/app/user/password"), `role ${role}`).toBe(true);
    }
    expect(profileArea("scalendars")).toBe("calendarSync");
    expect(mayOpenPath(ROLE.user, "/app/user/scalendars")).toBe(true);
    expect(mayOpenPath(ROLE.secretary, "/app/user/scalendars")).toBe(false);
  });
});

describe.each(DRIVERS)("editing one's own account (%s)", (driver) => {
  let conn: TConnection;
  let n = 0;
  const fresh = async (over: Partial<typeof users.$inferInsert> = {}): Promise<TActor> => {
    n += 1;
    const [user] = await conn.db
      .insert(users)
      .values({
        username: `prof${n}`,
        email: `prof${n}@school.example.org`,
        firstName: "Pat",
        lastName: "Lee",
        roleId: 1,
        appId: 1,
        active: true,
        expires: "2027-07-31",
        passwordHash: await hashPassword("old-password-1"),
        ...over,
      })
      .returning();
    return { user, sessionId: `s${n}`, via: "cookie" };
  };
  const row = async (id: number): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    conn = await freshDatabase(driver);
    await conn.db.insert(schools).values([
      { ncessch: "360007700001", schnam: "Lincoln High", zip: "10001", state: "NY", city: "New York" },
      { ncessch: "360007700002", schnam: "Far Away Middle", zip: "90210", state: "CA" },
    ]);
  });
  afterAll(async () => conn.close());

  it("saves the personal data with the sign-up rules: names lose their spaces, the email is lowercased; goToUserProfile ends", async () => {
    const actor = await fresh({ goToUserProfile: true });
    await updatePersonalData(
      conn.db,
      actor,
      { first_name: " Mary Ann ", last_name: "O'Neil", email: " Mary.Ann@School.Example.ORG ", phone: "+1 (212) 555-0100", current_password: "old-password-1" },
      NOW,
    );
    const saved = await row(actor.user.id);
    expect(saved).toMatchObject({ firstName: "MaryAnn", lastName: "O'Neil", email: "mary.ann@school.example.org", phone: "+1 (212) 555-0100", goToUserProfile: false });
  });

  it("a name containing a digit is invalid; an invalid email or phone is refused, nothing is written", async () => {
    const actor = await fresh();
    for (const bad of [
      { first_name: "Pat2", last_name: "Lee", email: "a@b.org" },
      { first_name: "", last_name: "Lee", email: "a@b.org" },
      { first_name: "Pat", last_name: "Lee", email: "not-an-email" },
      { first_name: "Pat", last_name: "Lee", email: "a@b.org", phone: "call me" },
      { first_name: "Pat\u0007", last_name: "Lee", email: "a@b.org" },
    ]) {
      expect(codeOf(await updatePersonalData(conn.db, actor, bad, NOW).catch((e: unknown) => e))).toBe("zod");
    }
    expect((await row(actor.user.id)).email).toBe(actor.user.email);
  });

  it("an email another account uses is refused (in any case) with email_taken; one's own email is kept", async () => {
    const a = await fresh();
    const b = await fresh();
    const error = await updatePersonalData(conn.db, a, { first_name: "Pat", last_name: "Lee", email: b.user.email.toUpperCase(), current_password: "old-password-1" }, NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("email_taken");
    expect((error as AppError).status).toBe(422);
    expect((await row(a.user.id)).email).toBe(a.user.email);
    await expect(updatePersonalData(conn.db, a, { first_name: "Pat", last_name: "Lee", email: a.user.email }, NOW)).resolves.toMatchObject({ email: a.user.email });
  });

  it("only the caller's own row changes", async () => {
    const a = await fresh();
    const b = await fresh();
    await updatePersonalData(conn.db, a, { first_name: "Only", last_name: "Me", email: `only${n}@school.example.org`, current_password: "old-password-1" }, NOW);
    expect(await row(b.user.id)).toMatchObject({ firstName: "Pat", lastName: "Lee", email: b.user.email });
  });

  it("the school: a listed school of the zip code brings its name; one of another zip or unknown is refused; 'not listed' needs a name", async () => {
    const actor = await fresh();
    const saved = await updateSchool(conn.db, actor, { zipcode: "10001", NCESSCH: "360007700001" }, NOW);
    expect(saved).toMatchObject({ zipcode: "10001", ncessch: "360007700001", schoolName: "Lincoln High" });
    expect(codeOf(await updateSchool(conn.db, actor, { zipcode: "10001", NCESSCH: "360007700002" }, NOW).catch((e: unknown) => e))).toBe("invalid_NCESSCH");
    expect(codeOf(await updateSchool(conn.db, actor, { zipcode: "10001", NCESSCH: "999999999999" }, NOW).catch((e: unknown) => e))).toBe("invalid_NCESSCH");
    expect(codeOf(await updateSchool(conn.db, actor, { zipcode: "1000", NCESSCH: "1", school_name: "X" }, NOW).catch((e: unknown) => e))).toBe("zod");
    expect(codeOf(await updateSchool(conn.db, actor, { zipcode: "10001", NCESSCH: "1", school_name: "" }, NOW).catch((e: unknown) => e))).toBe("invalid_school_name");
    expect((await row(actor.user.id)).ncessch).toBe("360007700001");
    await expect(updateSchool(conn.db, actor, { zipcode: "10001", NCESSCH: "1", school_name: "Home School Co-op" }, NOW)).resolves.toMatchObject({ ncessch: null, schoolName: "Home School Co-op" });
  });

  it("preferences: language, an IANA time zone and the confidentiality eye; an unknown zone is refused", async () => {
    const actor = await fresh();
    await updateProfilePreferences(conn.db, actor, { language: "de", timezone: "Europe/Berlin", hideConfidential: true }, NOW);
    expect(await row(actor.user.id)).toMatchObject({ language: "de", timezone: "Europe/Berlin", hideConfidential: true });
    expect(codeOf(await updateProfilePreferences(conn.db, actor, { language: "de", timezone: "Mars/Olympus", hideConfidential: true }, NOW).catch((e: unknown) => e))).toBe("zod");
    expect(codeOf(await updateProfilePreferences(conn.db, actor, { language: "fr" as "de", timezone: "Europe/Berlin", hideConfidential: true }, NOW).catch((e: unknown) => e))).toBe("zod");
  });

  it("password change needs the current password, and wrong guesses spend the login's budget (5): then even the right one waits", async () => {
    const actor = await fresh();
    const input = (current: string) => ({ current_password: current, password: "brand-new-password", password_confirmation: "brand-new-password" });
    for (let i = 0; i < 5; i++) {
      expect(codeOf(await changePassword(conn.db, actor, input("wrong-guess"), NOW, { ip: `198.51.100.${n}` }).catch((e: unknown) => e))).toBe("invalid_current_password");
    }
    expect(codeOf(await changePassword(conn.db, actor, input("old-password-1"), NOW, { ip: `198.51.100.${n}` }).catch((e: unknown) => e))).toBe("too_many_attempts");
    expect(await verifyPassword("old-password-1", (await row(actor.user.id)).passwordHash)).toBe(true);
  });

  it("the right current password changes it", async () => {
    const actor = await fresh();
    await changePassword(conn.db, actor, { current_password: "old-password-1", password: "brand-new-password", password_confirmation: "brand-new-password" }, NOW, { ip: "198.51.100.200" });
    expect(await verifyPassword("brand-new-password", (await row(actor.user.id)).passwordHash)).toBe(true);
  });
});
