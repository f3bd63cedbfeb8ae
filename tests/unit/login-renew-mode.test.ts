import { describe, expect, it } from "vitest";
import { renewModeAfterFailure } from "@/lib/auth/login-state";

describe("'Log in to renew' across failed attempts", () => {
  it("accountExpires switches the form to renewal mode", () => {
    expect(renewModeAfterFailure({ code: "accountExpires", submittedReNew: false, managerRenewal: false })).toBe(true);
  });

  it.each(["invalid_credentials", "too_many_attempts", "invalid_password", undefined])("after one mistyped password (%s) the expired user's 'Log in to renew' stays, not 'Log in'", (code) => {
    expect(renewModeAfterFailure({ code, submittedReNew: true, managerRenewal: false })).toBe(true);
  });

  it("a plain login that fails stays a plain login", () => {
    expect(renewModeAfterFailure({ code: "invalid_credentials", submittedReNew: false, managerRenewal: false })).toBe(false);
  });

  it("a renewing user (role 44) gets the manager dialog, never 'Log in to renew'", () => {
    expect(renewModeAfterFailure({ code: "accountExpires", submittedReNew: false, managerRenewal: true })).toBe(false);
    expect(renewModeAfterFailure({ code: "accountExpires", submittedReNew: true, managerRenewal: true })).toBe(false);
  });
});
