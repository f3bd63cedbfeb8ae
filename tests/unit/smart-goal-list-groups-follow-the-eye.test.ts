import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { ConfidentialProvider } from "@/components/shell/confidential";
import { SmartGoalForm } from "@/components/smart-goals/smart-goal-form";
import { TargetGroups } from "@/components/smart-goals/target-groups";
import type { TSmartGoalFormData } from "@/lib/smart-goals/page-data";
import type { TSmartGoalFullDetail } from "@/lib/smart-goals/schemas";

// The confidentiality eye applies to the SMART goals list and to the SMART goal form alike: their target
// groups (the counselor's students) are masked while the eye is closed.

vi.mock("@/lib/shell/actions", () => ({ setHideConfidentialAction: async () => ({ ok: true }) }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

const render = (hidden: boolean) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      children: createElement(ConfidentialProvider, { initialHidden: hidden, children: createElement(TargetGroups, { groups: ["Lunch bunch", "Grade 9 girls"] }) }),
    }),
  );

describe("the SMART goals list's target groups follow the confidentiality eye", () => {
  it("with the eye closed the group names are masked", () => {
    const html = render(true);
    expect(html).not.toContain("Lunch bunch");
    expect(html).toContain("•••••");
  });

  it("with the eye open they read in full", () => {
    expect(render(false)).toContain("Lunch bunch, Grade 9 girls");
  });

  it("the list page shows its groups through that component", () => {
    expect(readFileSync(path.join(process.cwd(), "app/(app)/app/(goals)/smartgoals/page.tsx"), "utf8")).toContain("<TargetGroups groups={g.groups} />");
  });
});

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

const formData = {
  standards: [{ id: 1, name: "Belief in development of whole self", abbrev: "M 1", domain: "M" }],
  standardsLabel: "Mindsets & Behavior",
  priorities: [],
  actionPlans: [{ id: 1, name: "None", description: "No action plan chosen yet." }],
  targets: [],
  clients: [
    { id: 3, name: "Lunch bunch", type: "group", count: 8, grade: 7 },
    { id: 4, name: "Ava Jones", type: "student", count: 1, grade: 7 },
  ],
  lessons: [],
  likertScales: [],
  categories: [],
} as unknown as TSmartGoalFormData;

const renderForm = (hidden: boolean) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      children: createElement(ConfidentialProvider, {
        initialHidden: hidden,
        children: createElement(SmartGoalForm, {
          initial: { ...goal, smartgoalGroups: [{ id: 3, name: "Lunch bunch", grade: 7, count: 8 }] },
          data: formData,
          today: "2026-09-14",
          listHref: "/app/smartgoals",
        }),
      }),
    }),
  );

describe("the SMART goal form's target groups follow the same eye", () => {
  it("with the eye closed no group or student name shows, in the picker or in the goal's sentence", () => {
    const html = renderForm(true);
    expect(html).not.toContain("Lunch bunch");
    expect(html).not.toContain("Ava Jones");
    expect(html).toMatch(/•••••/);
  });

  it("with the eye open the picker and the sentence name them", () => {
    const html = renderForm(false);
    expect(html).toContain("Ava Jones");
    expect(html).toMatch(/Lunch bunch students will/);
  });
});
