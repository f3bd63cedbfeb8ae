import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { LessonPdfButton, LessonResultsPdfButton, SurveyPdfButton } from "@/components/lessons/pdf-buttons";
import { ResultsPanel } from "@/components/lessons/results-panel";
import { TrainerQrDialog } from "@/components/lessons/trainer-qr-dialog";
import type { TLessonEvent } from "@/lib/lessons/events";
import type { TEventSelection } from "@/lib/lessons/results-actions";

// The Results tab's first paint from the server's data: the event picker, the
// chosen delivery's counts and collection method, both change figures, the statements table, the
// owner's form, the PDF buttons and the trainer dialog's button.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

const event = (over: Partial<TLessonEvent> = {}): TLessonEvent => ({
  id: 7,
  lesson_id: 3,
  title: "Calm before the test — Grade 9",
  date: "2026-11-16",
  time: "10:00",
  duration: 45,
  students: 20,
  male: 11,
  female: 9,
  survey_id: 5,
  inRAMP: true,
  dcpOutcome: "<p>Average confidence <strong>rose</strong>.</p>",
  implication: "",
  preTest: 20,
  postTest: 18,
  preOpen: true,
  postOpen: false,
  ...over,
});

const selection = (e: TLessonEvent): TEventSelection => ({
  selected: { duration: e.duration, students: e.students, male: e.male, female: e.female, event: e, collectionMethod: e.survey_id ? 13 : 0 },
  results: {
    event: e,
    surveyName: e.survey_id ? "Test anxiety check-in" : null,
    likertLevels: 5,
    statements: e.survey_id
      ? [
          { id: 1, text: "I know what to do when I feel nervous.", pre: 2.1, post: 3.9, preN: 20, postN: 18 },
          { id: 2, text: "I can use a breathing exercise.", pre: 2.4, post: 4, preN: 20, postN: 18 },
        ]
      : [],
    pre: 2.3,
    post: 3.9,
    eventChange: 69.6,
  },
  totals: { pre: 2.3, post: 3.9, lessonChange: 69.6 },
});

describe("lesson results tab", () => {
  it("shows the chosen delivery: counts, collection method Survey (13), both change figures and the statements", () => {
    const e = event();
    const html = render(
      createElement(ResultsPanel, {
        lessonId: 3,
        canEdit: true,
        events: [e, event({ id: 8, title: "Second", survey_id: null })],
        surveys: [{ id: 5, name: "Test anxiety check-in" }],
        initial: selection(e),
        dateLabels: { 7: "11/16/26", 8: "11/17/26" },
      }),
    );
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Lesson event<\/label><select id=/);
    expect(html).toContain("Calm before the test — Grade 9 – 11/16/26 10:00 AM");
    expect(html).toContain(">45 min<");
    expect(html).toContain(">Survey<");
    // The fixture's delivery has post answers and its post survey closed: complete, in the shared words.
    expect(html).toContain(">Pre/post collection<");
    expect(html).toContain(">Complete · answers: 20 pre, 18 post<");
    expect(html).toContain('data-testid="event-change">69.6%<');
    expect(html).toContain('data-testid="lesson-change">69.6%<');
    expect(html).toContain("I can use a breathing exercise.");
    expect(html).toContain(">Results PDF<");
    // The owner edits the delivery's survey, inRAMP, outcome and implication.
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Survey<\/label><select id=/);
    expect(html).toContain(">In RAMP</label>");
    expect(html).toContain("Outcome (DCP)");
    expect(html).toContain(">Save<");
  });

  it("a delivery without a survey sets the collection method to None (0) and says there is no survey; a reader sees no form", () => {
    const e = event({ survey_id: null, dcpOutcome: "<p>Plain <em>text</em></p>" });
    const html = render(createElement(ResultsPanel, { lessonId: 3, canEdit: false, events: [e], surveys: [], initial: selection(e), dateLabels: {} }));
    expect(html).toContain(">None<");
    expect(html).toContain("This event has no survey");
    expect(html).not.toContain(">Save<");
    expect(html).toContain("Plain text");
    expect(html).not.toContain("&lt;p&gt;");
  });

  it("without deliveries it explains how to schedule one", () => {
    const html = render(createElement(ResultsPanel, { lessonId: 3, canEdit: true, events: [], surveys: [], initial: null, dateLabels: {} }));
    expect(html).toContain("No calendar event delivers this lesson yet.");
  });

  it("the PDF buttons and the trainer dialog's button are real buttons", () => {
    const html = render(
      createElement("div", null, [
        createElement(LessonPdfButton, { key: "a", lessonId: 3 }),
        createElement(LessonResultsPdfButton, { key: "b", lessonId: 3, eventId: 7 }),
        createElement(SurveyPdfButton, { key: "c", surveyId: 5 }),
        createElement(TrainerQrDialog, { key: "d", events: [], withoutSurvey: 1 }),
      ]),
    );
    expect(html).toContain('<button type="button"');
    for (const label of ["Lesson PDF", "Results PDF", "Survey PDF", "Trainer QR codes"]) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('aria-haspopup="dialog"');
  });
});
