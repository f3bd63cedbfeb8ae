import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// The institutions journey: the administrator imports the sample NCES directory files (districts,
// then schools) at /app/schools/import; a visitor then finds one of the imported schools by its zip
// code on the public sign-up. The import matches by NCES id, so running it twice only updates.

test.setTimeout(180_000);

const FIXTURES = path.resolve(process.cwd(), "tests/fixtures/nces");

async function importFile(page: Page, file: string, kind: string) {
  await page.getByLabel("Choose a file", { exact: true }).setInputFiles({ name: file, mimeType: "text/csv", buffer: readFileSync(path.join(FIXTURES, file)) });
  await expect(page.getByRole("heading", { name: "2. Check and import" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("nces-kind")).toHaveText(kind);
  const accepted = Number(await page.getByTestId("nces-accepted").textContent());
  expect(accepted).toBeGreaterThan(0);
  await page.getByRole("button", { name: new RegExp(`^Import ${accepted} rows?$`) }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import complete" })).toBeVisible({ timeout: 60_000 });
}

test("the admin imports the NCES sample files; a visitor finds an imported school by its zip code on the sign-up", async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, "admin");
  await expect(admin).not.toHaveURL(/\/login/, { timeout: 60_000 });
  await admin.goto("/app/schools/import");
  await expect(admin.getByRole("heading", { name: "Import NCES directory files", level: 1 })).toBeVisible();
  await importFile(admin, "ccd_lea_sample.csv", "District directory");
  await admin.getByRole("button", { name: "Upload another file" }).click();
  await importFile(admin, "ccd_sch_sample.csv", "School directory");

  // The imported school is in the admin's list, searched by its zip code.
  await admin.goto("/app/schools?zip=05602");
  await expect(admin.getByRole("cell", { name: "Main Street Elementary School", exact: true })).toBeVisible();

  // A visitor signs up as a school counselor and finds it by the zip code.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/register");
  const dialog = visitor.getByRole("dialog", { name: "Sign up" });
  await dialog.getByLabel("I am a").selectOption({ label: "School counselor" });
  // The email first: the rest of the form opens once it is known to be new.
  await dialog.getByLabel("Email", { exact: true }).fill(`nces.${Date.now().toString(36)}@example.org`);
  await dialog.getByLabel("Email", { exact: true }).press("Tab");
  const zip = dialog.getByLabel("Zip code", { exact: true });
  await expect(async () => {
    await zip.fill("05602");
    await expect(zip).toHaveValue("05602", { timeout: 1000 });
  }).toPass();
  const school = dialog.getByLabel("School", { exact: true });
  await expect(school.locator("option", { hasText: "Main Street Elementary School" })).toHaveCount(1, { timeout: 30_000 });
  await expect(school.locator("option", { hasText: "Green Mountain High School" })).toHaveCount(1);
});
