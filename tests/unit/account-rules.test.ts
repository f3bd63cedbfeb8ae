import { describe, expect, it } from "vitest";
import {
  calendarImportNotice,
  CONTACT_FIELDS,
  isActivationCode,
  isTokenShape,
  LOGIN_NAVIGATION_DELAY_MS,
  missingContactFields,
  needsManagerRenewal,
  renewalQuotePath,
  sameIdentifier,
  TOKEN_TTL_MS,
  tokenStatus,
} from "@/lib/account/rules";
import { generatePassword, GENERATED_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem, type TRandomFill } from "@/lib/account/password";
import { ZActivateCode, ZContactUs, ZForgot, ZReset } from "@/lib/account/schemas";

const NOW = new Date("2026-11-22T15:00:00Z");
const TZ = "America/New_York";

describe("tokenStatus: a link is usable once, until it expires", () => {
  const later = new Date(NOW.getTime() + 60_000);
  const earlier = new Date(NOW.getTime() - 60_000);
  it.each([
    ["no token", null, "invalid"],
    ["fresh", { expiresAt: later, usedAt: null }, "valid"],
    ["expired", { expiresAt: earlier, usedAt: null }, "expired"],
    ["expiring this instant", { expiresAt: NOW, usedAt: null }, "expired"],
    ["used", { expiresAt: later, usedAt: earlier }, "used"],
    ["used and expired (says used)", { expiresAt: earlier, usedAt: earlier }, "used"],
  ] as const)("%s → %s", (_label, row, expected) => {
    expect(tokenStatus(row, NOW)).toBe(expected);
  });
});

describe("token lifetimes", () => {
  it("a reset link expires in 1 hour, an activation link in 7 days", () => {
    expect(TOKEN_TTL_MS.reset).toBe(3_600_000);
    expect(TOKEN_TTL_MS.activate).toBe(7 * 86_400_000);
  });
  it("a 6-digit code lives at most a day; a calendar link is long-lived", () => {
    expect(TOKEN_TTL_MS.activation_code).toBeLessThanOrEqual(86_400_000);
    expect(TOKEN_TTL_MS.calendar).toBeGreaterThanOrEqual(180 * 86_400_000);
  });
});

describe("shapes", () => {
  it.each([
    ["a".repeat(43), true],
    ["Ab-_09".repeat(5), true],
    ["short", false],
    ["has space in it, long enough to pass", false],
    ["bad/slash/in/the/middle/of/it", false],
    ["x".repeat(201), false],
  ])("isTokenShape(%j) → %s", (raw, ok) => expect(isTokenShape(raw)).toBe(ok));

  it.each([
    ["123456", true],
    ["000000", true],
    ["12345", false],
    ["1234567", false],
    ["12a456", false],
    ["", false],
  ])("isActivationCode(%j) → %s", (code, ok) => expect(isActivationCode(code)).toBe(ok));
});

describe("sameIdentifier: the username or the email, any case", () => {
  const user = { username: "jdoe", email: "Jane.Doe@School.org" };
  it.each([
    ["jdoe", true],
    ["JDOE", true],
    ["  jdoe ", true],
    ["jane.doe@school.org", true],
    ["jdoe2", false],
    ["", false],
  ])("%j → %s", (typed, ok) => expect(sameIdentifier(typed, user)).toBe(ok));
});

describe("'Role 44 sees a renewal dialog and asks the manager for a renewal quote instead of renewing directly'", () => {
  it.each([
    ["role 44, license ends in a year", 44, "2027-11-22", false],
    ["role 44, ends in 7 days", 44, "2026-11-29", false],
    ["role 44, ends in 6 days", 44, "2026-11-28", true],
    ["role 44, ends today", 44, "2026-11-22", true],
    ["role 44, expired", 44, "2026-11-01", true],
    ["role 1, expired (renews directly)", 1, "2026-11-01", false],
    ["role 2, ends in 3 days", 2, "2026-11-25", false],
  ])("%s → %s", (_label, roleId, expires, expected) => {
    expect(needsManagerRenewal({ roleId, expires, timezone: TZ }, NOW)).toBe(expected);
  });

  it("the manager's link opens a renewal quote for the user in billing", () => {
    expect(renewalQuotePath("renewer")).toBe("/app/user/billing?renewFor=renewer");
    expect(renewalQuotePath("a b&c")).toBe("/app/user/billing?renewFor=a%20b%26c");
  });
});

describe("'login with calendar-import warning'", () => {
  const none = { calendarImportWarning: false, updateGoogleOnLogin: false, updateOutlookOnLogin: false };
  it.each([
    ["nothing set", none, null],
    ["Google on login", { ...none, updateGoogleOnLogin: true }, { google: true, outlook: false }],
    ["Outlook on login", { ...none, updateOutlookOnLogin: true }, { google: false, outlook: true }],
    ["both", { ...none, updateGoogleOnLogin: true, updateOutlookOnLogin: true }, { google: true, outlook: true }],
    ["the warning flag alone", { ...none, calendarImportWarning: true }, { google: false, outlook: false }],
  ])("%s → %j", (_label, user, expected) => {
    expect(calendarImportNotice(user)).toEqual(expected);
  });

  it("'After an existing-user or login flow, a two-link navigation has an 800 ms delay'", () => {
    expect(LOGIN_NAVIGATION_DELAY_MS).toBe(800);
  });
});

describe("'Contact form: checked in order email, name, phone, then message; each is required and shows an error flag when empty; no format check'", () => {
  it("the order is email, name, phone, message", () => {
    expect(CONTACT_FIELDS).toEqual(["your_email", "your_name", "your_phone", "msg"]);
  });

  it.each<[Record<string, string>, string[]]>([
    [{}, ["your_email", "your_name", "your_phone", "msg"]],
    [{ your_email: "x" }, ["your_name", "your_phone", "msg"]],
    [{ your_email: "x", your_name: "  " }, ["your_name", "your_phone", "msg"]],
    [{ your_email: "x", your_name: "y", your_phone: "z" }, ["msg"]],
    [{ your_email: "not an email", your_name: "1", your_phone: "call me", msg: "hi" }, []],
  ])("missing in %j → %j", (form, expected) => {
    expect(missingContactFields(form)).toEqual(expected);
  });

  it("the server schema reports the same fields in the same order", () => {
    const parsed = ZContactUs.safeParse({ your_phone: "", msg: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["your_email", "your_name", "your_phone", "msg"]);
    expect(ZContactUs.safeParse({ your_email: "call me", your_name: "S", your_phone: "later", msg: "Hi" }).success).toBe(true);
  });
});

describe("'Password confirmation compares two values' (and at least 10 characters)", () => {
  it.each([
    ["long-enough-1", "long-enough-1", null],
    ["short", "short", "too_short"],
    ["x".repeat(MIN_PASSWORD_LENGTH - 1), "x".repeat(MIN_PASSWORD_LENGTH - 1), "too_short"],
    ["x".repeat(201), "x".repeat(201), "too_long"],
    ["long-enough-1", "long-enough-2", "mismatch"],
  ])("%j / %j → %s", (password, confirmation, expected) => {
    expect(passwordProblem(password, confirmation)).toBe(expected);
  });

  it("the reset schema refuses a confirmation that differs, on the confirmation field", () => {
    const parsed = ZReset.safeParse({ token: "t".repeat(43), password: "long-enough-1", password_confirmation: "long-enough-2" });
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["password_confirmation"]);
  });
});

describe("generatePassword: a strong password to copy", () => {
  it("has the default length and every character group", () => {
    for (let i = 0; i < 50; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[2-9]/);
      expect(p).toMatch(/[!#$%*+\-=?@_]/);
      expect(p).not.toMatch(/[0O1lI]/);
      expect(passwordProblem(p, p)).toBeNull();
    }
  });

  it("is driven by the random source (deterministic with a fixed one)", () => {
    let n = 0;
    const fill: TRandomFill = (values) => {
      values[0] = (n++ * 2_654_435_761) >>> 0;
      return values;
    };
    n = 0;
    const a = generatePassword(20, fill);
    n = 0;
    const b = generatePassword(20, fill);
    expect(a).toBe(b);
    expect(a).toHaveLength(20);
    expect(generatePassword()).not.toBe(generatePassword());
  });
});

describe("input schemas", () => {
  it("the forgot email is trimmed and lowercased", () => {
    expect(ZForgot.parse({ email: "  Jane@School.ORG " })).toEqual({ email: "jane@school.org" });
  });
  it("the code may be typed with spaces", () => {
    expect(ZActivateCode.parse({ username: "jdoe", code: "123 456" }).code).toBe("123456");
  });
});
