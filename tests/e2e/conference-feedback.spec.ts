import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

// A visitor rates a conference that has taken place (the demo seed's fsca2026); the
// administrator reads it at /app/conference_feedback with the average per conference.

test("a visitor leaves feedback after a conference; the admin reads it with the average", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/conferences/asca2027/feedback");
  await expect(visitor.getByRole("status")).toContainText("Feedback opens when the conference starts");
  await visitor.goto("/conferences/fsca2026/feedback");
  await expect(visitor.getByRole("heading", { name: "Your feedback on Florida School Counselor Association Conference 2026", level: 1 })).toBeVisible();
  await visitor.getByRole("button", { name: "Send feedback" }).click();
  await expect(visitor.getByText("Choose a rating from 1 to 5.")).toBeVisible();
  await visitor.getByLabel("4 stars", { exact: true }).check();
  await visitor.getByLabel("Comment", { exact: true }).fill(`Great booth ${stamp}`);
  await visitor.getByLabel("School", { exact: true }).fill("Winter Park High");
  await visitor.getByRole("button", { name: "Send feedback" }).click();
  await expect(visitor.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, "admin");
  await expect(admin).not.toHaveURL(/\/login/, { timeout: 60_000 });
  await admin.goto("/app/conference_feedback");
  const summary = admin.getByRole("table", { name: "Average rating per conference" });
  await expect(summary.getByRole("row", { name: /Florida School Counselor Association Conference 2026/ })).toBeVisible();
  await admin.getByLabel("Conference", { exact: true }).selectOption({ label: "Florida School Counselor Association Conference 2026" });
  await admin.getByRole("button", { name: "Show" }).click();
  await expect(admin.getByRole("cell", { name: `Great booth ${stamp}` })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /\/api\/v1\/conferenceFeedback\/csv\?conference=\d+/);
});
