import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

// A school on one's profile is a request, not a membership: the counselor asks to join a school of
// the demo district, the district's manager approves it on /app/memberships, and only then does the
// counselor appear in the manager's team.

test("a counselor's request to join a school is approved by the district's manager, and the counselor joins the manager's team", async ({ page }) => {
  // The counselor (a demo account with no membership yet) picks Emerson Elementary on the profile.
  await logIn(page, "newcounselor");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/user/school");
  await page.getByLabel("Zip code").fill("98118");
  await page.getByLabel("School", { exact: true }).selectOption({ label: "Emerson Elementary School (Seattle)" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your request to join Emerson Elementary School is waiting for Seattle School District No. 1's approval")).toBeVisible();

  // The manager's team does not hold them yet.
  await page.context().clearCookies();
  await logIn(page, "manager");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/dashboard");
  const picker = page.getByLabel("Open a counselor's analysis");
  await expect(picker.locator("option", { hasText: "Ortiz, Jamie" })).toHaveCount(0);

  // The request waits on /app/memberships (reached from the navigation), and the manager approves it.
  await page.goto("/app/memberships");
  await expect(page.getByRole("heading", { level: 1, name: "Memberships" })).toBeVisible();
  const row = page.getByTestId("membership-requests").getByRole("row").filter({ hasText: "Jamie Ortiz" });
  await expect(row).toContainText("Emerson Elementary School (Seattle School District No. 1)");
  await expect(row).toContainText("newcounselor@demo.scuta.app");
  await row.getByRole("button", { name: "Approve the request of Jamie Ortiz" }).click();
  await expect(page.getByText("Request approved.")).toBeVisible();
  await expect(page.getByTestId("membership-members").getByRole("row").filter({ hasText: "Jamie Ortiz" })).toHaveCount(1);

  // Now the counselor is in the manager's team.
  await page.goto("/app/dashboard");
  await expect(page.getByLabel("Open a counselor's analysis").locator("option", { hasText: "Ortiz, Jamie" })).toHaveCount(1);
});
