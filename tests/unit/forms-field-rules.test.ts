import { describe, expect, it } from "vitest";
import { keyAllowed, lengthState } from "@/lib/forms/max-length";
import { applyMinMax, normalizeNumberText } from "@/lib/forms/number-rule";

// "Text fields with a maxlength: warning style within 10 characters of the
// limit, error style at the limit; further typing is blocked except backspace."
describe("the max-length rule", () => {
  it("warning style within 10 characters of the limit", () => {
    expect(lengthState(189, 200)).toBe("ok");
    expect(lengthState(190, 200)).toBe("warning");
    expect(lengthState(199, 200)).toBe("warning");
  });

  it("error style at the limit", () => {
    expect(lengthState(200, 200)).toBe("error");
    // A value loaded longer than the limit is shown as an error too.
    expect(lengthState(205, 200)).toBe("error");
  });

  it("further typing is blocked except backspace", () => {
    expect(keyAllowed({ key: "a" }, 200, 200)).toBe(false);
    expect(keyAllowed({ key: " " }, 200, 200)).toBe(false);
    expect(keyAllowed({ key: "Backspace" }, 200, 200)).toBe(true);
    // Leaving the field or moving in it is not typing.
    for (const key of ["Delete", "ArrowLeft", "Tab", "Home"]) expect(keyAllowed({ key }, 200, 200)).toBe(true);
    // Shortcuts (select all, copy) are not typing either.
    expect(keyAllowed({ key: "a", ctrlKey: true }, 200, 200)).toBe(true);
  });

  it("below the limit, or replacing a selection at the limit, typing goes through", () => {
    expect(keyAllowed({ key: "a" }, 199, 200)).toBe(true);
    expect(keyAllowed({ key: "a" }, 200, 200, 3)).toBe(true);
  });
});

// "A min-max number rule forces non-numbers to 0 and values below the minimum up to the minimum."
describe("the min-max number rule", () => {
  it("forces non-numbers to 0", () => {
    expect(applyMinMax("abc", { min: 0 })).toBe(0);
    expect(applyMinMax("", { min: 0 })).toBe(0);
    expect(applyMinMax(undefined, { min: 0 })).toBe(0);
    expect(applyMinMax("Infinity", { min: 0 })).toBe(0);
  });

  it("forces values below the minimum up to the minimum", () => {
    expect(applyMinMax("3", { min: 5 })).toBe(5);
    expect(applyMinMax("-1", { min: 0 })).toBe(0);
    // In the spec's order: a non-number becomes 0, and 0 below the minimum becomes the minimum.
    expect(applyMinMax("x", { min: 5 })).toBe(5);
  });

  it("keeps a number within the bounds, and caps it at the maximum when the field has one", () => {
    expect(applyMinMax("42", { min: 0 })).toBe(42);
    expect(applyMinMax(" 7 ", { min: 0, max: 100 })).toBe(7);
    expect(applyMinMax("150", { min: 0, max: 100 })).toBe(100);
    expect(applyMinMax("2.5", { min: 0, integer: true })).toBe(2);
    expect(applyMinMax("2.5", { min: 0 })).toBe(2.5);
  });

  it("gives the corrected text, and leaves an optional empty field empty", () => {
    expect(normalizeNumberText("abc", { min: 1 })).toBe("1");
    expect(normalizeNumberText("", { min: 1, emptyAllowed: true })).toBe("");
    expect(normalizeNumberText("", { min: 1 })).toBe("1");
  });
});
