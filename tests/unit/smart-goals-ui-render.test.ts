import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { SmartGoalForm } from "@/components/smart-goals/smart-goal-form";
import type { TSmartGoalFormData } from "@/lib/smart-goals/page-data";
import type { TSmartGoalFullDetail } from "@/lib/smart-goals/schemas";

// The SMART goal screen's first paint: the computed title and sentence, the change %, labelled
// controls, the rating stars, and for a saved goal the statements, survey buttons, lessons and PDF.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

const data: TSmartGoalFormData = {
  standards: [
    { id: 1, name: "Belief in development of whole self", abbrev: "M 1", domain: "M" },
    { id: 2, name: "Sense of acceptance", abbrev: "M 2", domain: "M" },
  ],
  standardsLabel: "Mindsets & Behavior",
  priorities: [{ id: 5, label: "CTG - Chronic absenteeism", typeName: "Attendance", closingTheGap: true }],
  actionPlans: [
    { id: 1, name: "None", description: "No action plan chosen yet." },
    { id: 4, name: "Closing-the-Gap Action Plan", description: "Activities aimed at a gap." },
  ],
  targets: [{ id: 9, name: "Fewer absences", relevant: true }],
  clients: [{ id: 3, name: "Grade 7 group", type: "group", count: 8, grade: 7 }],
  lessons: [{ id: 11, name: "Why school matters" }],
  likertScales: [{ id: 1, name: "Agreement", legends: ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"] }],
  categories: [{ id: 3, name: "Classroom lessons" }],
};

const goal: TSmartGoalFullDetail = {
  id: 42,
  title: "Identified areas of Need : CTG - Attendance - Small Group",
  dataAnalysis_id: 5,
  dataAnalysis_priority: 1,
  dataAnalysis_name: "Chronic absenteeism",
  action_plan_id: 4,
  mindset_id1: 1,
  mindset_id2: null,
  target_id: 9,
  target: "days absent",
  targetValue: 15,
  baselineValue: 20,
  changeValue: 25,
  dateBaseline: "2026-09-14",
  dateTarget: "2027-05-28",
  lastDateofPreSurvey: "2026-09-30",
  smartgoalGroups: [{ id: 3, name: "Grade 7 group", grade: 7, count: 8 }],
  lesson_id: 11,
  lesson_id2: null,
  objectives1: "",
  objectives2: "",
  likert_type: 3,
  likert1: "No",
  likert2: "Maybe",
  likert3: "Yes",
  likert4: "",
  likert5: "",
  byThe: "",
  narrativeHow: "<p>Weekly check-ins</p>",
  narrativeWhat: "",
  narrativeData: "",
  narrativeWhy: "",
  accepedEditBaselineData: false,
  survey_id: 7,
  createdAt: "2026-09-14T12:00:00.000Z",
  updatedAt: "2026-09-14T12:00:00.000Z",
  mindset1Name: "M 1 Belief in development of whole self",
  mindset2Name: null,
  actionPlan: { id: 4, name: "Closing-the-Gap Action Plan", description: "Activities aimed at a gap." },
  dataAnalysis: null,
  targets: [],
  gradesList: [7],
  questions: [{ id: 1, smart_goal_id: 42, position: 1, text: "I come to school every day." }],
  shortQuestions: [],
  rating: { a: 0, b: 1, c: 1, d: 1, e: 0, f: 0.25, total: 3.25, stars: 2.7 },
  userInfo: { starsSchoolData: 0, caseload: { other: "" } },
};

describe("SMART goal screen", () => {
  it("a new goal: the default title 'Identified areas of Need', labelled inputs, 'None' action plan first, the rating of the base and existing priorities (0.5 → 0.4 stars), and no statements before saving", () => {
    const html = render(createElement(SmartGoalForm, { initial: null, data, today: "2026-09-14", listHref: "/app/smartgoals" }));
    expect(html).toContain(">Identified areas of Need<");
    for (const id of ["sg-data-analysis", "sg-action-plan", "sg-target-goal", "sg-target", "sg-baseline", "sg-target-value", "sg-lesson1", "sg-lesson2", "sg-likert-type"]) {
      expect(html).toMatch(new RegExp(`<label for="${id}"`));
    }
    expect(html).toContain('<option value="1" selected="">None</option>');
    expect(html).toContain("No action plan chosen yet.");
    expect(html).toContain('data-stars="0.4"');
    expect(html).toContain("Save the goal first");
    expect(html).not.toContain("Pre/post statements");
  });

  it("'None' for data analysis and target says where they come from and links to where they are made", () => {
    const html = render(createElement(SmartGoalForm, { initial: null, data, today: "2026-09-14", listHref: "/app/smartgoals" }));
    expect(html).toMatch(/id="sg-data-analysis" aria-describedby="sg-data-analysis-hint"|aria-describedby="sg-data-analysis-hint"[^>]*id="sg-data-analysis"/);
    expect(html).toContain("Data priorities are made from your school&#x27;s data on the Data priorities page");
    expect(html).toContain('href="/app/targetDefinition"');
    expect(html).toContain("Targets (goals) are made on the Targets page");
    expect(html).toContain('href="/app/goals"');
  });

  it("a saved goal: the computed title, the sentence, 25%, the locked-until-confirmed baseline, stars from its parts, statements with Edit and Delete, survey load and clear, lessons and PDF", () => {
    const html = render(createElement(SmartGoalForm, { initial: goal, data, today: "2026-09-14", listHref: "/app/smartgoals" }));
    expect(html).toContain("Identified areas of Need : CTG - Attendance - Small Group");
    expect(html).toContain("By 05/28/27, Grade 7 group students will decrease their days absent by 25% from 20 to 15.");
    expect(html).not.toContain("increase, decrease");
    expect(html).toContain('data-testid="smart-goal-percent">25%<');
    expect(html).toMatch(/id="sg-baseline"[^>]*readOnly=""|readOnly=""[^>]*id="sg-baseline"/);
    // B 1 (base, priorities, mindset, statements), C 1, D 1, F 0.25 → 3.25 × 0.1667 × 5 = 2.7
    expect(html).toContain('data-stars="2.7"');
    expect(html).toContain("I come to school every day.");
    expect(html).toContain("Edit – Statement 1");
    expect(html).toContain("Delete – Statement 1");
    expect(html).toContain(">Load survey data<");
    expect(html).toContain(">Clear survey data<");
    expect(html).toContain(">Find lessons<");
    expect(html).toContain(">Create a lesson<");
    expect(html).toContain(">Create an event<");
    expect(html).toContain('data-testid="smart-goal-pdf"');
    expect(html).toMatch(/<label for="sg-date-slider"/);
  });
});
