import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { LessonUseList } from "@/components/lessons/lesson-use-list";
import type { TLessonUse } from "@/lib/lessons/lesson-use";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

const render = (el: ReactElement, messages: Record<string, unknown> = en, locale = "en") =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages, timeZone: "UTC", children: el }));

const use: TLessonUse = {
  used: true,
  events: 2,
  goals: 2,
  curricula: 1,
  ownSmartGoals: [{ id: 4, title: "Identified areas of Need : chronic absenteeism rate - Small Group" }],
  ownCurricula: [{ id: 9, name: "Grade 8 attendance unit" }],
  otherSmartGoals: 1,
  otherCurricula: 0,
};

describe("the lesson delete dialog warns with the lesson's real uses", () => {
  it("names the owner's SMART goals and curricula, counts the events and other counselors' goals, and says each keeps its row", () => {
    const html = render(createElement(LessonUseList, { use }));
    expect(html).toContain("2 calendar events deliver this lesson.");
    expect(html).toContain("This SMART goal names it:");
    expect(html).toContain("<li>Identified areas of Need : chronic absenteeism rate - Small Group</li>");
    expect(html).toContain("This curriculum plans it:");
    expect(html).toContain("<li>Grade 8 attendance unit</li>");
    expect(html).toContain("1 SMART goal of another counselor names this shared lesson.");
    expect(html).not.toContain("plans this shared lesson");
    expect(html).toContain("Deleting takes it out of each of them");
  });

  it("a lesson only delivered by events says nothing about goals or curricula", () => {
    const html = render(createElement(LessonUseList, { use: { ...use, goals: 0, curricula: 0, ownSmartGoals: [], ownCurricula: [], otherSmartGoals: 0 } }));
    expect(html).toContain("2 calendar events deliver this lesson.");
    expect(html).not.toContain("SMART goal");
    expect(html).not.toContain("Deleting takes it out");
  });

  it("German names the same uses in German", () => {
    const html = render(createElement(LessonUseList, { use }), de, "de");
    expect(html).toContain("Dieses SMART-Ziel nennt sie:");
    expect(html).toContain("Dieses Curriculum plant sie ein:");
  });
});
