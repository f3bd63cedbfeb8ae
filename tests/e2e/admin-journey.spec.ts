import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// The admin journey: "the admin lands on the trainings page, imports 20 users from CSV, approves
// one, answers a question that the asking counselor then sees, duplicates an email template; a
// manager assigns two of the seats they bought". Plus: an add-on granted to a user turns it on for them.

const stamp = Date.now().toString(36);
/** Letters only (names refuse digits): the run's stamp spelled with a-j. */
const letters = Date.now()
  .toString()
  .slice(-6)
  .replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
const surname = `Journey${letters}`;

test("the admin lands on the trainings, imports 20 users, approves one, answers a counselor's question (seen in the counselor's panel) and duplicates an email template", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const question = `How do I export my monthly report? (${stamp})`;
  const answer = `Open Reports, choose the month and press PDF (${stamp}).`;

  // A counselor asks from the question panel.
  const counselorContext = await browser.newContext();
  const counselor = await counselorContext.newPage();
  await logIn(counselor, "counselor");
  await expectPath(counselor, "/app/dashboard");
  await counselor.getByRole("button", { name: "Ask a question" }).click();
  const panel = counselor.getByRole("dialog", { name: "Ask a question" });
  await panel.getByLabel("Your question", { exact: true }).fill(question);
  await panel.getByRole("button", { name: "Send question" }).click();
  await expect(panel.getByRole("status")).toHaveText("Question saved.", { timeout: 20_000 });

  // The administrator lands on the trainings page.
  await logIn(page, "admin");
  await expectPath(page, "/app/training");

  // Imports 20 users from a CSV: preview, then import; they wait for approval.
  const names = "Ada Bea Cal Dee Eve Fay Gus Hal Ivy Jon Kit Lou Max Ned Oda Pia Quin Rex Sol Tia".split(" ");
  const csv = ["first_name,last_name,email", ...names.map((n) => `${n},${surname},${n.toLowerCase()}.${stamp}@journey.example.org`)].join("\n");
  await page.goto("/app/usersNew");
  await page.getByLabel("Or paste the CSV", { exact: true }).fill(csv);
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("20 users are ready to import.")).toBeVisible();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expectPath(page, "/app/usersNotActive");

  // Approves one of them (confirmation dialog).
  const approve = page.getByRole("button", { name: `Approve Ada ${surname}` });
  await expect(approve).toBeVisible();
  await expect(page.getByRole("button", { name: `Approve Tia ${surname}` })).toBeVisible();
  await approve.click();
  const confirm = page.getByRole("dialog", { name: "Approve this user?" });
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(approve).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Approve Bea ${surname}` })).toBeVisible();

  // Answers the counselor's question.
  await page.goto("/app/questions");
  const item = page.getByRole("listitem").filter({ hasText: question });
  await item.getByRole("link", { name: /^Answer question \d+$/ }).click();
  await expect(page).toHaveURL(/\/app\/question\/\d+$/);
  await page.getByLabel("Answer", { exact: true }).fill(answer);
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByText("Saved.").first()).toBeVisible();

  // The counselor sees the answer in their panel.
  await counselor.reload();
  await counselor.getByRole("button", { name: "Ask a question" }).click();
  const mine = counselor.getByRole("dialog", { name: "Ask a question" }).getByRole("region", { name: "Your questions" });
  const asked = mine.getByRole("listitem").filter({ hasText: question });
  await expect(asked.getByText("Answered")).toBeVisible();
  await asked.locator("summary").click();
  await expect(asked.getByText(answer)).toBeVisible();
  await counselorContext.close();

  // Duplicates an email template: confirmation, then the 'Duplicated' toast.
  const templateName = `Renewal reminder ${stamp}`;
  const created = await page.request.post("/api/v1/email", { data: { name: templateName, subject: "Your SCUTA licence", body: "Dear user,\nyour licence ends soon.", expires: "" } });
  expect(created.status()).toBe(200);
  await page.goto("/app/emails");
  await page.getByRole("button", { name: `Duplicate ${templateName}` }).click();
  const dup = page.getByRole("dialog", { name: "Duplicate this template?" });
  await dup.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText("Duplicated", { exact: true })).toBeVisible();
  await expect(dup).toHaveCount(0);
});

/** The licence year the seats are bought for: 1 August to 31 July. */
function licenceYear(): { start: string; end: string } {
  const now = new Date();
  const y = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return { start: `${y}-08-01`, end: `${y + 1}-07-31` };
}

async function buySeats(request: APIRequestContext, max: number) {
  const res = await request.post("/api/v1/users/billing/add", {
    data: {
      ...licenceYear(),
      quantities: { max },
      idempotencyKey: `e2e-seats-${stamp}`,
      payment: { method: "card", cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123", nameOnCard: "Morgan Reyes" },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function seatSummary(page: Page): Promise<{ assigned: number; owned: number }> {
  const text = await page.getByTestId("seat-summary").innerText();
  const m = /(\d+) of (\d+) seats assigned/.exec(text);
  expect(m, text).not.toBeNull();
  return { assigned: Number(m![1]), owned: Number(m![2]) };
}

test("a manager assigns two of the seats they bought to their counselors and sees '2 of N', then releases them", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, "manager");
  await expectPath(page, "/app/dashboard");
  // The manager buys two more MAX seats for this licence year (the test card).
  await buySeats(page.request, 2);

  await page.goto("/app/users");
  const before = await seatSummary(page);
  expect(before.assigned).toBe(0);
  expect(before.owned).toBeGreaterThanOrEqual(3);
  const n = before.owned;
  try {
    await page.getByRole("button", { name: "Assign seat to Casey Morgan" }).click();
    await expect(page.getByTestId("seat-summary")).toContainText(`1 of ${n} seats assigned`);
    await page.getByRole("button", { name: "Assign seat to Evan Walsh" }).click();
    await expect(page.getByTestId("seat-summary")).toContainText(`2 of ${n} seats assigned`);
    await expect(page.getByRole("button", { name: "Release seat of Evan Walsh" })).toBeVisible();

    // The billing page's licence card says the same.
    await page.goto("/app/user/billing");
    await expect(page.getByRole("region", { name: "Current license" }).getByText(`2 of ${n} seats assigned`)).toBeVisible();
    await page.goto("/app/users");
  } finally {
    // Give the seats back: the counselors' licences are what they were (other specs use them).
    for (const name of ["Casey Morgan", "Evan Walsh"]) {
      const release = page.getByRole("button", { name: `Release seat of ${name}` });
      if (await release.count()) {
        await release.click();
        await expect(release).toHaveCount(0);
      }
    }
  }
  await expect(page.getByTestId("seat-summary")).toContainText(`0 of ${n} seats assigned`);
});

test("an add-on the admin grants turns on for the user at once, and revoking it turns it off", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await logIn(page, "admin");
  await expectPath(page, "/app/training");
  await page.goto("/app/addons/new");
  await page.getByLabel("Add-on", { exact: true }).selectOption({ label: "Google calendar" });
  const until = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Last day", { exact: true }).fill(until);
  await page.getByLabel("Note", { exact: true }).fill(`Pilot ${stamp}`);
  await page.getByLabel("Name, username or email", { exact: true }).fill("expiring");
  await page.getByRole("button", { name: "Search users" }).click();
  await page.getByRole("checkbox", { name: /Evan Walsh/ }).check();
  await page.getByRole("button", { name: "Grant", exact: true }).click();
  await expectPath(page, "/app/addons");
  const row = page.getByRole("row").filter({ hasText: `Pilot ${stamp}` });
  await expect(row).toContainText("Google calendar");
  await expect(row).toContainText("Running");

  // The user holds it now: their licence card lists the add-on.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await logIn(user, "expiring");
  // A licence ending within days lands on Billing.
  await expect(user).toHaveURL(/\/app\/user\/billing/);
  const addons = user.getByRole("list", { name: "Add-ons" });
  await expect(addons.getByText("Google calendar")).toBeVisible();

  // Revoked (confirmation): off again.
  await row.getByRole("button", { name: "Revoke Google calendar of Evan Walsh" }).click();
  await page.getByRole("dialog", { name: "Revoke this add-on?" }).getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Pilot ${stamp}` })).toHaveCount(0);
  // The list drops the row as soon as the revoke is sent; the user's page shows the flag once the revoke has
  // committed, so reload until it has (one reload could come first on a loaded machine).
  await expect(async () => {
    await user.reload();
    await expect(user.getByRole("list", { name: "Add-ons" }).getByText("Google calendar")).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await userContext.close();
});

test("the administrator's new pages and the manager's seat column pass the axe audit (WCAG 2.2 AA)", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const audit = async (p: Page, path: string) => {
    await p.goto(path);
    await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page: p }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}  ${n.target.join(" > ")}  ${v.help}`));
    expect.soft(found, `axe violations on ${path}:\n${found.join("\n")}`).toEqual([]);
  };
  await logIn(page, "admin");
  await expectPath(page, "/app/training");
  for (const path of [
    "/app/managersNotRenewd?window=90",
    "/app/customerUser",
    "/app/counselorOfTheYear",
    "/app/evangelist",
    "/app/ambassadorList",
    "/app/addons?status=all",
    "/app/addons/new",
    "/app/billingTopics",
    "/app/billingTopics/new",
  ]) {
    await audit(page, path);
  }
  const context = await browser.newContext();
  const manager = await context.newPage();
  await logIn(manager, "manager");
  await expectPath(manager, "/app/dashboard");
  await audit(manager, "/app/users");
  await audit(manager, "/app/user/billing");
  await manager.getByRole("region", { name: "Billing questions" }).locator("summary").first().click();
  await expect(manager.getByText(/purchase order/i).first()).toBeVisible();
  await context.close();
});
