import { describe, expect, it } from "vitest";
import { cellText, csvCellOf } from "@/lib/reports/format";

const t = (key: string) => key;

describe("a report's clock-time cell", () => {
  it("reads 12-hour in English and 24-hour in Italian and German, on the page and in the PDF alike", () => {
    expect(cellText("time", "13:30", t, "en")).toBe("1:30 PM");
    expect(cellText("time", "13:30", t, "en", true)).toBe("1:30 PM");
    expect(cellText("time", "09:05", t, "en")).toBe("9:05 AM");
    expect(cellText("time", "00:00", t, "en")).toBe("12:00 AM");
    expect(cellText("time", "13:30", t, "it")).toBe("13:30");
    expect(cellText("time", "09:05", t, "de", true)).toBe("9:05");
  });

  it("stays 24-hour HH:MM in the CSV, like its ISO dates, and an empty cell stays empty", () => {
    expect(csvCellOf("time", "13:30", t)).toBe("13:30");
    expect(csvCellOf("time", null, t)).toBeNull();
    expect(cellText("time", null, t, "en")).toBe("");
  });
});

describe("a report's decimal cell (a Likert average)", () => {
  it("reads with one decimal in the reader's language, and as a number in the CSV", () => {
    expect(cellText("decimal", 2.25, t, "en")).toBe("2.3");
    expect(cellText("decimal", 3.7, t, "de", true)).toBe("3,7");
    expect(cellText("decimal", 4, t, "it")).toBe("4,0");
    expect(csvCellOf("decimal", 3.74, t)).toBe(3.7);
  });
});
