import { describe, expect, it } from "vitest";
import { TABLE_PAGE_ROWS, tablePage } from "@/lib/reports/table-page";

// A report's table on screen shows a page of rows at a time; the page asked for is clamped to the table.

describe("report table pages", () => {
  it("shows a short table whole, on one page", () => {
    expect(tablePage(12, undefined)).toEqual({ page: 1, pages: 1, from: 1, to: 12, total: 12 });
    expect(tablePage(0, "3")).toEqual({ page: 1, pages: 1, from: 0, to: 0, total: 0 });
    expect(tablePage(TABLE_PAGE_ROWS, undefined).pages).toBe(1);
  });
  it("pages a long table and shows the rows of the page asked for", () => {
    expect(tablePage(85_000, "2")).toEqual({ page: 2, pages: 340, from: 251, to: 500, total: 85_000 });
    expect(tablePage(601, "3")).toEqual({ page: 3, pages: 3, from: 501, to: 601, total: 601 });
  });
  it("takes anything but a page number as the first page, and a page past the end as the last", () => {
    for (const bad of [undefined, "", "0", "-1", "2.5", "abc", "1e3", "99999999"]) expect(tablePage(600, bad).page, String(bad)).toBe(1);
    expect(tablePage(600, "9")).toMatchObject({ page: 3, from: 501, to: 600 });
  });
});
