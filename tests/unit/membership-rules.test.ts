import { describe, expect, it } from "vitest";
import { ROLE } from "@/lib/auth/roles";
import { grantSource, mayDecide, mayDistrictGrantTo, membershipsEndedByApproval, nextStatus, samePlace, type TOpenMembership } from "@/lib/memberships/rules";

const A = "5307710";
const B = "5302820";
const decider = (roleId: number, activeLeaids: string[] = []) => ({ roleId, activeLeaids });

describe("who may grant, approve, refuse and end a membership", () => {
  it("an administrator decides for any school, district or state", () => {
    const admin = decider(ROLE.admin);
    expect(mayDecide(admin, { leaid: B, ncessch: "530282000435" })).toBe(true);
    expect(mayDecide(admin, { leaid: A })).toBe(true);
    expect(mayDecide(admin, { state: "WA" })).toBe(true);
  });

  it("a manager or director decides for the districts they are an active member of, and no other", () => {
    for (const role of [ROLE.manager, ROLE.director]) {
      const lead = decider(role, [A]);
      expect(mayDecide(lead, { leaid: A })).toBe(true);
      expect(mayDecide(lead, { leaid: A, ncessch: "530771001249" })).toBe(true);
      expect(mayDecide(lead, { leaid: B })).toBe(false);
    }
  });

  it("a manager or director with no active membership decides nothing (a profile's district is no entitlement)", () => {
    expect(mayDecide(decider(ROLE.manager), { leaid: A })).toBe(false);
    expect(mayDecide(decider(ROLE.director, []), { leaid: A, ncessch: "530771001249" })).toBe(false);
  });

  it("only an administrator decides a state", () => {
    expect(mayDecide(decider(ROLE.director, [A]), { state: "WA" })).toBe(false);
    expect(mayDecide(decider(ROLE.manager, [A]), { state: "WA" })).toBe(false);
  });

  it("counselors, secretaries, state managers and DirSupport decide nothing, even inside their own district", () => {
    for (const role of [ROLE.user, ROLE.secretary, ROLE.stateManager, ROLE.member, ROLE.renewer, ROLE.quoteUser]) {
      expect(mayDecide(decider(role, [A]), { leaid: A })).toBe(false);
    }
  });

  it("a district grants only to someone who says they work there or asked to join it", () => {
    expect(mayDistrictGrantTo({ profileLeaid: A, pendingLeaids: [] }, A)).toBe(true);
    expect(mayDistrictGrantTo({ profileLeaid: null, pendingLeaids: [A] }, A)).toBe(true);
    expect(mayDistrictGrantTo({ profileLeaid: B, pendingLeaids: [] }, A)).toBe(false);
    expect(mayDistrictGrantTo({ profileLeaid: null, pendingLeaids: [] }, A)).toBe(false);
  });

  it("a grant records who was entitled to it: 'admin' or 'district'", () => {
    expect(grantSource({ roleId: ROLE.admin })).toBe("admin");
    expect(grantSource({ roleId: ROLE.director })).toBe("district");
    expect(grantSource({ roleId: ROLE.manager })).toBe("district");
  });
});

describe("what a decision does", () => {
  it("approving a request ends the person's other school and district memberships, not a state one", () => {
    const open: TOpenMembership[] = [
      { id: 1, status: "active", state: null, leaid: B, ncessch: "530282000435" },
      { id: 2, status: "active", state: null, leaid: A, ncessch: null },
      { id: 3, status: "active", state: "WA", leaid: null, ncessch: null },
      { id: 4, status: "pending", state: null, leaid: A, ncessch: "530771001249" },
    ];
    expect(membershipsEndedByApproval(open, { id: 4 })).toEqual([1, 2]);
  });

  it("only a pending request is approved or refused, only an active membership is ended", () => {
    expect(nextStatus("pending", "approve")).toBe("active");
    expect(nextStatus("pending", "refuse")).toBe("refused");
    expect(nextStatus("active", "revoke")).toBe("revoked");
    expect(nextStatus("active", "approve")).toBeNull();
    expect(nextStatus("refused", "approve")).toBeNull();
    expect(nextStatus("revoked", "revoke")).toBeNull();
    expect(nextStatus("pending", "revoke")).toBeNull();
  });

  it("a school place is one school of one district; a district place has no school", () => {
    expect(samePlace({ leaid: A, ncessch: null }, { leaid: A })).toBe(true);
    expect(samePlace({ leaid: A, ncessch: "530771001249" }, { leaid: A, ncessch: null })).toBe(false);
    expect(samePlace({ state: "WA" }, { state: "WA", leaid: null, ncessch: null })).toBe(true);
  });
});
