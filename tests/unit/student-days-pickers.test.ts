import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { DateField } from "@/components/student-days/date-field";
import { MonthPicker } from "@/components/student-days/month-picker";

// "Date pickers disable weekends and start weeks on Monday (goal, days-closed and
// similar forms)". The first paint of the pickers of /app/tags/new and /app/daysclosed/new.

const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages/en.json"), "utf8")) as AbstractIntlMessages;
const render = (el: ReactElement) => renderToString(createElement(NextIntlClientProvider, { locale: "en", messages, timeZone: "UTC", children: el }));
const noop = () => {};

describe("'Date pickers disable weekends and start weeks on Monday'", () => {
  // June 2031: the 2nd is a Monday, the 7th and 8th a weekend.
  const html = render(createElement(MonthPicker, { selected: [], onToggle: noop, today: "2031-06-04", labelledBy: "x" }));

  it("the header runs Monday to Sunday and every week row starts on a Monday", () => {
    const heads = [...html.matchAll(/<th[^>]*abbr="([^"]+)"/g)].map((m) => m[1]);
    expect(heads).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const first = /data-date="(\d{4}-\d{2}-\d{2})"/.exec(row[1])?.[1] as string;
      expect(new Date(`${first}T12:00:00Z`).getUTCDay()).toBe(1);
    }
  });

  it("Saturdays and Sundays are disabled, weekdays are not", () => {
    const button = (date: string) => new RegExp(`<button[^>]*data-date="${date}"[^>]*>`).exec(html)?.[0] ?? "";
    for (const date of ["2031-06-07", "2031-06-08", "2031-06-14", "2031-06-15"]) expect(button(date)).toContain('aria-disabled="true"');
    for (const date of ["2031-06-02", "2031-06-06", "2031-06-09"]) expect(button(date)).not.toContain("aria-disabled");
  });

  it("a single-date picker opening on a Saturday focuses the Monday after, and is not multi-select", () => {
    const single = render(createElement(MonthPicker, { selected: [], onToggle: noop, today: "2031-06-04", initialFocus: "2031-06-07", multiple: false, labelledBy: "x" }));
    expect(single).toContain('aria-multiselectable="false"');
    expect(single).toMatch(/<button[^>]*data-date="2031-06-09"[^>]*tabindex="0"|<button[^>]*tabindex="0"[^>]*data-date="2031-06-09"/);
  });

  it("the range fields are buttons that open that grid, not the browser's date input", () => {
    const empty = render(createElement(DateField, { label: "From", value: "", onChange: noop, today: "2031-06-04" }));
    expect(empty).toContain("Choose a date");
    expect(empty).toContain('aria-expanded="false"');
    expect(empty).not.toContain('type="date"');
    expect(empty).not.toContain('role="grid"');
    const set = render(createElement(DateField, { label: "From", value: "2031-06-02", onChange: noop, today: "2031-06-04" }));
    expect(set).toContain("Mon, Jun 2, 2031");
  });
});
