import { describe, expect, it } from "vitest";
import { chooseCounselor } from "@/lib/appointments/rules";

// "The secretary's counselor picker jumps to another counselor after she answers
// the last request". The board writes the counselor it shows into the URL (?counselor=), so the
// refresh after an answer asks for that counselor again; this rule then keeps them.

const holt = { id: 11, name: "Erin Holt", pending: 0 };
const morgan = { id: 12, name: "Casey Morgan", pending: 2 };
const walsh = { id: 13, name: "Evan Walsh", pending: 1 };

describe("the counselor the appointment calendar shows", () => {
  it("stays on the counselor the URL names after their last request was answered (nothing waiting)", () => {
    const answered = [holt, { ...morgan, pending: 0 }, walsh];
    expect(chooseCounselor(answered, morgan.id)).toEqual({ ...morgan, pending: 0 });
  });

  it("without a counselor in the URL: the first with pending requests, else the first by name", () => {
    expect(chooseCounselor([holt, morgan, walsh], null)).toBe(morgan);
    expect(chooseCounselor([holt, { ...morgan, pending: 0 }], undefined)).toBe(holt);
    expect(chooseCounselor([], null)).toBeNull();
  });

  it("a counselor the actor does not keep is not shown: the default applies", () => {
    expect(chooseCounselor([holt, morgan], 999)).toBe(morgan);
  });
});
