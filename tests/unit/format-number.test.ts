import { describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { ResultsPanel } from "@/components/lessons/results-panel";
import { formatNumber, formatPercent } from "@/lib/i18n/format";
import type { TLessonEvent } from "@/lib/lessons/events";

// Numbers are written the reader's way through one formatter: an Italian reads 76,2% and 2,0, a
// German 76,2 % and 2,0, where an American reads 76.2% and 2.0; English clock times are 12-hour.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

describe("numbers in the reader's language", () => {
  it("Italian and German no longer keep 76.2% and 2.0", () => {
    expect(formatPercent(76.2, "en")).toBe("76.2%");
    expect(formatPercent(76.2, "it")).toBe("76,2%");
    expect(formatPercent(76.2, "de")).toBe("76,2\u00a0%");
    expect(formatNumber(2, "en", 1)).toBe("2.0");
    expect(formatNumber(2, "it", 1)).toBe("2,0");
    expect(formatNumber(1234, "de")).toBe("1.234");
    expect(formatNumber(Number.NaN, "de")).toBe("");
    expect(formatPercent(null, "it")).toBe("");
  });

  const e: TLessonEvent = {
    id: 7,
    lesson_id: 3,
    title: "Calm",
    date: "2026-11-16",
    time: "15:30",
    duration: 45,
    students: 20,
    male: 11,
    female: 9,
    survey_id: 5,
    inRAMP: true,
    dcpOutcome: "",
    implication: "",
    preTest: 20,
    postTest: 18,
    preOpen: true,
    postOpen: false,
  };
  const props = {
    lessonId: 3,
    canEdit: false,
    events: [e],
    surveys: [{ id: 5, name: "Check-in" }],
    dateLabels: { 7: "x" },
    initial: {
      selected: { duration: 45, students: 20, male: 11, female: 9, event: e, collectionMethod: 13 },
      results: { event: e, surveyName: "Check-in", likertLevels: 5, statements: [{ id: 1, text: "I stay calm.", pre: 2, post: 3.4, preN: 20, postN: 18 }], pre: 2, post: 3.4, eventChange: 76.2 },
      totals: { pre: 2, post: 3.4, lessonChange: 76.2 },
    },
  };
  const render = (locale: string, messages: object) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages, timeZone: "UTC", children: createElement(ResultsPanel, props) }));

  it("the lesson results tab shows 76,2% and 2,0 in Italian, 76,2 % in German, 76.2% and 2.0 in English", () => {
    expect(render("it", it_)).toContain('data-testid="event-change">76,2%<');
    expect(render("it", it_)).toContain(">2,0<");
    expect(render("de", de)).toContain('data-testid="lesson-change">76,2\u00a0%<');
    expect(render("en", en)).toContain('data-testid="event-change">76.2%<');
    expect(render("en", en)).toContain(">2.0<");
  });

  it("English shows 12-hour times in the lesson results picker (3:30 PM), Italian 15:30", () => {
    expect(render("en", en)).toContain("Calm – x 3:30 PM");
    expect(render("it", it_)).toContain("Calm – x 15:30");
  });
});
