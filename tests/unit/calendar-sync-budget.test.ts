import { describe, expect, it } from "vitest";
import { googleApi } from "@/lib/calendar/sync-google";
import { PULL_LIMITS, pullBudget } from "@/lib/calendar/sync-http";
import { outlookApi } from "@/lib/calendar/sync-outlook";

// The same import budget for the Google/Outlook pulls: the providers expand repeating events themselves,
// so a calendar full of hourly series is page after page of occurrences. One pull reads at most
// PULL_LIMITS.events events and PULL_LIMITS.ms of time, then stops without a new cursor (the next
// sync starts again from the old one); before, Google alone could return 40 pages of 250.

const NOW = new Date("2026-11-22T15:00:00Z");
const start = new Date("2026-10-23T04:00:00Z");

/** A provider that never runs out of pages of hourly occurrences. */
function endless(kind: "google" | "outlook") {
  let calls = 0;
  const fn = async (url: string) => {
    calls++;
    const page = Array.from({ length: kind === "google" ? 250 : 100 }, (_, i) => {
      const at = new Date(start.getTime() + (calls * 1000 + i) * 3_600_000);
      const end = new Date(at.getTime() + 1_800_000);
      return kind === "google"
        ? { id: `g${calls}-${i}`, status: "confirmed", summary: "Hourly", start: { dateTime: at.toISOString() }, end: { dateTime: end.toISOString() } }
        : { id: `o${calls}-${i}`, subject: "Hourly", start: { dateTime: at.toISOString().slice(0, 19), timeZone: "UTC" }, end: { dateTime: end.toISOString().slice(0, 19), timeZone: "UTC" } };
    });
    const body =
      kind === "google"
        ? { items: page, nextPageToken: `P${calls + 1}` }
        : { value: page, "@odata.nextLink": `https://graph.microsoft.com/v1.0/me/calendarView/delta?$skiptoken=${calls + 1}&u=${encodeURIComponent(url.slice(0, 10))}` };
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { fn, calls: () => calls };
}

describe("a pull's one budget of events and time", () => {
  it.each([
    ["Google", "google" as const, googleApi],
    ["Outlook", "outlook" as const, outlookApi],
  ])("%s: an endless listing of occurrences stops at the budget's events, with no new cursor", async (_name, kind, api) => {
    const p = endless(kind);
    const listing = await api.list("AT", null, { start, now: NOW, budget: pullBudget() }, p.fn);
    expect(listing.events).toHaveLength(PULL_LIMITS.events);
    expect(listing.cursor).toBeNull();
    expect(p.calls()).toBeLessThanOrEqual(Math.ceil(PULL_LIMITS.events / (kind === "google" ? 250 : 100)));
  });

  it.each([
    ["Google", "google" as const, googleApi],
    ["Outlook", "outlook" as const, outlookApi],
  ])("%s: a pull past its time stops after the page in hand", async (_name, kind, api) => {
    const p = endless(kind);
    const listing = await api.list("AT", null, { start, now: NOW, budget: { maxEvents: PULL_LIMITS.events, deadline: Date.now() - 1 } }, p.fn);
    expect(p.calls()).toBe(1);
    expect(listing.cursor).toBeNull();
  });

  it("a smaller budget of events cuts the listing there", async () => {
    const listing = await googleApi.list("AT", null, { start, now: NOW, budget: { maxEvents: 300, deadline: Date.now() + 60_000 } }, endless("google").fn);
    expect(listing.events).toHaveLength(300);
  });
});
