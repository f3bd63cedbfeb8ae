import { describe, expect, it } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { MaxLengthInput, MaxLengthTextarea } from "@/components/ui/form";
import { lengthState } from "@/lib/forms/max-length";

// A field takes the warning (amber) or error (red) style only for what was typed into it: an
// optional field left empty is neither, whatever its limit.

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));
const COLOURED = /amber|red-/;

describe("an empty optional field shows no warning colour", () => {
  it("an empty field is 'ok' for every limit, even one of 10 characters or fewer", () => {
    for (const max of [1, 5, 10, 11, 32, 200]) expect(lengthState(0, max), `limit ${max}`).toBe("ok");
    // What was typed still counts: within 10 of the limit amber, at it red.
    expect(lengthState(190, 200)).toBe("warning");
    expect(lengthState(200, 200)).toBe("error");
    expect(lengthState(1, 11)).toBe("warning");
  });

  it("an empty semester break (limit 5, '01-20') is neither amber nor red and has no counter; filled to its limit it stays uncoloured", () => {
    for (const value of ["", "01-20"]) {
      const html = render(createElement(MaxLengthInput, { id: "ds-break", maxLength: 5, value, onChange: () => undefined, className: "field" }));
      expect(html, value).toContain('data-length-state="ok"');
      expect(html, value).not.toMatch(COLOURED);
      expect(html, value).not.toContain("ds-break-length");
      expect(html).toContain('maxLength="5"');
    }
  });

  it("an empty text field and text area with a longer limit are uncoloured, with the counter 0 / max under them", () => {
    const input = render(createElement(MaxLengthInput, { id: "student-ref", maxLength: 32, value: "", onChange: () => undefined }));
    expect(input).toContain('data-length-state="ok"');
    expect(input).not.toMatch(COLOURED);
    expect(input).toContain('aria-describedby="student-ref-length"');
    const area = render(createElement(MaxLengthTextarea, { id: "notes", maxLength: 15, defaultValue: "" }));
    expect(area).toContain('data-length-state="ok"');
    expect(area).not.toMatch(COLOURED);
  });

  it("a field typed to within 10 characters of its limit still turns amber, and red at the limit", () => {
    const near = render(createElement(MaxLengthInput, { id: "near", maxLength: 20, value: "x".repeat(12), onChange: () => undefined }));
    expect(near).toContain('data-length-state="warning"');
    expect(near).toContain("border-amber-500");
    const full = render(createElement(MaxLengthInput, { id: "full", maxLength: 20, value: "x".repeat(20), onChange: () => undefined }));
    expect(full).toContain('data-length-state="error"');
    expect(full).toContain("border-red-500");
  });
});
