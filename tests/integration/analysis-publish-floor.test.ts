import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createTranslator, NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { events, managedUsers, schoolDistricts, users } from "@/db/schema";
import { districtPublishState } from "@/lib/analysis/publish";
import { publicDistrictAnalysis } from "@/lib/analysis/public-district";
import { MIN_PUBLISHED_COUNSELORS } from "@/lib/analysis/rules";
import PublicDistrictAnalysisPage from "@/app/[locale]/(public)/(district)/sd/[leaid]/page";
import { PublishToggle } from "@/components/analysis/publish-toggle";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { grantForTest } from "../support/memberships";

// "Publish only when the district has at least 5 counselors with recorded time in the period; below it
// /sd/{LEAID} shows 'Not enough counselors to publish without identifying anyone', never the figures."

const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages/en.json"), "utf8")) as AbstractIntlMessages;

// The page's server translations, as next-intl would give them for English.
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace?: string) => createTranslator({ locale: "en", messages, namespace: namespace as never }),
  getLocale: async () => "en",
}));

const WITHHELD = "Not enough counselors to publish without identifying anyone";
// Wednesday 4 March 2026: this week is 2-8 March, this month March, this school year 2025-08-01 to 2026-07-31.
const NOW = new Date("2026-03-04T15:00:00Z");
const LEAID = "9900001";
const DISTRICT = "Floor Test School District";

const intl = (children: ReactNode) => renderToString(createElement(NextIntlClientProvider, { locale: "en", messages, timeZone: "UTC", children }));

/** The page as a visitor gets it at NOW (the page reads the clock itself: only Date is frozen). */
async function renderPage(leaid: string): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  try {
    return intl(await PublicDistrictAnalysisPage({ params: Promise.resolve({ leaid }) }));
  } finally {
    vi.useRealTimers();
  }
}

describe.each(DRIVERS)("the privacy floor of /sd/{LEAID} (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let manager: typeof users.$inferSelect;
  let n = 0;

  /** A counselor the test district manages (in its manager's team) with one hour of recorded time on each date (status as given). */
  const addCounselor = async (dates: string[], status: "done" | "cancelled" = "done") => {
    n += 1;
    const [u] = await db
      .insert(users)
      .values({ username: `floor_${n}`, email: `floor_${n}@floor.test`, roleId: 1, active: true, expires: "2030-07-31", leaid: LEAID, firstName: `Secretname${n}`, lastName: "Floorcase" })
      .returning({ id: users.id });
    await db.insert(managedUsers).values({ managerId: manager.id, userId: u.id });
    await grantForTest(db, u.id, 1, { leaid: LEAID });
    await db.insert(events).values(dates.map((date) => ({ userId: u.id, title: `Private title ${n}`, status, date, time: "09:00:00", durationMinutes: 60, categoryId: 1 })));
    return u.id;
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    await db.insert(schoolDistricts).values({ leaid: LEAID, name: DISTRICT, state: "WA", publishUseOfTime: true });
    [manager] = await db
      .insert(users)
      .values({ username: "floor_manager", email: "floor_manager@floor.test", roleId: 2, active: true, expires: "2030-07-31", leaid: LEAID, firstName: "Mona", lastName: "Floorcase" })
      .returning();
    await grantForTest(db, manager.id, 2, { leaid: LEAID });
  });
  afterAll(async () => conn.close());

  it(`below ${MIN_PUBLISHED_COUNSELORS} counselors with recorded time: a notice, and no figure is returned or rendered`, async () => {
    expect(MIN_PUBLISHED_COUNSELORS).toBe(5);
    for (let i = 0; i < 4; i++) await addCounselor(["2026-03-03"]);
    // A fifth counselor whose only event was cancelled has recorded no time.
    await addCounselor(["2026-03-03"], "cancelled");

    const data = await publicDistrictAnalysis(db, LEAID, NOW);
    expect(data).toEqual({ status: "withheld", district: { leaid: LEAID, name: DISTRICT, state: "WA" }, minCounselors: 5 });

    const html = await renderPage(LEAID);
    expect(html).toContain(WITHHELD);
    expect(html).toContain(DISTRICT);
    expect(html).not.toContain('data-testid="use-of-time"');
    expect(html).not.toContain("period-card-");
    expect(html).not.toMatch(/4:00|240|Secretname|Private title/);

    const state = await districtPublishState(db, manager, NOW);
    expect(state).toMatchObject({ published: true, minCounselors: 5, counselorsWithTime: 4 });
    const toggle = intl(createElement(PublishToggle, { leaid: LEAID, districtName: DISTRICT, initial: true, minCounselors: 5, counselorsWithTime: 4 }));
    expect(toggle).toContain("figures are published only for periods in which at least 5 counselors recorded time");
    expect(toggle).toContain("4 counselors of your district have recorded time this school year.");
    expect(toggle).toContain("So for now the public page shows no figures.");
  });

  it("at the floor in the school year only: its figures are published, the week and month below the floor are left out", async () => {
    // The fifth counselor recorded time in February: this school year, not this month or week.
    await addCounselor(["2026-02-10"]);
    const data = await publicDistrictAnalysis(db, LEAID, NOW);
    if (data?.status !== "published") throw new Error(`expected published, got ${data?.status}`);
    expect(data.periods.map((p) => p.kind)).toEqual(["schoolYear"]);
    expect(data.periods[0].current.totalMinutes).toBe(5 * 60);
    expect(data.partial).toBe(true);

    const html = await renderPage(LEAID);
    expect(html).not.toContain(WITHHELD);
    expect(html).toContain('data-testid="use-of-time"');
    expect(html).toContain('data-testid="period-card-schoolYear"');
    // The school year's figures: 5 hours over the 5 counselors.
    expect(html).toMatch(/>5:00\b/);
    expect(html).not.toContain('data-testid="period-card-week"');
    expect(html).not.toContain('data-testid="period-card-month"');
    expect(html).toContain("Periods in which fewer than 5 counselors recorded time are left out");
    expect(html).not.toMatch(/Secretname|Private title|Floorcase/);

    const toggle = intl(createElement(PublishToggle, { leaid: LEAID, districtName: DISTRICT, initial: true, minCounselors: 5, counselorsWithTime: 5 }));
    expect(toggle).toContain("5 counselors of your district have recorded time this school year.");
    expect(toggle).not.toContain("So for now the public page shows no figures.");
  });

  it("every period at the floor is published; a period before it that is below the floor is blanked, never shown", async () => {
    // The fifth counselor now also recorded time this week: 5 counselors in the week, month and school year.
    const [fifth] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, `floor_${n}`));
    await db.insert(events).values({ userId: fifth.id, title: "x", status: "done", date: "2026-03-02", time: "10:00:00", durationMinutes: 30, categoryId: 1 });
    const data = await publicDistrictAnalysis(db, LEAID, NOW);
    if (data?.status !== "published") throw new Error(`expected published, got ${data?.status}`);
    expect(data.periods.map((p) => p.kind)).toEqual(["week", "month", "schoolYear"]);
    const month = data.periods.find((p) => p.kind === "month")!;
    expect(month.current.totalMinutes).toBe(4 * 60 + 30);
    // February holds one counselor's hour: below the floor, so it is not returned.
    expect(month.previous.totalMinutes).toBe(0);
    expect(month.previous.categories).toEqual([]);
    expect((await districtPublishState(db, manager, NOW))?.counselorsWithTime).toBe(5);
  });

  it("a district that does not publish is still a 404, whatever its size", async () => {
    await db.update(schoolDistricts).set({ publishUseOfTime: false }).where(eq(schoolDistricts.leaid, LEAID));
    expect(await publicDistrictAnalysis(db, LEAID, NOW)).toBeNull();
    await expect(renderPage(LEAID)).rejects.toThrow();
  });
});
