import { describe, expect, it } from "vitest";
import { ZCheckCoupon, ZEmailDomain, ZSignup, ZSurveyAnswers, ZUniversityName, ZZipParam } from "@/lib/signup/schemas";

// The server judges a sign-up with the same schema as the form: "a request that skips the page
// gets the same errors".

const valid = {
  role_id: 1,
  first_name: "Casey",
  last_name: "Morgan",
  email: "casey.new@school.org",
  confirmEmail: "casey.new@school.org",
  zipcode: "98118",
  NCESSCH: "530771001249",
};

const fieldsOf = (input: unknown) => {
  const r = ZSignup.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe("ZSignup", () => {
  it("accepts a complete sign-up and normalises it", () => {
    const r = ZSignup.parse({ ...valid, first_name: " Mary Ann ", email: " Casey.New@School.ORG", confirmEmail: "casey.new@school.org " });
    expect(r.first_name).toBe("MaryAnn");
    expect(r.email).toBe("casey.new@school.org");
    expect(r.country).toBe("US");
    expect(r.dialogType).toBe("register");
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["'role_id (0 means not chosen)'", { role_id: 0 }, "role_id: Choose your role."],
    ["an admin role cannot be signed up for", { role_id: 3 }, "role_id: Choose your role."],
    ["'A name containing a digit is invalid'", { first_name: "Casey2" }, "first_name: A name cannot contain digits."],
    ["an empty last name", { last_name: "  " }, "last_name: Enter your last name."],
    ["a final part of 4 letters", { email: "casey@school.info", confirmEmail: "casey@school.info" }, "email: Enter a valid email address."],
    ["'a confirmation must match'", { confirmEmail: "other@school.org" }, "confirmEmail: The email addresses do not match."],
    ["role 21 without .edu", { role_id: 21 }, "role_id: Graduate Student emails <br/> must end in .edu"],
    ["role 22 without .edu", { role_id: 22 }, "role_id: University Faculty emails <br/> must end in .edu"],
    ["a US school user without a zip", { zipcode: "" }, "zipcode: Enter the 5-digit zip code of your school."],
    ["a school id that is not 12 digits", { NCESSCH: "12345" }, "NCESSCH: Choose a school from the list."],
  ])("%s is refused", (_name, change, issue) => {
    expect(fieldsOf({ ...valid, ...change })).toContain(issue);
  });

  it.each<[string, Record<string, unknown>]>([
    ["a .edu graduate student without a zip", { role_id: 21, email: "gina@ucf.edu", confirmEmail: "gina@ucf.edu", zipcode: "" }],
    ["a counselor outside the US without a zip", { country: "it", zipcode: "" }],
    ["no school chosen ('NCESSCH default 1')", { NCESSCH: undefined }],
    ["a quote-panel sign-up with its variant", { dialogType: "conference", conf_id: "asca2027" }],
  ])("%s is accepted", (_name, change) => {
    expect(fieldsOf({ ...valid, ...change })).toEqual([]);
  });

  it("an unknown dialog type is refused", () => {
    expect(fieldsOf({ ...valid, dialogType: "admin" })[0]).toMatch(/^dialogType/);
  });
});

describe("lookup inputs", () => {
  it.each<[string, boolean]>([
    ["98118", true],
    ["98118-1234", true],
    ["9811", false],
    ["abcde", false],
  ])("zip %j valid → %s", (zip, ok) => {
    expect(ZZipParam.safeParse(zip).success).toBe(ok);
  });

  it("an email domain is read from an address or a bare domain", () => {
    expect(ZEmailDomain.parse({ emailDomain: "Gina@Knights.UCF.edu" }).emailDomain).toBe("knights.ucf.edu");
    expect(ZEmailDomain.parse({ emailDomain: "ucf.edu" }).emailDomain).toBe("ucf.edu");
    expect(ZEmailDomain.safeParse({ emailDomain: "not a domain" }).success).toBe(false);
  });

  it("'The university school-name lookup runs when the name is longer than 4 characters'", () => {
    expect(ZUniversityName.safeParse({ school_name: "Kent" }).success).toBe(false);
    expect(ZUniversityName.safeParse({ school_name: "Kent State" }).success).toBe(true);
  });

  it("'Coupon check uses AppID 2' by default", () => {
    expect(ZCheckCoupon.parse({ coupon: "SAVE25" }).AppID).toBe(2);
  });
});

describe("the survey after registration", () => {
  it("keeps how they heard of us, what they hope to do and their school level", () => {
    expect(ZSurveyAnswers.parse({ heardFrom: "colleague", goals: ["ramp", "useOfTime"], schoolLevel: "high" })).toEqual({
      heardFrom: "colleague",
      goals: ["ramp", "useOfTime"],
      schoolLevel: "high",
    });
  });

  it.each([
    [{ goals: [], schoolLevel: "high" }],
    [{ heardFrom: "tv", goals: [], schoolLevel: "high" }],
    [{ heardFrom: "colleague", goals: ["hack"], schoolLevel: "high" }],
    [{ heardFrom: "colleague", goals: [] }],
  ])("refuses %j", (answers) => {
    expect(ZSurveyAnswers.safeParse(answers).success).toBe(false);
  });
});
