import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

// The lesson screen's Results tab (results, PDFs, trainer dialog): the demo counselor's
// delivered lesson shows its pre/post chart and change figures, the results PDF opens in a new tab,
// and the trainer dialog shows a pre and a post QR code whose links open /qrNew/{p|t}{survey}/{event}.

test("lesson results: chart and change %, results PDF in a new tab, trainer QR dialog with pre/post links", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/lessons?q=Calm");
  const row = page.getByTestId("lesson-row").filter({ hasText: "Calm before the test" }).first();
  await row.getByTestId("lesson-edit").click();
  await expect(page).toHaveURL(/\/app\/lesson\/edit\/\d+$/);
  const id = /edit\/(\d+)/.exec(page.url())![1];
  await page.goto(`/app/lesson/edit/${id}-1`);
  await expect(page.getByRole("tab", { name: "Results" })).toHaveAttribute("aria-selected", "true");

  const results = page.getByRole("tabpanel", { name: "Results" });
  const picker = results.getByLabel("Lesson event");
  await expect(picker).toBeVisible();
  await expect(picker.locator("option:checked")).toContainText("Calm before the test");
  await expect(results.getByText("Collection method")).toBeVisible();
  await expect(results.getByText("Survey", { exact: true }).first()).toBeVisible();
  await expect(results.getByTestId("event-change")).toHaveText(/^\d+\.\d%$/);
  await expect(results.getByTestId("lesson-change")).toHaveText(/^\d+\.\d%$/);
  await expect(results.getByRole("img", { name: /Average answer per statement/ })).toBeVisible();
  await expect(results.getByRole("cell", { name: "I can use a breathing exercise to calm down." })).toBeVisible();

  const popup = page.waitForEvent("popup");
  await results.getByRole("button", { name: "Results PDF" }).click();
  const tab = await popup;
  await tab.waitForURL(/\/api\/v1\/pdf\//);
  await tab.close();

  await results.getByRole("button", { name: "Trainer QR codes" }).click();
  const dialog = page.getByRole("dialog", { name: "Pre and post survey QR codes" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: /QR code of the pre survey/ })).toBeVisible();
  await expect(dialog.getByRole("img", { name: /QR code of the post survey/ })).toBeVisible();
  const pre = dialog.getByRole("link", { name: "Pre survey" });
  await expect(pre).toHaveAttribute("href", /\/qrNew\/p\d+\/\d+$/);
  await expect(pre).toHaveAttribute("target", "_blank");
  await expect(dialog.getByRole("link", { name: "Post survey" })).toHaveAttribute("href", /\/qrNew\/t\d+\/\d+$/);
  // The trainer closes the pre survey, then opens it again.
  await dialog.getByRole("button", { name: "Close the pre survey" }).click();
  await expect(dialog.getByRole("button", { name: "Open the pre survey" })).toBeVisible();
  await dialog.getByRole("button", { name: "Open the pre survey" }).click();
  await expect(dialog.getByRole("button", { name: "Close the pre survey" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
