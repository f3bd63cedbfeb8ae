import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { events, users, type TUserRow } from "@/db/schema";
import { GET as listRoute } from "@/app/api/v1/calendar/route";
import { POST as importRoute } from "@/app/api/v1/calendar/import/route";
import type { TActor } from "@/lib/auth/current-user";
import { createSession } from "@/lib/auth/sessions";
import { previewImport } from "@/lib/calendar/ics-import";
import { addDaysIso, todayIn } from "@/lib/users/rules";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// "one .ics import blocks the server for everyone" (40 events with
// RRULE:FREQ=SECONDLY took 11 s and every other request waited), through POST
// /api/v1/calendar/import and the preview use-case the page's action calls: a sub-daily rule and a
// file past its one budget are refused whole and quickly, and other calls are answered while a
// large allowed file is read.

const cal = (...body: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...body, "END:VCALENDAR"].join("\r\n");
const vevent = (...props: string[]) => ["BEGIN:VEVENT", ...props, "END:VEVENT"];
const repeating = (i: number, rule: string, start: string) => vevent(`UID:budget-${i}`, `SUMMARY:Budget ${i}`, `DTSTART:${start}`, "DURATION:PT30M", `RRULE:${rule}`);

describe.each(DRIVERS)("the .ics import's budget (%s)", (driver) => {
  let conn: TConnection;
  let counselor: TUserRow;
  let token = "";
  const actor = (): TActor => ({ user: counselor, sessionId: "test", via: "bearer" });

  const postIcs = async (text: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.set("file", new File([text], "calendar.ics", { type: "text/calendar" }));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const headers = new Headers({ authorization: `Bearer ${token}` });
    const res = await importRoute(new NextRequest("http://localhost/api/v1/calendar/import", { method: "POST", body: form, headers }), { params: Promise.resolve({}) });
    return { status: res.status, json: (await res.json()) as { data?: unknown; error?: { code: string; message: string; field?: string }[] } };
  };
  const importedCount = async () =>
    (
      await conn.db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.userId, counselor.id), eq(events.source, "import")))
    )[0].n;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    [counselor] = await conn.db.select().from(users).where(eq(users.username, "counselor"));
    token = (await createSession(conn.db, { userId: counselor.id, kind: "api", ttlMs: 3_600_000, now: new Date() })).token;
  });
  afterAll(async () => conn.close());

  it("40 events with RRULE:FREQ=SECONDLY answer 422 ics_sub_daily in well under a second, in preview and commit, and import nothing", async () => {
    const text = cal(...Array.from({ length: 40 }, (_, i) => repeating(i, "FREQ=SECONDLY", "20200101T080000")).flat());
    const before = await importedCount();
    for (const mode of ["preview", "commit"]) {
      const started = performance.now();
      const res = await postIcs(text, { mode, category_id: "9" });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code: "ics_sub_daily", field: "file", message: expect.stringMatching(/^Line 9: the event repeats every second/) });
    }
    await expect(previewImport(conn.db, actor(), text, new Date())).rejects.toMatchObject({ code: "ics_sub_daily", status: 422 });
    expect(await importedCount()).toBe(before);
  });

  it("a file whose occurrences exceed the file's budget is refused as a whole: 422 ics_too_many_events, nothing half-written", async () => {
    const today = todayIn(counselor.timezone, new Date()).replaceAll("-", "");
    // Three daily rules over the whole two-year window: more than 2,000 events between them; a fine single event first.
    const text = cal(
      ...vevent("UID:budget-single", "SUMMARY:Fine single", `DTSTART:${today}T090000`, "DURATION:PT30M"),
      ...[1, 2, 3].flatMap((i) => repeating(i, "FREQ=DAILY", `${addDaysIso(todayIn(counselor.timezone, new Date()), -400).replaceAll("-", "")}T1${i}0000`)),
    );
    const before = await importedCount();
    for (const mode of ["preview", "commit"]) {
      const res = await postIcs(text, { mode, category_id: "9" });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0]).toMatchObject({ code: "ics_too_many_events", field: "file", message: expect.stringMatching(/more than 2000 events.*Nothing was imported\.$/) });
    }
    expect(await importedCount()).toBe(before);
  });

  it("while a large allowed file is read, another call (GET /api/v1/calendar) is answered before the import ends", async () => {
    // Three daily rules since 1990 that ended before the window: tens of thousands of recurrence steps, no event.
    const text = cal(...[1, 2, 3].flatMap((i) => repeating(i, "FREQ=DAILY;UNTIL=20240101T000000Z", "19900101T080000")));
    let importEnded = 0;
    const started = performance.now();
    const importing = postIcs(text, { mode: "preview" }).then((res) => {
      importEnded = performance.now();
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const today = todayIn(counselor.timezone, new Date());
    const list = await call(listRoute, { token, path: `/api/v1/calendar?start=${today}&end=${addDaysIso(today, 7)}` });
    const listEnded = performance.now();
    const res = await importing;
    expect(list.status).toBe(200);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({ events: [], errors: [] });
    // The import took a while (well past the 50 ms before the list call; ~300 ms on this machine, less
    // when it is idle), and the list was answered while it ran, not after it.
    expect(importEnded - started).toBeGreaterThan(100);
    expect(listEnded).toBeLessThan(importEnded);
  });
});
