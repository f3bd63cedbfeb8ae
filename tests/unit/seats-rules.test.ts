import { describe, expect, it } from "vitest";
import { SEAT_RECEIVER_ROLES, ZSeat } from "@/lib/seats/seats";
import { can } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";

// "Managers reach the users list for their own district only, and assign the seats they
// bought (in the quote issue) to their counselors, a seat at a time, never more than they own."
// (The count under concurrency is in tests/integration/seats-assign.test.ts.)

describe("seat rules", () => {
  it("managers hold seats (directors and state managers when they buy); counselors receive them", () => {
    const holders = Object.values(ROLE).filter((roleId) => can({ roleId }, "seat.write"));
    expect(holders.sort()).toEqual([ROLE.manager, ROLE.director, ROLE.stateManager].sort());
    expect(SEAT_RECEIVER_ROLES).toContain(ROLE.user);
    expect(SEAT_RECEIVER_ROLES).not.toContain(ROLE.admin);
  });

  it("a seat at a time: one user id per call", () => {
    expect(ZSeat.parse({ userId: "7" })).toEqual({ userId: 7 });
    expect(ZSeat.safeParse({ userId: [1, 2] }).success).toBe(false);
    expect(ZSeat.safeParse({ userIds: [1, 2] }).success).toBe(false);
  });
});
