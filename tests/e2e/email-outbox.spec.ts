import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// A fault this file guards: "E-mails are plain serif HTML, unlike the polished PDFs: render them with React
// Email in the product's look, in the recipient's language, with a plain-text part." The reset email
// is rendered by a server action of the running app; the admin reads it in the outbox as its
// recipient sees it, and its plain-text part.

const EMAIL = "director@demo.scuta.app";

test("an email sent by the running app is in the SCUTA layout, and the admin reads its plain-text part with the same link", async ({ page, browser }) => {
  const visitor = await browser.newContext();
  try {
    const login = await visitor.newPage();
    await login.goto("/login");
    await login.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = login.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByLabel("Email").fill(EMAIL);
    await dialog.getByRole("button", { name: "Send link" }).click();
    await expect(dialog.getByRole("status")).toContainText("If an account uses this email, we have sent it a link");
  } finally {
    await visitor.close();
  }

  await logIn(page, "admin");
  await expectPath(page, "/app/training");
  await page.goto("/app/admin/outbox");
  const item = page.getByRole("listitem").filter({ hasText: "Reset your SCUTA password" }).filter({ hasText: EMAIL }).first();
  await item.locator("summary").first().click();

  // The HTML part, as the recipient sees it: the product's header, a button, the why-line footer.
  const email = item.frameLocator("iframe");
  await expect(email.getByText("SCUTA", { exact: true })).toBeVisible();
  await expect(email.getByText("School Counselor Use of Time Analysis", { exact: true })).toBeVisible();
  const button = email.getByRole("link", { name: "Choose a new password" });
  await expect(button).toBeVisible();
  await expect(email.getByText("You receive this email because it concerns your SCUTA account.")).toBeVisible();
  const href = (await button.getAttribute("href")) ?? "";
  expect(href).toMatch(/\/forgot\/[A-Za-z0-9_-]+$/);
  // Sans-serif type like the PDFs, not the browser's default serif.
  for (const text of [button, email.getByText("The link works once and is valid for 1 hour.")]) {
    const family = await text.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^Helvetica, Arial/);
  }

  // The plain-text part carries the same link.
  await expect(item.getByRole("heading", { name: "Plain-text part" })).toBeVisible();
  await expect(item.locator("pre")).toContainText(`Choose a new password: ${href}`);
  await page.screenshot({ path: "/tmp/emails/outbox-e2e.png", fullPage: true });
});
