import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import de from "@/messages/de.json";
import { TargetForm } from "@/components/goals/target-form";
import { DataAnalysisManager } from "@/components/goals/data-analysis-manager";
import { RatingIsland } from "@/components/comments/rating-island";
import { GOAL_EDIT_LIMIT_MESSAGE, GOAL_LIMIT_TITLE, GOAL_NEW_LIMIT_MESSAGE } from "@/lib/goals/rules";
import type { TDataAnalysisJson, TTargetJson } from "@/lib/goals/schemas";

// The goal pages' islands render their first paint from the server's data: labelled controls, the
// two-standard picker, the data priorities and groups to pick from, and the priorities table.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

const render = (el: ReactElement, messages: Record<string, unknown> = en, locale = "en") =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages, timeZone: "UTC", children: el }));

const standards = [
  { id: 1, name: "Belief in development of whole self", abbrev: "M 1", domain: "M" },
  { id: 2, name: "Self-confidence in ability to succeed", abbrev: "M 2", domain: "M" },
  { id: 3, name: "Time-management skills", abbrev: "B-SMS 3", domain: "B-SMS" },
];

const target: TTargetJson = {
  id: 7,
  name: "Reduce chronic absenteeism",
  dataAnalysis_id: 4,
  dataAnalysis: "CTG - Chronic absenteeism",
  client_id: 9,
  group: "Lunch bunch",
  relevant: true,
  share: false,
  achievement: false,
  attendance: true,
  behavior: false,
  academic: true,
  social: false,
  career: false,
  targetItem: { achievement: false, attendance: true, behavior: false, academic: true, social: false, career: false },
  description: "<p>By June</p>",
  mindsets: [1, 3],
  mindset_id1: 1,
  mindset_id2: 3,
  rating: null,
  ratingCount: 0,
  user_id: 2,
  owner: "Casey Counselor",
  isOwner: true,
  created_at: "2026-10-01T00:00:00.000Z",
  updated_at: "2026-10-01T00:00:00.000Z",
};

const formProps = { standards, standardsLabel: "Mindsets & Behavior", priorities: [{ id: 4, label: "CTG - Chronic absenteeism" }], groups: [{ id: 9, name: "Lunch bunch", count: 8 }] };

describe("target form", () => {
  it("the new-target form: every input labelled, the priorities and groups offered, nothing chosen", () => {
    const html = render(createElement(TargetForm, { form: "new", initial: null, ...formProps }));
    expect(html).toMatch(/<label for="target-name"[^>]*>Target<\/label>/);
    expect(html).toMatch(/<label for="target-data-analysis"[^>]*>Data priority<\/label>/);
    expect(html).toMatch(/<label for="target-group"[^>]*>Target group<\/label>/);
    expect(html).toContain(">CTG - Chronic absenteeism</option>");
    expect(html).toContain(">Lunch bunch (8 students)</option>");
    expect(html).toContain("0 of 2 selected");
    expect(html).toContain('href="/app/targetDefinition"');
    for (const f of ["achievement", "attendance", "behavior", "academic", "social", "career", "relevant", "share"]) expect(html).toMatch(new RegExp(`<input id="target-${f}" type="checkbox"`));
  });

  it("the goal edit form starts from the target: its statement, priority, group, flags and two standards", () => {
    const html = render(createElement(TargetForm, { form: "edit", initial: target, ...formProps }));
    expect(html).toContain('value="Reduce chronic absenteeism"');
    expect(html).toContain("2 of 2 selected");
    expect(html).toMatch(/<input id="target-standard-1" type="checkbox"[^>]*checked=""/);
    expect(html).toMatch(/<input id="target-attendance" type="checkbox"[^>]*checked=""/);
    expect(html).toMatch(/<option value="4" selected="">/);
    expect(html).toMatch(/<option value="9" selected="">/);
  });

  it("the 'Save Goal' popup's title and each form's text are the spec's, in en, and translated in it and de", () => {
    const g = (m: Record<string, unknown>) => (m as { goals: { form: { limitTitle: string; limitNew: string; limitEdit: string } } }).goals.form;
    expect(g(en)).toMatchObject({ limitTitle: GOAL_LIMIT_TITLE, limitNew: GOAL_NEW_LIMIT_MESSAGE, limitEdit: GOAL_EDIT_LIMIT_MESSAGE });
    expect(g(it_).limitNew).not.toBe(GOAL_NEW_LIMIT_MESSAGE);
    expect(g(de).limitEdit).not.toBe(GOAL_EDIT_LIMIT_MESSAGE);
    expect(render(createElement(TargetForm, { form: "new", initial: null, ...formProps }), de, "de")).toContain("Zielvorgabe");
  });
});

describe("data priorities", () => {
  const item: TDataAnalysisJson = {
    id: 4,
    name: "Chronic absenteeism",
    type: "attendance",
    typeName: "Days absent",
    priority: 1,
    closingTheGap: 1,
    baseline: 18.5,
    dateBaseline: "2026-09-14",
    target: 12,
    targetGroup: "Grade 9",
    mindset_id1: 1,
    mindset_id2: null,
    active: true,
    label: "CTG - Chronic absenteeism",
  };

  it("lists the priorities with their closing-the-gap subgroup and figures, and a labelled form to add one", () => {
    const html = render(createElement(DataAnalysisManager, { items: [item], standards, standardsLabel: "Mindsets & Behavior", today: "2026-10-05" }));
    expect(html).toContain("CTG - Chronic absenteeism");
    expect(html).toContain("Subgroup: Grade 9");
    expect(html).toContain("Attendance – Days absent");
    expect(html).toContain("18.5");
    expect(html).toContain(">M 1<");
    expect(html).toContain("New data priority");
    expect(html).toMatch(/<label for="da-name"[^>]*>Name<\/label>/);
    expect(html).toMatch(/<label for="da-baseline"[^>]*>Baseline<\/label>/);
    expect(html).toMatch(/<label for="da-ctg"[^>]*>Closing the gap<\/label>/);
    expect(html).toContain('aria-label="Edit CTG - Chronic absenteeism"');
  });

  it("an empty list says where to start", () => {
    expect(render(createElement(DataAnalysisManager, { items: [], standards, standardsLabel: "Student Standards", today: "2026-10-05" }))).toContain("No data priorities yet");
  });
});

describe("target rating", () => {
  it("the owner sees the average only; another reader a 1-5 radio group to rate the target", () => {
    const owner = render(createElement(RatingIsland, { subject: "target", subjectId: 7, initial: { average: 4.5, count: 2, mine: null, owner: true } }));
    expect(owner).toContain("4.5 out of 5");
    expect(owner).toContain("Other users can rate your target");
    expect(owner).not.toContain('type="radio"');
    const reader = render(createElement(RatingIsland, { subject: "target", subjectId: 7, initial: { average: null, count: 0, mine: null, owner: false } }));
    expect(reader).toContain("Rate this target");
    expect(reader.match(/type="radio"/g)).toHaveLength(5);
  });
});
