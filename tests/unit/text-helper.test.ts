import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanSegment, cleanText, findNulByte, hasControlChars, TEXT_MESSAGES, zText } from "@/lib/http/text";

// "A NUL byte in any text field answers 500". One zod helper refuses the C0
// control characters in every text field (tab and line breaks only where a field is multi-line).
describe("zText, the one text helper", () => {
  const title = zText({ min: 1, max: 20, required: "Enter a title." });
  const notes = zText({ max: 50, multiline: true });

  it("a NUL byte in a text field is refused with a field message, not passed on to the database", () => {
    const parsed = title.safeParse("Lunch\u0000bunch");
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(TEXT_MESSAGES.control);
  });

  it.each(["\u0001", "\u0007", "\u001b", "\u001f", "\u007f", "\u000b", "\u000c"])("refuses the control character U+%s in a multi-line field too", (ch) => {
    expect(notes.safeParse(`a${ch}b`).success).toBe(false);
    expect(title.safeParse(`a${ch}b`).success).toBe(false);
  });

  it("a multi-line field keeps tabs and line breaks; a one-line field refuses them with its own message", () => {
    expect(notes.parse("first line\r\n\tsecond")).toBe("first line\r\n\tsecond");
    const parsed = title.safeParse("two\nlines");
    expect(parsed.error?.issues[0].message).toBe(TEXT_MESSAGES.lineBreak);
  });

  it("trims, limits the length and keeps the required message", () => {
    expect(title.parse("  Lunch  ")).toBe("Lunch");
    expect(title.safeParse("   ").error?.issues[0].message).toBe("Enter a title.");
    expect(title.safeParse(42).error?.issues[0].message).toBe("Enter a title.");
    expect(title.safeParse("x".repeat(21)).error?.issues[0].message).toBe("Use at most 20 characters.");
    expect(zText({ max: 5, trim: false }).parse("  a ")).toBe("  a ");
  });

  it("chains like any string schema (optional, default, lower case, pipe)", () => {
    const email = zText({ max: 254 }).toLowerCase().pipe(z.email());
    expect(email.parse(" A@B.ORG ")).toBe("a@b.org");
    expect(email.safeParse("a\u0000@b.org").success).toBe(false);
    expect(zText({ max: 5 }).default("").parse(undefined)).toBe("");
    expect(zText({ max: 5 }).optional().parse(undefined)).toBeUndefined();
  });

  it("accepts ordinary text in any script, emoji included", () => {
    expect(notes.parse("Zoë – 学生 👋")).toBe("Zoë – 学生 👋");
    expect(hasControlChars("Zoë – 学生 👋")).toBe(false);
  });
});

describe("cleanSegment: a path segment that reaches a look-up without a schema", () => {
  it("'/coupons/%00' is refused before any query", () => {
    expect(cleanSegment("%00")).toBeNull();
    expect(cleanSegment("\u0000")).toBeNull();
    expect(cleanSegment("a%0Ab")).toBeNull();
  });
  it("decodes an ordinary segment and keeps a stray '%' as typed", () => {
    expect(cleanSegment("100%")).toBe("100%");
    expect(cleanSegment("jane%20doe")).toBe("jane doe");
    expect(cleanSegment("SAVE10")).toBe("SAVE10");
  });
});

describe("findNulByte: the wrapper's last guard for fields no schema reads", () => {
  it("finds a NUL byte at any depth and names its path", () => {
    expect(findNulByte({ a: "ok", b: { c: ["x", "y\u0000"] } })).toBe("b.c.1");
    expect(findNulByte("\u0000")).toBe("body");
    expect(findNulByte({ a: "ok", n: 1, t: true, z: null })).toBeNull();
  });
});

describe("cleanText: imported text made fit for a text field rather than failing the import", () => {
  it("a one-line field gets a space for each run of line breaks and control characters", () => {
    expect(cleanText("Staff\r\nmeeting\u0000\u0007 now ")).toBe("Staff meeting  now");
    expect(zText({ max: 50 }).safeParse(cleanText("a\nb\u0000")).success).toBe(true);
  });
  it("a multi-line field keeps tabs and line breaks and loses the other controls", () => {
    expect(cleanText("Room 1\r\n\tMain St\u0000\u000b", { multiline: true })).toBe("Room 1\r\n\tMain St");
  });
});
