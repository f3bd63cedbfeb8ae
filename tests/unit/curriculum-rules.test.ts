import { describe, expect, it } from "vitest";
import { curriculumTypeFromParam, deliveryStatus, inCurriculumList } from "@/lib/curriculum/rules";
import { ZCurriculumInput } from "@/lib/curriculum/schemas";

describe("curriculum rules", () => {
  it("the lists are academic, social, career and other; 'other' lists every plan (save returns to the list with type other)", () => {
    expect(curriculumTypeFromParam("social")).toBe("social");
    expect(curriculumTypeFromParam("constructor")).toBeNull();
    const plan = { academic: false, social: true, career: false };
    expect(inCurriculumList(plan, "social")).toBe(true);
    expect(inCurriculumList(plan, "academic")).toBe(false);
    expect(inCurriculumList({ academic: false, social: false, career: false }, "other")).toBe(true);
  });

  it("a lesson is delivered once an event is done or its day has passed, scheduled while one is ahead, and cancelled events deliver nothing", () => {
    const today = "2026-11-20";
    expect(deliveryStatus([], today)).toEqual({ status: "notScheduled", date: null });
    expect(
      deliveryStatus(
        [
          { date: "2026-12-01", status: "planned" },
          { date: "2026-11-25", status: "planned" },
        ],
        today,
      ),
    ).toEqual({ status: "scheduled", date: "2026-11-25" });
    expect(
      deliveryStatus(
        [
          { date: "2026-11-02", status: "planned" },
          { date: "2026-11-12", status: "planned" },
          { date: "2026-12-01", status: "planned" },
        ],
        today,
      ),
    ).toEqual({ status: "delivered", date: "2026-11-12" });
    expect(deliveryStatus([{ date: "2026-11-20", status: "done" }], today)).toEqual({ status: "delivered", date: "2026-11-20" });
    expect(deliveryStatus([{ date: "2026-11-02", status: "cancelled" }], today)).toEqual({ status: "notScheduled", date: null });
  });

  it("'smart_goal_id (default 0)', at most two standards, and mindset_id1/mindset_id2/grade_id stand for the lists", () => {
    const parsed = ZCurriculumInput.parse({ name: "Plan", mindset_id1: 3, mindset_id2: "5", grade_id: 13 });
    expect(parsed).toMatchObject({ smart_goal_id: 0, mindsets: [3, 5], grades: [13], lessons: [] });
    expect(ZCurriculumInput.safeParse({ name: "Plan", mindsets: [1, 2, 3] }).success).toBe(false);
    expect(ZCurriculumInput.safeParse({ name: "Plan", lessons: [4, 4] }).success).toBe(false);
    expect(ZCurriculumInput.parse({ name: "Plan", lessons: [4, { lesson_id: 5, plannedDate: "0000-00-00" }] }).lessons).toEqual([
      { lesson_id: 4, plannedDate: null },
      { lesson_id: 5, plannedDate: null },
    ]);
  });
});

describe("a planned lesson is delivered by recorded time", () => {
  it("an event of today is delivered once it has started or is marked done; one after today is ahead even when marked done", () => {
    const at = { date: "2026-11-20", time: "10:00" };
    expect(deliveryStatus([{ date: "2026-11-20", time: "09:00:00", status: "planned" }], at)).toEqual({ status: "delivered", date: "2026-11-20" });
    expect(deliveryStatus([{ date: "2026-11-20", time: "14:00:00", status: "planned" }], at)).toEqual({ status: "scheduled", date: "2026-11-20" });
    expect(deliveryStatus([{ date: "2026-11-20", time: "14:00:00", status: "done" }], at)).toEqual({ status: "delivered", date: "2026-11-20" });
    expect(deliveryStatus([{ date: "2026-11-24", time: "09:00:00", status: "done" }], at)).toEqual({ status: "scheduled", date: "2026-11-24" });
  });
});
