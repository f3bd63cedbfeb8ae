import { expect as baseExpect, test } from "@playwright/test";
import { logIn } from "./helpers";

// The SMART goal journey: a counselor creates a SMART goal (computed title, change %, rating stars rising as
// parts are filled), lands on the saved goal after 'Created.', finds it in the list, adds a pre/post statement in place,
// deletes it after the confirmation, and cancelling the baseline edit question locks the baseline.

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);

test("SMART goal: create with the computed title and change %, stars rise, statements in place, baseline lock", async ({ browser }) => {
  const page = await browser.newPage();
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  const stamp = Date.now().toString(36);
  const measured = `days absent ${stamp}`;

  await page.goto("/app/smartgoals/new");
  await expect(page.getByTestId("smart-goal-title")).toHaveText("Identified areas of Need");
  const stars = async () => Number(await page.getByTestId("smart-goal-stars").getAttribute("data-stars"));
  const before = await stars();
  await page.getByLabel("What is measured").fill(measured);
  await page.getByLabel("Baseline value").fill("20");
  await page.getByLabel("Target value").fill("15");
  await expect(page.getByTestId("smart-goal-percent")).toHaveText("25%");
  await page.getByTestId("standard-M 1").check();
  await expect.poll(stars).toBeGreaterThan(before);
  await expect(page.getByTestId("smart-goal-sentence")).toContainText(`will decrease their ${measured} by 25% from 20 to 15.`);
  // Without a data analysis the goal is named by what it measures.
  await expect(page.getByTestId("smart-goal-title")).toHaveText(`Identified areas of Need : ${measured}`);
  await page.getByTestId("smart-goal-save").click();
  // A new goal opens as saved: its statements can be added at once, without going back to the list.
  await expect(page).toHaveURL(/\/app\/smartgoals\/edit\/\d+$/);
  const editUrl = page.url();
  await page.goto("/app/smartgoals");
  const row = page.getByTestId("smart-goal-row").filter({ hasText: measured });
  await expect(row).toContainText("25%");
  await expect(row).toContainText(`Identified areas of Need : ${measured}`);

  await page.goto(editUrl);
  await page.getByLabel("New statement").fill(`I come to school every day ${stamp}`);
  await page.getByTestId("sg-statement-add").click();
  await expect(page.getByTestId("sg-statement-row")).toContainText(`I come to school every day ${stamp}`);
  await page.getByRole("button", { name: "Delete – Statement 1" }).click();
  await page.getByTestId("sg-confirm-delete").click();
  await expect(page.getByTestId("sg-statement-row")).toHaveCount(0);

  await page.getByLabel("Baseline value").focus();
  const ask = page.getByRole("dialog", { name: "Edit baseline data" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByLabel("Baseline value")).toBeDisabled();
  await expect(page.getByText("The baseline is locked.")).toBeVisible();
});

test("closing the gap for a small group: a SMART goal from a CTG data priority is titled for it, and the lessons sharing its standard and grades are matched", async ({ browser }) => {
  const page = await browser.newPage();
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  const stamp = Date.now().toString(36);
  const priority = `Reading gap ${stamp}`;

  await page.goto("/app/targetDefinition");
  await page.getByLabel("Name", { exact: true }).fill(priority);
  await page.getByLabel("Type", { exact: true }).selectOption("achievement");
  await page.getByLabel("Closing the gap").check();
  await page.getByLabel("Student subgroup").fill("English learners");
  await page.getByLabel("Baseline", { exact: true }).fill("40");
  await page.getByLabel("Target", { exact: true }).fill("60");
  await page.getByTestId("data-analysis-save").click();
  await expect(page.getByTestId("data-analysis-table")).toContainText(`CTG - ${priority}`);

  await page.goto("/app/smartgoals/new");
  await page.getByLabel("Data analysis").selectOption({ label: `CTG - ${priority}` });
  // The title: 'CTG - ' for closing the gap, the type name (the priority's own when it has no type name),
  // ' - Small Group' for 12 students or fewer.
  await page.getByLabel(/^Friendship group/).check();
  await expect(page.getByTestId("smart-goal-title")).toHaveText(`Identified areas of Need : CTG - ${priority} - Small Group`);
  await page.getByLabel("What is measured").fill(`reading score ${stamp}`);
  await page.getByLabel("Baseline value").fill("40");
  await page.getByLabel("Target value").fill("60");
  await page.getByTestId("standard-M 1").check();
  await page.getByTestId("smart-goal-save").click();
  await expect(page).toHaveURL(/\/app\/smartgoals\/edit\/\d+$/);
  // The demo lesson 'Calm before the test' has M 1 and grade 10, a grade of the group's students.
  await page.getByTestId("sg-match").click();
  await expect(page.getByTestId("sg-matched")).toContainText("Calm before the test");
  await expect(page.getByTestId("sg-matched")).not.toContainText("Career clusters exploration");
});
