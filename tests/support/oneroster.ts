import { strToU8, zipSync } from "fflate";

// Builds OneRoster 1.2 CSV zips for tests and the benchmark: a district with schools, counselors (each
// with a caseload class), students with demographics, classes and enrollments. Plain data in, zip bytes out.

export type TFixtureUser = {
  sourcedId: string;
  role: string;
  givenName: string;
  familyName: string;
  email?: string;
  identifier?: string;
  grades?: string;
  org: string;
  status?: string;
};
export type TFixtureDemo = { sourcedId: string; sex: string; hispanic?: boolean; asian?: boolean; white?: boolean; black?: boolean; status?: string };
export type TFixtureClass = { sourcedId: string; title: string; school: string; status?: string };
export type TFixtureEnrollment = { sourcedId: string; classSourcedId: string; userSourcedId: string; role: string; school: string; status?: string };
export type TFixtureOrg = { sourcedId: string; name: string; type: string; identifier: string; status?: string };
export type TFixture = {
  mode?: "bulk" | "delta";
  orgs: TFixtureOrg[];
  users: TFixtureUser[];
  demographics: TFixtureDemo[];
  classes: TFixtureClass[];
  enrollments: TFixtureEnrollment[];
  /** Replace one file's text (for broken-file tests). */
  override?: Record<string, string>;
};

const STAMP = "2026-08-01T00:00:00.000Z";
const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (head: string[], rows: string[][]) => [head.join(","), ...rows.map((r) => r.map(q).join(","))].join("\n") + "\n";

export function oneRosterFiles(f: TFixture): Record<string, string> {
  const mode = f.mode ?? "bulk";
  const st = (s?: string) => (mode === "delta" ? (s ?? "active") : (s ?? ""));
  const dt = mode === "delta" ? STAMP : "";
  const b = (v: boolean | undefined) => (v ? "true" : "false");
  const files: Record<string, string> = {
    "manifest.csv": csv(
      ["propertyName", "value"],
      [
        ["manifest.version", "1.0"],
        ["oneroster.version", "1.2"],
        ["file.academicSessions", mode],
        ["file.orgs", mode],
        ["file.users", mode],
        ["file.demographics", mode],
        ["file.classes", mode],
        ["file.enrollments", mode],
        ["file.courses", "absent"],
        ["source.systemName", "Test SIS"],
      ],
    ),
    "orgs.csv": csv(
      ["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"],
      f.orgs.map((o) => [o.sourcedId, st(o.status), dt, o.name, o.type, o.identifier, ""]),
    ),
    "academicSessions.csv": csv(
      ["sourcedId", "status", "dateLastModified", "title", "type", "startDate", "endDate", "parentSourcedId", "schoolYear"],
      [["term-2027", st(), dt, "2026-2027", "schoolYear", "2026-08-01", "2027-07-31", "", "2027"]],
    ),
    "users.csv": csv(
      [
        "sourcedId",
        "status",
        "dateLastModified",
        "enabledUser",
        "orgSourcedIds",
        "role",
        "username",
        "userIds",
        "givenName",
        "familyName",
        "middleName",
        "identifier",
        "email",
        "sms",
        "phone",
        "agentSourcedIds",
        "grades",
        "password",
      ],
      f.users.map((u) => [u.sourcedId, st(u.status), dt, "true", u.org, u.role, "", "", u.givenName, u.familyName, "", u.identifier ?? "", u.email ?? "", "", "", "", u.grades ?? "", ""]),
    ),
    "demographics.csv": csv(
      [
        "sourcedId",
        "status",
        "dateLastModified",
        "birthDate",
        "sex",
        "americanIndianOrAlaskaNative",
        "asian",
        "blackOrAfricanAmerican",
        "nativeHawaiianOrOtherPacificIslander",
        "white",
        "demographicRaceTwoOrMoreRaces",
        "hispanicOrLatinoEthnicity",
      ],
      f.demographics.map((d) => [d.sourcedId, st(d.status), dt, "", d.sex, "false", b(d.asian), b(d.black), "false", b(d.white), "false", b(d.hispanic)]),
    ),
    "classes.csv": csv(
      [
        "sourcedId",
        "status",
        "dateLastModified",
        "title",
        "grades",
        "courseSourcedId",
        "classCode",
        "classType",
        "location",
        "schoolSourcedId",
        "termSourcedIds",
        "subjects",
        "subjectCodes",
        "periods",
      ],
      f.classes.map((c) => [c.sourcedId, st(c.status), dt, c.title, "", "", "", "homeroom", "", c.school, "term-2027", "", "", ""]),
    ),
    "enrollments.csv": csv(
      ["sourcedId", "status", "dateLastModified", "classSourcedId", "schoolSourcedId", "userSourcedId", "role", "primary", "beginDate", "endDate"],
      f.enrollments.map((e) => [e.sourcedId, st(e.status), dt, e.classSourcedId, e.school, e.userSourcedId, e.role, "false", "", ""]),
    ),
  };
  return { ...files, ...(f.override ?? {}) };
}

export function oneRosterZip(f: TFixture): Uint8Array {
  const files = oneRosterFiles(f);
  return zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));
}

const FAMILY = [
  "Abbott",
  "Baker",
  "Chen",
  "Diaz",
  "Evans",
  "Fischer",
  "Garcia",
  "Huang",
  "Ito",
  "Jones",
  "Kim",
  "Lopez",
  "Moreau",
  "Nguyen",
  "Okafor",
  "Patel",
  "Quinn",
  "Rossi",
  "Schmidt",
  "Tanaka",
  "Ueda",
  "Vargas",
  "Weber",
  "Xu",
  "Young",
  "Zimmer",
];

/**
 * A district of `students` students spread over the given schools, with one counselor (and one caseload
 * class) per `perCounselor` students. Counselors' e-mails are counselor<i>@<domain>.
 */
export function districtFixture(opts: { schools: readonly string[]; students: number; perCounselor?: number; domain?: string; prefix?: string }): TFixture {
  const per = opts.perCounselor ?? 500;
  const domain = opts.domain ?? "roster.example.org";
  const p = opts.prefix ?? "";
  const orgs: TFixtureOrg[] = opts.schools.map((n, i) => ({ sourcedId: `${p}org-${i}`, name: `School ${i}`, type: "school", identifier: n }));
  const users: TFixtureUser[] = [];
  const demographics: TFixtureDemo[] = [];
  const classes: TFixtureClass[] = [];
  const enrollments: TFixtureEnrollment[] = [];
  const counselors = Math.max(1, Math.ceil(opts.students / per));
  for (let c = 0; c < counselors; c++) {
    const org = orgs[c % orgs.length].sourcedId;
    users.push({ sourcedId: `${p}t-${c}`, role: "counselor", givenName: "Casey", familyName: `Counselor${c}`, email: `${p}counselor${c}@${domain}`, org });
    classes.push({ sourcedId: `${p}cl-${c}`, title: `Caseload ${c}`, school: org });
    enrollments.push({ sourcedId: `${p}en-t-${c}`, classSourcedId: `${p}cl-${c}`, userSourcedId: `${p}t-${c}`, role: "teacher", school: org });
  }
  for (let s = 0; s < opts.students; s++) {
    const c = Math.floor(s / per);
    const org = orgs[c % orgs.length].sourcedId;
    const grade = String(9 + (s % 4)).padStart(2, "0");
    users.push({ sourcedId: `${p}s-${s}`, role: "student", givenName: `Student${s}`, familyName: FAMILY[s % FAMILY.length], identifier: `N${s}`, grades: grade, org });
    demographics.push({ sourcedId: `${p}s-${s}`, sex: s % 2 ? "male" : "female", hispanic: s % 5 === 0, asian: s % 7 === 0, white: s % 3 === 0 });
    enrollments.push({ sourcedId: `${p}en-s-${s}`, classSourcedId: `${p}cl-${c}`, userSourcedId: `${p}s-${s}`, role: "student", school: org });
  }
  return { orgs, users, demographics, classes, enrollments };
}
