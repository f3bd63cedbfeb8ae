import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { ICS_LIMITS, IcsBudget } from "@/lib/calendar/ics-budget";
import { parseIcs, type TParseOptions } from "@/lib/calendar/ics-parse";

// "One .ics import blocks the server for everyone" was a fault: 40 events with
// RRULE:FREQ=SECONDLY (4.7 KB) took 11 s on the request thread, the occurrence limit being per
// event. Now a rule repeating more often than daily refuses the file at once, the whole file has
// one budget of events, recurrence steps and time (past it the file is refused whole), and the
// reading yields to the event loop between slices.

const NOW = new Date("2026-11-22T15:00:00Z");
const NY: TParseOptions = { timezone: "America/New_York", now: NOW };

const cal = (...body: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...body, "END:VCALENDAR"].join("\r\n");
const vevent = (...props: string[]) => ["BEGIN:VEVENT", ...props, "END:VEVENT"];
const repeating = (i: number, rule: string, start = "20261201T080000") => vevent(`UID:r${i}`, `SUMMARY:Repeat ${i}`, `DTSTART:${start}`, "DURATION:PT30M", `RRULE:${rule}`);

async function refusal(text: string, opts: TParseOptions = NY): Promise<AppError> {
  try {
    await parseIcs(text, opts);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("the file was accepted");
}

describe("the file's one budget", () => {
  it("40 events with RRULE:FREQ=SECONDLY are refused at once: 422 ics_sub_daily at the first rule's line, in well under a second", async () => {
    const text = cal(...Array.from({ length: 40 }, (_, i) => repeating(i, "FREQ=SECONDLY", "20200101T080000")).flat());
    const started = performance.now();
    const e = await refusal(text);
    expect(performance.now() - started).toBeLessThan(500);
    expect(e).toMatchObject({ code: "ics_sub_daily", status: 422, field: "file" });
    expect(e.message).toMatch(/^Line 9: the event repeats every second \(FREQ=SECONDLY\).*Nothing was imported\.$/);
  });

  it.each(["MINUTELY", "HOURLY"])("FREQ=%s is refused too, even after allowed events", async (freq) => {
    const e = await refusal(cal(...repeating(1, "FREQ=WEEKLY;COUNT=2"), ...repeating(2, `FREQ=${freq};COUNT=3`)));
    expect(e).toMatchObject({ code: "ics_sub_daily" });
    expect(e.message).toMatch(/^Line 16: /);
  });

  it(`a file whose events (each occurrence counted) exceed ${ICS_LIMITS.events} is refused whole with ics_too_many_events, not cut`, async () => {
    // Three daily rules over the two-year window: about 3 × 731 occurrences, none over the old per-event cap's reach.
    const text = cal(...[1, 2, 3].flatMap((i) => repeating(i, "FREQ=DAILY", "20251101T080000")));
    const e = await refusal(text);
    expect(e).toMatchObject({ code: "ics_too_many_events", status: 422 });
    expect(e.message).toMatch(/more than 2000 events/);
    // Two of them fit: every occurrence is read.
    const ok = await parseIcs(cal(...[1, 2].flatMap((i) => repeating(i, "FREQ=DAILY", "20251101T080000"))), NY);
    expect(ok.events.length).toBeGreaterThan(1400);
    expect(ok.events.length).toBeLessThanOrEqual(ICS_LIMITS.events);
  });

  it("single events count against the same budget", async () => {
    const singles = Array.from({ length: 5 }, (_, i) => vevent(`UID:s${i}`, "SUMMARY:One", `DTSTART:2026120${i + 1}T090000`, "DURATION:PT30M")).flat();
    expect((await parseIcs(cal(...singles), { ...NY, limits: { ...ICS_LIMITS, events: 5 } })).events).toHaveLength(5);
    expect(await refusal(cal(...singles), { ...NY, limits: { ...ICS_LIMITS, events: 4 } })).toMatchObject({ code: "ics_too_many_events" });
  });

  it("rules that walk more recurrence steps than the file's budget (a daily rule from 1900) are refused with ics_too_complex", async () => {
    const e = await refusal(cal(...repeating(1, "FREQ=DAILY", "19000101T080000")), { ...NY, limits: { ...ICS_LIMITS, steps: 5000 } });
    expect(e).toMatchObject({ code: "ics_too_complex", status: 422 });
    expect(e.message).toMatch(/^Line 9: /);
  });

  it("the time budget counts only the reader's own slices, and refuses once they add up past it", async () => {
    let t = 0;
    const budget = new IcsBudget({ ...ICS_LIMITS, sliceMs: 10, activeMs: 50 }, () => t);
    let pauses = 0;
    const run = async () => {
      for (;;) {
        t += 1;
        const p = budget.step(7);
        if (p) {
          pauses++;
          t += 1000; // time spent by others while we wait does not count
          await p;
        }
      }
    };
    await expect(run()).rejects.toMatchObject({ code: "ics_too_complex", message: expect.stringMatching(/^Line 7: /) });
    expect(pauses).toBe(5);
  });
});

describe("the server keeps answering while a file is read", () => {
  it("a timer set while a large allowed file is read still fires: the event loop is never held for long", async () => {
    // Three daily rules since 1990 that ended before the window: ~37,000 steps between them, no event.
    const rules = Array.from({ length: 3 }, (_, i) => repeating(i, "FREQ=DAILY;UNTIL=20240101T000000Z", "19900101T080000")).flat();
    const singles = Array.from({ length: 300 }, (_, i) => vevent(`UID:s${i}`, `SUMMARY:Meeting ${i}`, "DTSTART:20261210T090000", "DURATION:PT30M", `DESCRIPTION:${"x".repeat(2000)}`)).flat();
    const text = cal(...rules, ...singles);
    let ticks = 0;
    let longest = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks++;
    }, 2);
    const started = performance.now();
    try {
      const r = await parseIcs(text, NY);
      expect(r.events).toHaveLength(300);
    } finally {
      clearInterval(probe);
    }
    const took = performance.now() - started;
    // The reading is long enough to matter, and the probe ran all along it: read in one go, the
    // longest gap would be the whole reading. (Generous bounds: other processes share the CPU.)
    expect(took).toBeGreaterThan(300);
    expect(ticks).toBeGreaterThan(took / 50);
    expect(longest).toBeLessThan(Math.min(250, took / 3));
  });
});
