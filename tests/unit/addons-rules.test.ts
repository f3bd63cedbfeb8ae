import { describe, expect, it } from "vitest";
import { ADDON_KEYS, MAX_GRANT_USERS, ZGrantAddon } from "@/lib/addons/schemas";
import { ADDON_COLUMNS } from "@/lib/billing/grant-licence";

// "/app/addons/new (POST /api/v1/addon: grant an add-on to users)". The add-ons are the
// users' add-on flags (outlookCal, googleCal, appointment, assessment, survey, intership, sms, ib,
// rampAddon, universityAddon); unknown keys, past dates, more than 500 users are refused.

describe("add-on grant rules", () => {
  it("every add-on key maps to the user flag a paid order switches on", () => {
    expect([...ADDON_KEYS].sort()).toEqual(Object.keys(ADDON_COLUMNS).sort());
    expect(Object.values(ADDON_COLUMNS)).toEqual(expect.arrayContaining(["outlookCal", "googleCal", "appointment", "assessment", "survey", "intership", "sms", "ib", "rampAddon", "universityAddon"]));
  });

  it("refuses an unknown add-on key", () => {
    expect(ZGrantAddon.safeParse({ addon: "teleport", userIds: [1], until: "2030-01-01" }).success).toBe(false);
  });

  it(`refuses more than ${MAX_GRANT_USERS} users in one call, and none`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(ZGrantAddon.safeParse({ addon: "sms", userIds: ids(500), until: "2030-01-01" }).success).toBe(true);
    expect(ZGrantAddon.safeParse({ addon: "sms", userIds: ids(501), until: "2030-01-01" }).success).toBe(false);
    expect(ZGrantAddon.safeParse({ addon: "sms", userIds: [], until: "2030-01-01" }).success).toBe(false);
  });

  it("refuses dates that are not real days", () => {
    for (const until of ["2030-02-30", "2030-13-01", "31/12/2030", ""]) expect(ZGrantAddon.safeParse({ addon: "sms", userIds: [1], until }).success, until).toBe(false);
  });
});
