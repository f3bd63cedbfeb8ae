import { describe, expect, it } from "vitest";
import {
  EDU_MESSAGES,
  EXISTING_USER_LOGIN_DELAY_MS,
  REGISTRATION_MODAL_DELAY_MS,
  checkEduRole,
  cleanName,
  conferenceSuffix,
  domainCandidates,
  emailDomain,
  emailsMatch,
  expiresOn0731,
  generateUsername,
  isCouponUsable,
  isDiscountedConference,
  isUniversityUser,
  isValidEmail,
  isValidName,
  normaliseEmail,
  shouldLookUpUniversityName,
  shouldLookUpZip,
  showsInputs,
  successRoleLabel,
  trialExpiry,
  usernameCandidate,
  zipHintKey,
} from "@/lib/signup/rules";

describe("'Names: all whitespace removed. A name containing a digit is invalid.'", () => {
  it.each([
    ["  Mary Ann ", "MaryAnn"],
    ["O' Brien", "O'Brien"],
    ["\tJosé\n", "José"],
  ])("cleanName(%j) → %j", (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it.each<[string, boolean]>([
    ["Casey", true],
    ["Mary Ann", true],
    ["Anne-Marie", true],
    ["R2D2", false],
    ["Casey 3", false],
    ["", false],
    ["   ", false],
  ])("isValidName(%j) → %s", (raw, valid) => {
    expect(isValidName(raw)).toBe(valid);
  });
});

describe("'Email: spaces removed, trimmed, lowercased; must match a simple pattern with a final part of 2–3 letters'", () => {
  it.each([
    [" Casey.Morgan@School.ORG ", "casey.morgan@school.org"],
    ["casey morgan@school.org", "caseymorgan@school.org"],
    ["A@B.EDU", "a@b.edu"],
  ])("normaliseEmail(%j) → %j", (raw, email) => {
    expect(normaliseEmail(raw)).toBe(email);
  });

  it.each<[string, boolean]>([
    ["casey@school.org", true],
    ["casey@knights.ucf.edu", true],
    ["Casey@School.Org", true],
    ["casey@school.de", true],
    ["casey@school.museum", false], // the final part has more than 3 letters
    ["casey@school.c", false], // fewer than 2
    ["casey@school.c0m", false], // not letters
    ["casey@school", false],
    ["casey.school.org", false],
    ["@school.org", false],
    ["", false],
  ])("isValidEmail(%j) → %s", (raw, valid) => {
    expect(isValidEmail(raw)).toBe(valid);
  });

  it.each<[string, string, boolean]>([
    ["casey@school.org", "casey@school.org", true],
    ["casey@school.org", " CASEY@School.org", true],
    ["casey@school.org", "casey@school.com", false],
    ["casey@school.org", "", false],
  ])("'a confirmation must match': %j / %j → %s", (email, confirm, match) => {
    expect(emailsMatch(email, confirm)).toBe(match);
  });
});

describe("'A .edu email is required for role 21 (Graduate Student) and role 22 (University Faculty)'", () => {
  it("the messages are exactly those of the spec", () => {
    expect(EDU_MESSAGES[21]).toBe("Graduate Student emails <br/> must end in .edu");
    expect(EDU_MESSAGES[22]).toBe("University Faculty emails <br/> must end in .edu");
  });

  it.each<[number, string, { roleId: number; message: string | null }]>([
    [21, "gina@gmail.com", { roleId: 0, message: "Graduate Student emails <br/> must end in .edu" }],
    [22, "frank@school.org", { roleId: 0, message: "University Faculty emails <br/> must end in .edu" }],
    [21, "gina@ucf.edu", { roleId: 21, message: null }],
    [22, " Frank@UCF.EDU ", { roleId: 22, message: null }],
    [1, "casey@gmail.com", { roleId: 1, message: null }],
    [21, "", { roleId: 21, message: null }], // nothing typed yet
  ])("role %i with %j → %j ('the role resets to 0')", (roleId, email, expected) => {
    expect(checkEduRole(roleId, email)).toEqual(expected);
  });

  it.each<[number, string, boolean]>([
    [1, "casey@ucf.edu", true], // 'A valid email ending in .edu marks the user as a university user'
    [21, "gina@gmail.com", true], // 'Roles 21 and 22 also mark university'
    [22, "", true],
    [1, "casey@school.org", false],
    [2, "not-an-email.edu", false],
  ])("isUniversityUser(%i, %j) → %s", (roleId, email, university) => {
    expect(isUniversityUser(roleId, email)).toBe(university);
  });
});

describe("'Choosing a role above 0 reveals the remaining inputs'", () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [22, true],
  ])("showsInputs(%i) → %s", (roleId, shown) => {
    expect(showsInputs(roleId)).toBe(shown);
  });
});

describe("'Zip lookup starts only when the zip is longer than 4 characters. The university school-name lookup runs when the name is longer than 4 characters.'", () => {
  it.each<[string, boolean]>([
    ["9811", false],
    ["98118", true],
    [" 9811 ", false],
    ["98118-1234", true],
  ])("shouldLookUpZip(%j) → %s", (zip, look) => {
    expect(shouldLookUpZip(zip)).toBe(look);
  });

  it.each<[string, boolean]>([
    ["Kent", false],
    ["Kent ", false],
    ["Kents", true],
  ])("shouldLookUpUniversityName(%j) → %s", (name, look) => {
    expect(shouldLookUpUniversityName(name)).toBe(look);
  });
});

describe("'Zip hint by role: 1 Your school's Zip Code; 2 Zip Code for a school you manage; 6 Zip Code of school needing quote; otherwise School Zip Code'", () => {
  it.each([
    [1, "zipHint.school"],
    [2, "zipHint.manager"],
    [6, "zipHint.quote"],
    [21, "zipHint.default"],
    [0, "zipHint.default"],
  ])("role %i → %s", (roleId, key) => {
    expect(zipHintKey(roleId)).toBe(key);
  });
});

describe("'Username generation: last name plus the first letter of the first name; if shorter than 5 characters, last name plus full first name; if still shorter than 5, first name plus last name plus a random number from 100 to 199'", () => {
  it.each<[string, string, number, string]>([
    ["Casey", "Morgan", 0.5, "morganc"],
    ["Al", "Li", 0.5, "alli150"], // li+a = 3, li+al = 4, then al+li+150
    ["Bo", "Lee", 0.5, "leebo"], // lee+b = 4 < 5, lee+bo = 5
    ["Jo", "Ng", 0, "jong100"],
    ["Jo", "Ng", 0.999, "jong199"],
    ["Mary Ann", "O'Brien", 0.5, "obrienm"],
    ["José", "Núñez", 0.5, "nunezj"],
    ["王", "李", 0.5, "user150"], // nothing Latin to build on
  ])("%s %s (random %d) → %s", (first, last, random, username) => {
    expect(generateUsername(first, last, () => random)).toBe(username);
  });

  it("a very long name is cut to 50 characters, so a suffix still fits the 64 of the column", () => {
    const username = generateUsername("Ann", "A".repeat(100), () => 0.5);
    expect(username).toBe("a".repeat(50));
    expect(usernameCandidate(username, 24).length).toBeLessThanOrEqual(64);
  });

  it("the random number stays within 100-199", () => {
    for (const r of [0, 0.01, 0.5, 0.99, 0.999999]) {
      const n = Number(generateUsername("A", "B", () => r).slice(2));
      expect(n).toBeGreaterThanOrEqual(100);
      expect(n).toBeLessThanOrEqual(199);
    }
  });

  it.each([
    [0, "morganc"],
    [1, "morganc2"],
    [4, "morganc5"],
  ])("a taken username tries the next candidate (attempt %i → %s)", (attempt, name) => {
    expect(usernameCandidate("morganc", attempt)).toBe(name);
  });
});

describe("'A free trial runs 30 days, or until 31 July when the coupon or promotion sets the flag expires0731'", () => {
  it.each<[string, boolean, string]>([
    ["2026-11-22", false, "2026-12-22"],
    ["2026-07-15", false, "2026-08-14"],
    ["2026-12-15", false, "2027-01-14"],
    ["2027-05-10", true, "2027-07-31"],
    ["2026-07-31", true, "2026-07-31"],
    ["2026-08-01", true, "2027-07-31"],
  ])("from %s with expires0731 %s → %s", (today, flag, expires) => {
    expect(trialExpiry(today, flag)).toBe(expires);
  });

  it.each<[{ expires0731: boolean } | null, { licenseExpires: string; active: boolean } | null, boolean]>([
    [{ expires0731: true }, null, true],
    [{ expires0731: false }, { licenseExpires: "0731", active: true }, true],
    [null, { licenseExpires: "0731", active: true }, true],
    [null, { licenseExpires: "0731", active: false }, false],
    [null, { licenseExpires: "30days", active: true }, false],
    [{ expires0731: false }, null, false],
  ])("coupon %j, promotion of the month %j → %s", (coupon, promotion, flag) => {
    expect(expiresOn0731(coupon, promotion)).toBe(flag);
  });
});

describe("coupon validity: it exists, is active and has not expired", () => {
  it.each<[{ active: boolean; expires: string | null } | null, boolean]>([
    [null, false],
    [{ active: true, expires: null }, true],
    [{ active: false, expires: null }, false],
    [{ active: true, expires: "2026-11-22" }, true], // the end date is included
    [{ active: true, expires: "2026-11-21" }, false],
  ])("%j on 2026-11-22 → %s", (coupon, usable) => {
    expect(isCouponUsable(coupon, "2026-11-22")).toBe(usable);
  });
});

describe("'Conference coupon between 1 and 99 means discounted purchase'", () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [20, true],
    [99, true],
    [100, false],
  ])("coupon %i → %s", (coupon, discounted) => {
    expect(isDiscountedConference(coupon)).toBe(discounted);
  });

  it("lastOneCh and lastTowCh are the last one and two characters of the conference id", () => {
    expect(conferenceSuffix("asca2027")).toEqual({ lastOneCh: "7", lastTowCh: "27" });
  });
});

describe("'Success dialog role labels: 1 User, 2 Manager, 21 U Student, 22 U Manager, default User'", () => {
  it.each([
    [1, "User"],
    [2, "Manager"],
    [21, "U Student"],
    [22, "U Manager"],
    [6, "User"],
    [0, "User"],
  ])("role %i → %s", (roleId, label) => {
    expect(successRoleLabel(roleId)).toBe(label);
  });
});

describe("university domains", () => {
  it.each([
    ["gina@knights.ucf.edu", "knights.ucf.edu", ["knights.ucf.edu", "ucf.edu"]],
    ["frank@ucf.edu", "ucf.edu", ["ucf.edu"]],
    ["broken", "", []],
  ])("%s → domain %s, candidates %j", (email, domain, candidates) => {
    expect(emailDomain(email)).toBe(domain);
    expect(domainCandidates(emailDomain(email))).toEqual(candidates);
  });
});

describe("business constants", () => {
  it("'Registration modal delay 1 s'; 'The login prompt after the existing-user message is delayed 1500 ms'", () => {
    expect(REGISTRATION_MODAL_DELAY_MS).toBe(1000);
    expect(EXISTING_USER_LOGIN_DELAY_MS).toBe(1500);
  });
});
