import { afterAll, describe, expect, it } from "vitest";
import { countdownText, liveTrainingState, splitSeconds, type TTrainingPhase } from "@/lib/training/rules";

// Instants are written in UTC on purpose: the Eastern wall-clock time is in the test name.
const utc = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe("liveTrainingState: 'Weekly free live training: Wednesday 3 PM Eastern'", () => {
  // Week of Monday 2026-11-23 (EST, UTC-5). Wednesday 15:00 EST = 20:00Z.
  it.each<[string, string, TTrainingPhase, string]>([
    ["Monday 00:00", "2026-11-23T05:00:00Z", "countdown", "2026-11-25T20:00:00.000Z"],
    ["Monday 09:00", "2026-11-23T14:00:00Z", "countdown", "2026-11-25T20:00:00.000Z"],
    ["Monday 14:50 (no session on Monday)", "2026-11-23T19:50:00Z", "countdown", "2026-11-25T20:00:00.000Z"],
    ["Tuesday 23:59:59", "2026-11-25T04:59:59Z", "countdown", "2026-11-25T20:00:00.000Z"],
    ["Wednesday 00:00", "2026-11-25T05:00:00Z", "countdown", "2026-11-25T20:00:00.000Z"],
    ["Wednesday 14:44:59", "2026-11-25T19:44:59Z", "countdown", "2026-11-25T20:00:00.000Z"],
    ["Wednesday 14:45:00", "2026-11-25T19:45:00Z", "joinNow", "2026-11-25T20:00:00.000Z"],
    ["Wednesday 15:00", "2026-11-25T20:00:00Z", "joinNow", "2026-11-25T20:00:00.000Z"],
    ["Wednesday 15:35:59", "2026-11-25T20:35:59Z", "joinNow", "2026-11-25T20:00:00.000Z"],
    ["Wednesday 15:36:00", "2026-11-25T20:36:00Z", "inProgress", "2026-12-02T20:00:00.000Z"],
    ["Wednesday 16:00:59", "2026-11-25T21:00:59Z", "inProgress", "2026-12-02T20:00:00.000Z"],
    ["Wednesday 16:01:00", "2026-11-25T21:01:00Z", "afterSession", "2026-12-02T20:00:00.000Z"],
    ["Wednesday 23:59:59", "2026-11-26T04:59:59Z", "afterSession", "2026-12-02T20:00:00.000Z"],
    ["Thursday 00:00", "2026-11-26T05:00:00Z", "daysRemaining", "2026-12-02T20:00:00.000Z"],
    ["Sunday 23:59:59", "2026-11-30T04:59:59Z", "daysRemaining", "2026-12-02T20:00:00.000Z"],
    ["next Monday 00:00", "2026-11-30T05:00:00Z", "countdown", "2026-12-02T20:00:00.000Z"],
  ])("Eastern %s → %s, session %s", (_label, at, phase, next) => {
    const s = liveTrainingState(utc(at));
    expect(s.phase).toBe(phase);
    expect(s.nextSession.toISOString()).toBe(next);
  });

  it.each([
    ["Thursday", "2026-11-26T17:00:00Z", 6],
    ["Friday", "2026-11-27T17:00:00Z", 5],
    ["Saturday", "2026-11-28T17:00:00Z", 4],
    ["Sunday", "2026-11-29T17:00:00Z", 3],
    ["Thursday 00:00:00", "2026-11-26T05:00:00Z", 6],
    ["Sunday 23:59:59", "2026-11-30T04:59:59Z", 3],
  ])("'Thursday to Sunday show days remaining: 6, 5, 4, 3 (Sunday)' – %s shows %i", (_day, at, days) => {
    const s = liveTrainingState(utc(at));
    expect(s.phase).toBe("daysRemaining");
    expect(s.daysRemaining).toBe(days);
    expect(s.nextSessionDate).toBe("2026-12-02");
  });

  it.each([
    ["Monday 09:00", "2026-11-23T14:00:00Z", { days: 2, hours: 6, minutes: 0, seconds: 0 }],
    ["Tuesday 12:58:30", "2026-11-24T17:58:30Z", { days: 1, hours: 2, minutes: 1, seconds: 30 }],
    ["Wednesday 14:44:59", "2026-11-25T19:44:59Z", { days: 0, hours: 0, minutes: 15, seconds: 1 }],
  ])("'Monday to Wednesday by Eastern time: before 14:45 a countdown' – %s counts down to Wednesday 15:00", (_label, at, parts) => {
    const s = liveTrainingState(utc(at));
    expect(s.phase).toBe("countdown");
    expect(s.countdown).toEqual(parts);
    expect(s.secondsUntilStart).toBe(parts.days * 86_400 + parts.hours * 3_600 + parts.minutes * 60 + parts.seconds);
  });

  it("a session that has started counts 0 seconds, never less", () => {
    expect(liveTrainingState(utc("2026-11-25T20:10:00Z")).secondsUntilStart).toBe(0);
  });

  it.each([
    ["Wednesday 10:44:59", "2026-11-25T15:44:59Z", false],
    ["Wednesday 10:45:00", "2026-11-25T15:45:00Z", true],
    ["Wednesday 11:44:59", "2026-11-25T16:44:59Z", true],
    ["Wednesday 11:45:00", "2026-11-25T16:45:00Z", false],
    ["Wednesday 14:44:59", "2026-11-25T19:44:59Z", false],
    ["Wednesday 14:45:00", "2026-11-25T19:45:00Z", true],
    ["Wednesday 15:44:59", "2026-11-25T20:44:59Z", true],
    ["Wednesday 15:45:00", "2026-11-25T20:45:00Z", false],
    ["Tuesday 10:50 (no session on Tuesday)", "2026-11-24T15:50:00Z", false],
    ["Thursday 14:50 (no session on Thursday)", "2026-11-26T19:50:00Z", false],
  ])("'The top-nav join-now flag is on 10:45–11:45 and 14:45–15:45' – %s → %s", (_label, at, flag) => {
    expect(liveTrainingState(utc(at)).topNavJoinNow).toBe(flag);
  });

  it.each([
    ["Wednesday 16:00:59", "2026-11-25T21:00:59Z", true],
    ["Wednesday 16:01:00", "2026-11-25T21:01:00Z", false],
    ["Wednesday 23:00", "2026-11-26T04:00:00Z", false],
    ["Thursday 00:00", "2026-11-26T05:00:00Z", true],
    ["Monday 08:00", "2026-11-23T13:00:00Z", true],
  ])("'The banner is active until 16:01' – %s → %s", (_label, at, active) => {
    expect(liveTrainingState(utc(at)).bannerActive).toBe(active);
  });

  it("'later the next session is next Wednesday': after 15:36 on Wednesday the session is 7 days away", () => {
    const s = liveTrainingState(utc("2026-11-25T21:30:00Z"));
    expect(s.daysRemaining).toBe(7);
    expect(s.nextSessionDate).toBe("2026-12-02");
  });
});

/** Every minute of the Eastern week that starts at `mondayUtc`, with the state of each. */
function sweepWeek(mondayUtc: string, nextMondayUtc: string) {
  const out: { at: Date; phase: TTrainingPhase; days: number; next: number; topNav: boolean; banner: boolean; secs: number }[] = [];
  for (let t = Date.parse(mondayUtc); t < Date.parse(nextMondayUtc); t += MINUTE) {
    const s = liveTrainingState(new Date(t));
    out.push({ at: new Date(t), phase: s.phase, days: s.daysRemaining, next: s.nextSession.getTime(), topNav: s.topNavJoinNow, banner: s.bannerActive, secs: s.secondsUntilStart });
  }
  return out;
}

function countBy<T>(items: T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) out[key(i)] = (out[key(i)] ?? 0) + 1;
  return out;
}

describe("a whole Eastern week, minute by minute", () => {
  it.each([
    // [label, Monday 00:00 Eastern in UTC, next Monday 00:00 Eastern in UTC, minutes of Sunday, this and next session]
    ["an ordinary week (2026-11-23, EST)", "2026-11-23T05:00:00Z", "2026-11-30T05:00:00Z", 1440, "2026-11-25T20:00:00Z", "2026-12-02T20:00:00Z"],
    ["the week daylight saving ends (Sunday 2026-11-01 has 25 hours)", "2026-10-26T04:00:00Z", "2026-11-02T05:00:00Z", 1500, "2026-10-28T19:00:00Z", "2026-11-04T20:00:00Z"],
    ["the week daylight saving starts (Sunday 2027-03-14 has 23 hours)", "2027-03-08T05:00:00Z", "2027-03-15T04:00:00Z", 1380, "2027-03-10T20:00:00Z", "2027-03-17T19:00:00Z"],
  ])("%s: each phase lasts exactly as the spec says", (_label, monday, nextMonday, sundayMinutes, session, following) => {
    const week = sweepWeek(monday, nextMonday);
    expect(week.length).toBe(6 * 1440 + sundayMinutes);
    expect(countBy(week, (m) => m.phase)).toEqual({
      countdown: 2 * 1440 + 14 * 60 + 45,
      joinNow: 51,
      inProgress: 25,
      afterSession: 8 * 60 - 1,
      daysRemaining: 3 * 1440 + sundayMinutes,
    });
    // The phases follow each other once, in this order.
    const order = week.map((m) => m.phase).filter((p, i, all) => i === 0 || all[i - 1] !== p);
    expect(order).toEqual(["countdown", "joinNow", "inProgress", "afterSession", "daysRemaining"]);
    expect(week.filter((m) => m.topNav).length).toBe(120);
    expect(week.filter((m) => !m.banner).length).toBe(8 * 60 - 1);
    // Until 15:36 on Wednesday everything points at that Wednesday 15:00 Eastern; then at the next.
    const sessionMs = Date.parse(session);
    const joinEnds = sessionMs + 36 * MINUTE;
    const wrong = week.filter((m) => m.next !== (m.at.getTime() < joinEnds ? sessionMs : Date.parse(following)));
    expect(wrong.map((m) => m.at.toISOString())).toEqual([]);
    // The countdown shrinks by exactly one minute per minute (real time, whatever the offset).
    const countdown = week.filter((m) => m.phase === "countdown");
    expect(countdown.every((m, i) => i === 0 || countdown[i - 1].secs - m.secs === 60)).toBe(true);
    // The last whole minute counted down is 14:44:00, 16 minutes before the start.
    expect(countdown[countdown.length - 1].secs).toBe(16 * 60);
    // Days remaining by Eastern calendar day, Thursday to Sunday.
    expect([...new Set(week.filter((m) => m.phase === "daysRemaining").map((m) => m.days))]).toEqual([6, 5, 4, 3]);
  });

  it("across the end of daylight saving the next session is still 3 PM Eastern (20:00Z, not 19:00Z)", () => {
    // Sunday 2026-11-01 01:30 happens twice: EDT (05:30Z) and EST (06:30Z).
    for (const at of ["2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z"]) {
      const s = liveTrainingState(utc(at));
      expect(s.phase).toBe("daysRemaining");
      expect(s.daysRemaining).toBe(3);
      expect(s.nextSession.toISOString()).toBe("2026-11-04T20:00:00.000Z");
    }
  });

  it("after the start of daylight saving the session is 19:00Z, and Monday counts down 2 days 15 hours from midnight", () => {
    const s = liveTrainingState(utc("2027-03-15T04:00:00Z")); // Monday 00:00 EDT
    expect(s.nextSession.toISOString()).toBe("2027-03-17T19:00:00.000Z");
    expect(s.countdown).toEqual({ days: 2, hours: 15, minutes: 0, seconds: 0 });
  });
});

describe("the visitor's zone plays no part", () => {
  const original = process.env.TZ;
  afterAll(() => {
    process.env.TZ = original;
  });

  it.each([
    ["Europe/Rome", -60],
    ["Asia/Tokyo", -540],
    ["America/Los_Angeles", 480],
    ["UTC", 0],
  ])("with the machine in %s the states are the Eastern ones", (zone, januaryOffset) => {
    process.env.TZ = zone;
    // The switch took effect: the local offset is the zone's.
    expect(new Date("2027-01-15T12:00:00Z").getTimezoneOffset()).toBe(januaryOffset);
    expect(liveTrainingState(utc("2026-11-25T19:50:00Z")).phase).toBe("joinNow");
    expect(liveTrainingState(utc("2026-11-27T12:00:00Z")).daysRemaining).toBe(5);
    expect(liveTrainingState(utc("2026-11-23T14:00:00Z")).countdown).toEqual({ days: 2, hours: 6, minutes: 0, seconds: 0 });
    expect(liveTrainingState(utc("2026-11-25T21:01:00Z")).bannerActive).toBe(false);
  });

  it.each([
    ["Rome, Wednesday 20:50", "2026-11-25T20:50:00+01:00", "joinNow"],
    ["Tokyo, Thursday 04:50 (still Wednesday 14:50 in New York)", "2026-11-26T04:50:00+09:00", "joinNow"],
    ["Tokyo, Thursday 09:00 (Wednesday 19:00 in New York)", "2026-11-26T09:00:00+09:00", "afterSession"],
    ["Rome, Thursday 00:30 (Wednesday 18:30 in New York)", "2026-11-26T00:30:00+01:00", "afterSession"],
    ["Tokyo, Monday 13:00 (Sunday 23:00 in New York)", "2026-11-30T13:00:00+09:00", "daysRemaining"],
  ])("a visitor in %s sees %s", (_label, at, phase) => {
    expect(liveTrainingState(new Date(at)).phase).toBe(phase);
  });
});

describe("countdownText: 'the text of the time until the start'", () => {
  it.each([
    [2 * 86_400 + 3 * 3_600 + 4 * 60, "2 days 3 hours 4 minutes"],
    [86_400 + 3_600 + 60, "1 day 1 hour 1 minute"],
    [2 * 86_400 + 4 * 60 + 59, "2 days 0 hours 4 minutes"],
    [3 * 3_600 + 4 * 60, "3 hours 4 minutes"],
    [15 * 60 + 1, "15 minutes"],
    [59, "0 minutes"],
    [0, "0 minutes"],
  ])("%i s → %s", (secs, text) => {
    expect(countdownText(secs)).toBe(text);
  });

  it("splitSeconds never goes below zero", () => {
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
