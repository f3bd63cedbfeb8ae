import { describe, expect, it } from "vitest";
import { eventLessonName } from "@/components/calendar/event-details";
import en from "@/messages/en.json";

describe("the read-only event dialog names the event's lesson", () => {
  const lessons = [
    { id: 4, name: "Study habits" },
    { id: 7, name: "Attendance matters (shared)" },
  ];

  it("shows the lesson's name, not 'Lesson 4' (its id)", () => {
    expect(eventLessonName(4, lessons)).toBe("Study habits");
    expect(eventLessonName(7, lessons)).toBe("Attendance matters (shared)");
  });

  it("a lesson the owner can no longer open has no name here, and the dialog's words for it carry no id", () => {
    expect(eventLessonName(99, lessons)).toBeNull();
    expect(eventLessonName(null, lessons)).toBeNull();
    expect(en.calendar.details.lessonUnavailable).not.toMatch(/\{id\}|\d/);
  });
});
