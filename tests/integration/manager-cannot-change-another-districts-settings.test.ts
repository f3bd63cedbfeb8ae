import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { schoolDistricts } from "@/db/schema";
import { DEMO_DISTRICT_LEAID } from "@/db/seed/data/schools";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/v1/districtSettings/route";
import { updateSchool } from "@/lib/account/profile";
import { districtPublishState, setDistrictPublished } from "@/lib/analysis/publish";
import { saveDistrictSettings } from "@/lib/district-settings/save-district-settings";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { OTHER_LEAID, OTHER_SCHOOL, actorOf, seedOtherDistrict, userNamed } from "../support/other-district";

// A district's settings (target, ASCA edition, semester break) and its published /sd page belong to
// the managers and directors who are active members of it. Naming one of its schools on one's
// profile is only a request, so it changes none of them.

const NOW = new Date();
const CHANGE = { direct_target: 55, asca_edition: 3, semester_break: "02-15" };

describe.each(DRIVERS)("a manager or director cannot change another district's settings (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  const otherDistrict = async () =>
    (
      await db
        .select({ target: schoolDistricts.directTargetPercent, edition: schoolDistricts.ascaEdition, semesterBreak: schoolDistricts.semesterBreak, published: schoolDistricts.publishUseOfTime })
        .from(schoolDistricts)
        .where(eq(schoolDistricts.leaid, OTHER_LEAID))
    )[0];
  const pickOtherSchool = async (username: string) => {
    await updateSchool(db, actorOf(await userNamed(db, username)), { zipcode: OTHER_SCHOOL.zip, NCESSCH: OTHER_SCHOOL.ncessch, school_name: "" }, NOW);
    return userNamed(db, username);
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    await seedOtherDistrict(db, NOW);
  });
  afterAll(async () => conn?.close());

  for (const username of ["manager", "director"]) {
    it(`a ${username} who picks another district's school cannot change its target, ASCA edition or semester break`, async () => {
      const before = await otherDistrict();
      const user = await pickOtherSchool(username);
      expect(user.leaid).toBe(OTHER_LEAID);
      await expect(saveDistrictSettings(db, actorOf(user), { leaid: OTHER_LEAID, ...CHANGE }, NOW)).rejects.toMatchObject({ status: 403 });
      // Through the API too: neither read nor written.
      const token = (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
      expect((await call(settingsGet, { token, path: `/api/v1/districtSettings?leaid=${OTHER_LEAID}` })).status).toBe(403);
      expect((await call(settingsPut, { token, method: "PUT", path: "/api/v1/districtSettings", body: { leaid: OTHER_LEAID, ...CHANGE } })).status).toBe(403);
      // Without a LEAID the settings saved are their own district's (the membership), not the profile's.
      const saved = await saveDistrictSettings(db, actorOf(user), { direct_target: 81, asca_edition: 4, semester_break: null }, NOW);
      expect(saved.leaid).toBe(DEMO_DISTRICT_LEAID);
      expect(await otherDistrict()).toEqual(before);
    });

    it(`a ${username} who picks another district's school cannot publish or unpublish its /sd page`, async () => {
      const user = await pickOtherSchool(username);
      await db.update(schoolDistricts).set({ publishUseOfTime: false }).where(eq(schoolDistricts.leaid, OTHER_LEAID));
      await expect(setDistrictPublished(db, user, true, OTHER_LEAID)).rejects.toMatchObject({ status: 403 });
      expect((await otherDistrict()).published).toBe(false);
      await db.update(schoolDistricts).set({ publishUseOfTime: true }).where(eq(schoolDistricts.leaid, OTHER_LEAID));
      await expect(setDistrictPublished(db, user, false, OTHER_LEAID)).rejects.toMatchObject({ status: 403 });
      expect((await otherDistrict()).published).toBe(true);
      // The switch on their dashboard is their own district's, and flipping it leaves the other alone.
      expect((await districtPublishState(db, user, NOW))?.leaid).toBe(DEMO_DISTRICT_LEAID);
      const flipped = await setDistrictPublished(db, user, true);
      expect(flipped.leaid).toBe(DEMO_DISTRICT_LEAID);
      expect((await otherDistrict()).published).toBe(true);
    });
  }

  it("the other district's own director changes its settings and publishes it", async () => {
    const director = await userNamed(db, "fwdirector");
    expect((await saveDistrictSettings(db, actorOf(director), { leaid: OTHER_LEAID, ...CHANGE }, NOW)).directTarget).toBe(55);
    expect((await setDistrictPublished(db, director, false)).leaid).toBe(OTHER_LEAID);
    expect(await otherDistrict()).toMatchObject({ target: 55, edition: 3, semesterBreak: "02-15", published: false });
  });
});
