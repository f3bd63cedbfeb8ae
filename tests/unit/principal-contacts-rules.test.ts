import { describe, expect, it } from "vitest";
import { can, scopeOf } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { CONFIRM_TTL_MS, confirmPath, linkState, mayManage, mayNameAt } from "@/lib/principal-contacts/rules";
import { principalRecipientAllowed } from "@/lib/reports/principal/recipient";

// Who names, sees and removes a school's principal on file, what a confirmation link opens, and
// who the principal report may be e-mailed to.

const SCHOOL = { ncessch: "530771001249", leaid: "5307710" };

describe("the principal on file: who may do what", () => {
  it("a counselor names the principal of a school she is an active member of, and of no other", () => {
    const pat = { scope: scopeOf({ roleId: ROLE.user }, "principalContact.write"), activeSchools: [SCHOOL.ncessch], activeDistricts: [SCHOOL.leaid] };
    expect(pat.scope).toBe("school");
    expect(mayNameAt(pat, SCHOOL.ncessch)).toBe(true);
    expect(mayNameAt(pat, "530282000435")).toBe(false);
    expect(mayNameAt({ ...pat, activeSchools: [] }, SCHOOL.ncessch)).toBe(false);
  });

  it("the school's members, its district's managers and directors and the administrator may remove; a counselor of another school may not", () => {
    const manager = { scope: scopeOf({ roleId: ROLE.manager }, "principalContact.write"), activeSchools: [], activeDistricts: [SCHOOL.leaid] };
    expect(manager.scope).toBe("district");
    expect(mayManage(manager, SCHOOL)).toBe(true);
    expect(mayManage({ ...manager, activeDistricts: ["5302820"] }, SCHOOL)).toBe(false);
    expect(mayManage({ scope: "all", activeSchools: [], activeDistricts: [] }, SCHOOL)).toBe(true);
    // A counselor's scope is her school: the district membership that comes with it opens no other school.
    expect(mayManage({ scope: "school", activeSchools: ["530771001234"], activeDistricts: [SCHOOL.leaid] }, SCHOOL)).toBe(false);
    expect(can({ roleId: ROLE.secretary }, "principalContact.read")).toBe(false);
  });

  it("a link opens a pending entry until it expires (7 days); a used one (cleared) opens nothing", () => {
    const now = new Date("2026-12-06T12:00:00Z");
    expect(CONFIRM_TTL_MS).toBe(7 * 24 * 3_600_000);
    expect(linkState({ status: "pending", tokenExpiresAt: new Date(now.getTime() + 1000) }, now)).toBe("valid");
    expect(linkState({ status: "pending", tokenExpiresAt: now }, now)).toBe("expired");
    expect(linkState({ status: "confirmed", tokenExpiresAt: null }, now)).toBe("invalid");
    expect(linkState(null, now)).toBe("invalid");
    expect(confirmPath("abc_DEF-123")).toBe("/confirmPrincipal?token=abc_DEF-123");
  });

  it("the report goes to the sender's own address or a confirmed principal of hers, nothing else (no domain rule)", () => {
    const confirmed = [{ email: "head@lincoln.k12.wa.us" }];
    expect(principalRecipientAllowed("pat@lincoln.k12.wa.us", "PAT@Lincoln.k12.wa.us", [])).toBe(true);
    expect(principalRecipientAllowed("pat@lincoln.k12.wa.us", "Head@lincoln.k12.wa.us", confirmed)).toBe(true);
    expect(principalRecipientAllowed("pat@lincoln.k12.wa.us", "other@lincoln.k12.wa.us", confirmed)).toBe(false);
    expect(principalRecipientAllowed("pat@lincoln.k12.wa.us", "victim@elsewhere.org", confirmed)).toBe(false);
  });
});
