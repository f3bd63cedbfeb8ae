import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// The reports journey: a counselor opens the monthly use-of-time report,
// changes the month, downloads the CSV and the PDF; a manager opens the team report and one counselor.

async function signIn(page: Page, username: string) {
  await logIn(page, username);
  await expect(page).toHaveURL(/\/app\//);
}

const today = () => new Date().toISOString().slice(0, 10);
const monthBefore = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

test("a counselor opens the monthly report from the list, changes the month, downloads the CSV and opens the PDF", async ({ page }) => {
  await signIn(page, "counselor");
  await page.goto("/app/reports");
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Use of time", level: 2 })).toBeVisible();
  await page.getByRole("link", { name: "Monthly use-of-time analysis" }).click();
  await expect(page.getByRole("heading", { name: "Monthly use-of-time analysis", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /Share of time by group, week by week/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Category" })).toBeVisible();
  await expect(page.getByText("Time recorded")).toBeVisible();

  // Another month: the form is a plain GET, the address carries the date.
  await page.getByLabel("A day in the period", { exact: true }).fill(monthBefore());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${monthBefore()}`));
  await expect(page.getByRole("heading", { name: "Monthly use-of-time analysis", level: 1 })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^monthlyUseofTimeAnalysis-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);

  const pdfHref = await page.getByRole("link", { name: "PDF", exact: true }).getAttribute("href");
  expect(pdfHref).toContain("format=pdf");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("a counselor cannot open a report by the id of a user outside their scope, nor a report key that does not exist", async ({ page }) => {
  await signIn(page, "counselor");
  const res = await page.goto("/app/report/monthlyUseofTimeAnalysis/99999999");
  expect(res?.status()).toBe(404);
  const unknown = await page.goto("/app/report/noSuchReport");
  expect(unknown?.status()).toBe(404);
});

test("a manager opens the team's monthly report (All) and then one counselor", async ({ page }) => {
  await signIn(page, "manager");
  await page.goto(`/app/report/monthlyUseofTimeAnalysis?date=${today()}`);
  await expect(page.getByText(/All counselors \(\d+\)/)).toBeVisible();
  const picker = page.getByRole("combobox", { name: "Counselor", exact: true });
  await expect(picker).toHaveValue("");
  const name = await picker.evaluate((el) => (el as HTMLSelectElement).options[1].text);
  await picker.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/user_id=\d+/);
  const [last, first] = name.split(", ");
  await expect(page.getByText(new RegExp(`${first} ${last}`))).toBeVisible();
});
