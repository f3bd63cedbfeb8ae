import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { StandardsPicker } from "@/components/ui/standards-picker";
import { RichTextField } from "@/components/ui/form";
import { LessonForm } from "@/components/lessons/lesson-form";

// The lesson form's first paint: every control labelled, the standards grouped by domain under the
// label the page passes, "Any grade" offered, lesson numbers 1 to 51, and 'Please select a Survey'.

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

const standards = [
  { id: 1, abbrev: "M 1", name: "Belief in development of whole self", domain: "M" },
  { id: 2, abbrev: "M 2", name: "Sense of acceptance", domain: "M" },
  { id: 7, abbrev: "B-LS 1", name: "Critical-thinking skills", domain: "B-LS" },
];

describe("lesson UI first paint", () => {
  it("the standards picker groups by domain under the section label and counts the choice against two", () => {
    const html = render(createElement(StandardsPicker, { standards, selected: [1], onChange: () => undefined, label: "Student Standards" }));
    expect(html).toContain('<legend class="px-1 text-sm font-semibold text-slate-900">Student Standards</legend>');
    expect(html).toContain(">Mindsets</legend>");
    expect(html).toContain(">Behavior: Learning Strategies</legend>");
    expect(html).toContain("1 of 2 selected");
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html).toMatch(/id="standard-1"[^>]*checked/);
  });

  it("the rich-text field is labelled, with a bold, italic and link toolbar", () => {
    const html = render(createElement(RichTextField, { id: "outcome", label: "Outcome", value: "", onChange: () => undefined }));
    expect(html).toContain('id="outcome-label"');
    expect(html).toContain('role="toolbar" aria-label="Formatting of Outcome"');
    for (const name of ["Bold", "Italic", "Link"]) expect(html).toContain(name);
  });

  it("the new lesson form offers lesson numbers 1-51, 'Any grade', and reads 'Please select a Survey' without a survey", () => {
    const html = render(
      createElement(LessonForm, {
        initial: null,
        teachingMethods: [{ id: 1, name: "Discussion", description: "Talk" }],
        collectionMethods: [
          { id: 0, name: "None", description: "Nothing yet" },
          { id: 13, name: "Survey", description: "Pre/post" },
        ],
        grades: [
          { id: 0, name: "Kindergarten" },
          { id: 13, name: "Any grade" },
        ],
        standards,
        standardsLabel: "Mindsets & Behavior",
        surveys: [],
        events: [],
        listHref: "/app/lessons",
      }),
    );
    expect(html).toContain('<option value="1">1</option>');
    expect(html).toContain('<option value="51">51</option>');
    expect(html).not.toContain('<option value="52">');
    expect(html).toContain('for="lesson-grade-13"');
    expect(html).toContain("Any grade");
    expect(html).toContain("Please select a Survey");
    expect(html).toContain("Mindsets &amp; Behavior");
    // Every input and select has its label.
    for (const id of html.matchAll(/<(?:input|select)[^>]*\sid="([^"]+)"/g)) expect(html, id[1]).toContain(`for="${id[1]}"`);
  });
});
