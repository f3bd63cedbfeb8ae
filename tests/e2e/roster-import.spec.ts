import { expect, test } from "@playwright/test";
import { oneRosterZip, type TFixture } from "../support/oneroster";
import { expectPath, logIn } from "./helpers";

// The demo district (LEAID 5307710) and its school 530771001249; the demo counselor Casey Morgan is
// matched by e-mail, so the imported students land on her caseload where her manager reads them.
const SCHOOL = "530771001249";

function demoDistrictRoster(stamp: string): TFixture {
  const org = "org-e2e";
  const students = ["Okonkwo", "Lindqvist", "Barros"].map((family, i) => ({
    sourcedId: `s-${stamp}-${i}`,
    role: "student",
    givenName: `Rosa${stamp}`,
    familyName: family,
    identifier: `E2E${stamp}${i}`,
    grades: "10",
    org,
  }));
  return {
    orgs: [{ sourcedId: org, name: "Demo High", type: "school", identifier: SCHOOL }],
    users: [{ sourcedId: `t-${stamp}`, role: "counselor", givenName: "Casey", familyName: "Morgan", email: "counselor@demo.scuta.app", org }, ...students],
    demographics: students.map((s, i) => ({ sourcedId: s.sourcedId, sex: i % 2 ? "male" : "female" })),
    classes: [{ sourcedId: `cl-${stamp}`, title: `Caseload ${stamp}`, school: org }],
    enrollments: [
      { sourcedId: `en-t-${stamp}`, classSourcedId: `cl-${stamp}`, userSourcedId: `t-${stamp}`, role: "teacher", school: org },
      ...students.map((s) => ({ sourcedId: `en-${s.sourcedId}`, classSourcedId: `cl-${stamp}`, userSourcedId: s.sourcedId, role: "student", school: org })),
    ],
  };
}

test("a district manager imports a OneRoster zip through /app/roster: preview, import, progress to done, and the students are on the counselor's list", async ({ page }) => {
  const stamp = String(Date.now()).slice(-6);
  const zip = Buffer.from(oneRosterZip(demoDistrictRoster(stamp)));

  await logIn(page, "manager");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/roster");
  await expectPath(page, "/app/roster");
  await expect(page.getByRole("heading", { name: "Roster import (OneRoster)", level: 1 })).toBeVisible();

  await page.getByLabel("OneRoster zip").setInputFiles({ name: `roster-${stamp}.zip`, mimeType: "application/zip", buffer: zip });
  await page.getByRole("button", { name: "Preview" }).click();

  // The preview: three new students, nothing written yet.
  await expect(page.getByText("Nothing has been written yet. Import to apply these changes.")).toBeVisible();
  const students = page.locator('tr[data-kind="students"]');
  await expect(students.locator("td").nth(1)).toHaveText("3");

  // The import: its request is held until the progress bar is seen, then the page says it is done.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/v1/roster/oneroster",
    async (route) => {
      if (route.request().method() === "POST") await gate;
      await route.continue();
    },
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("progressbar", { name: "Progress" })).toBeVisible();
  release();
  await expect(page.locator("#main").getByRole("status")).toContainText("The roster was imported.", { timeout: 60_000 });
  await expect(page.getByRole("progressbar", { name: "Progress" })).toHaveCount(0);
  await expect(page.getByText("Nothing has been written yet. Import to apply these changes.")).toHaveCount(0);
  await expect(students.locator("td").nth(1)).toHaveText("3");

  // The students are on Casey Morgan's list, which her manager reads.
  await page.goto("/app/studentsGroups/students");
  await page.getByLabel("Counselor").selectOption({ label: "Casey Morgan" });
  await expect(page).toHaveURL(/\?user=\d+$/);
  for (const family of ["Okonkwo", "Lindqvist", "Barros"]) await expect(page.getByText(`Rosa${stamp} ${family}`)).toBeVisible();

  // A second preview of the same file finds nothing to change.
  await page.goto("/app/roster");
  await page.getByLabel("OneRoster zip").setInputFiles({ name: `roster-${stamp}.zip`, mimeType: "application/zip", buffer: zip });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Nothing has been written yet. Import to apply these changes.")).toBeVisible();
  await expect(page.locator('tr[data-kind="students"]').locator("td").nth(4)).toHaveText("3");
});
