import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { RepeatSummary } from "@/components/calendar/event-details";
import { eventInput } from "@/components/calendar/use-offline-grid";
import { isWaitingToCreate, pendingCreateEvent, pendingCreateOccurrences, pendingCreateRule, withPendingChanges } from "@/components/calendar/offline-display";
import type { TEventJson } from "@/components/calendar/types";
import type { TPendingCreate } from "@/components/offline/pending-changes";
import { ZEventInput } from "@/lib/calendar/schemas";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";

// An occurrence of a repeating event created offline opens like an occurrence of a series the server
// sent: its date and time, its category, and its repeat rule as the server will store and send it
// (so the dialog's "Repeat" line reads the same), marked as a series; it stays waiting (read-only)
// until the server has it.

const lookups = { categoryColor: (id: number) => (id === 3 ? "#2563eb" : null), clientName: () => null };
const create = (seq: number, body: Record<string, unknown>): TPendingCreate => ({ seq, body });
// As the event form sends it: weekly on Thursday and Tuesday (in the order ticked), from a Tuesday.
const body = {
  title: "Weekly group",
  date: "2026-12-08",
  time: "07:00",
  duration: 30,
  category_id: 3,
  recurrence: { freq: "weekly", interval: 1, weekdays: [4, 2], until: "2026-12-24" },
};

describe("an occurrence of a repeating event created offline", () => {
  it("carries the rule the server will store for it (the create body as the server parses it), on each occurrence", () => {
    const server = ZEventInput.parse(body).recurrence;
    expect(server).toEqual({ freq: "weekly", interval: 1, weekdays: [2, 4], until: "2026-12-24" });
    expect(pendingCreateRule(body)).toEqual(server);
    const all = pendingCreateOccurrences(create(7, body), lookups);
    expect(all.map((e) => e.date)).toEqual(["2026-12-08", "2026-12-10", "2026-12-15", "2026-12-17", "2026-12-22", "2026-12-24"]);
    for (const e of all) expect(e.recurrence).toEqual(server);
  });

  it("the second occurrence has its own date, the time, duration and category typed, and reads as a series, waiting to be created", () => {
    const second = pendingCreateOccurrences(create(7, body), lookups)[1];
    expect(second).toMatchObject({ title: "Weekly group", date: "2026-12-10", time: "07:00", duration: 30, category_id: 3, category_color: "#2563eb", status: "planned", series_id: -7 });
    expect(isWaitingToCreate(second)).toBe(true);
    const input = eventInput(second, "waiting");
    expect(input.editable).toBe(false);
    expect(input.classNames).toContain("event-offline-waiting");
  });

  it("a weekly rule without days takes the start's weekday, as the server stores it", () => {
    const noDays = { ...body, recurrence: { freq: "weekly", until: "2026-12-22" } };
    expect(pendingCreateRule(noDays)).toEqual(ZEventInput.parse(noDays).recurrence);
    expect(pendingCreateRule(noDays)?.weekdays).toEqual([2]);
  });

  it("an event that does not repeat, or whose rule the server will refuse, is no series", () => {
    expect(pendingCreateEvent(create(2, { ...body, recurrence: null }), lookups)).toMatchObject({ series_id: null, recurrence: null });
    const refused = { ...body, recurrence: { freq: "weekly", weekdays: [2], until: "2026-12-01" } };
    expect(() => ZEventInput.parse(refused)).toThrow();
    expect(pendingCreateOccurrences(create(2, refused), lookups)).toEqual([expect.objectContaining({ date: "2026-12-08", series_id: null, recurrence: null })]);
  });

  it("its series never takes in a queued change to a server series (changes name server events, whose series ids are positive)", () => {
    const server = { ...pendingCreateEvent(create(1, body), lookups), id: 40, series_id: 9, version: "v1" } as TEventJson;
    const shown = withPendingChanges([server], [{ seq: 3, eventId: 40, scope: "all", patch: { title: "Renamed" }, conflict: false }], new Set(), lookups, [create(7, body)], {
      start: "2026-12-07",
      end: "2026-12-13",
    });
    expect(shown.map((s) => [s.event.id, s.event.title, s.mark])).toEqual([
      [40, "Renamed", "waiting"],
      [-7, "Weekly group", "waiting"],
      [-(7 + 2 ** 32), "Weekly group", "waiting"],
    ]);
  });
});

describe("RepeatSummary", () => {
  const render = (messages: Record<string, unknown>, locale: string, rule: NonNullable<TEventJson["recurrence"]>) =>
    renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages, timeZone: "UTC", children: createElement(RepeatSummary, { rule }) }));
  const rule = pendingCreateRule(body) as NonNullable<TEventJson["recurrence"]>;

  it("says how often, on which days and until when, in the reader's language", () => {
    expect(render(en, "en", rule)).toBe("Every week · Tuesday and Thursday · until Thursday, December 24, 2026");
    expect(render(it_, "it", rule)).toBe("Ogni settimana · martedì e giovedì · fino al giovedì 24 dicembre 2026");
    expect(render(de, "de", rule)).toBe("Jede Woche · Dienstag und Donnerstag · bis Donnerstag, 24. Dezember 2026");
  });

  it("a daily rule names no days; an interval is counted", () => {
    expect(render(en, "en", { freq: "daily", interval: 2, weekdays: [], until: "2026-12-20" })).toBe("Every 2 days · until Sunday, December 20, 2026");
    expect(render(en, "en", { ...rule, interval: 3 })).toBe("Every 3 weeks · Tuesday and Thursday · until Thursday, December 24, 2026");
  });
});
