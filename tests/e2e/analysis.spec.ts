import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, logIn } from "./helpers";

// The use-of-time analysis: the counselor's dashboard, the manager's district table and
// the published district page /sd/{LEAID}.

const DEMO_LEAID = "5307710";
const today = () => new Date().toISOString().slice(0, 10);

async function bearer(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post("/api/v1/login", { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

async function openDashboard(page: Page, username: string) {
  await logIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/dashboard");
  await expect(page.getByTestId("use-of-time")).toBeVisible();
}

async function setPublished(page: Page, published: boolean) {
  const toggle = page.getByTestId("publish-toggle");
  if ((await toggle.getAttribute("aria-checked")) !== String(published)) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", String(published));
    await expect(toggle).toHaveAttribute("aria-busy", "false");
  }
}

test("a counselor's dashboard opens on their use of time: periods, charts, target line, upcoming events", async ({ page }) => {
  await openDashboard(page, "counselor");
  await expect(page.getByRole("heading", { name: "Your use of time" })).toBeVisible();
  for (const kind of ["week", "month", "schoolYear"]) await expect(page.getByTestId(`direct-percent-${kind}`)).toHaveText(/^\d+%$/);
  // The charts are the chosen period's; the school year always holds the demo's recorded time (a
  // week read on its Monday morning may hold none yet, and then shows no share chart).
  await page.getByTestId("period-card-schoolYear").click();
  await expect(page.getByRole("img", { name: "Share of time by group" })).toBeVisible();
  await expect(page.getByRole("img", { name: /against the 80% target/ })).toBeVisible();
  await expect(page.getByText("Target 80%")).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Direct student services", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Next 7 days" })).toBeVisible();
  // The period cards are tabs: arrows move between them.
  await page.getByTestId("period-card-week").click();
  await page.getByTestId("period-card-week").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("period-card-month")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("period-card-month")).toBeFocused();
  await page.getByTestId("period-card-schoolYear").click();
  await expect(page.getByTestId("period-card-schoolYear")).toHaveAttribute("aria-selected", "true");
  const pdf = await page.request.get((await page.getByRole("link", { name: "PDF" }).getAttribute("href")) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("the dashboard percentages change when the counselor records time", async ({ page, request }) => {
  await openDashboard(page, "counselor");
  // The school year, which always holds the demo's recorded time (this week may hold none yet on a Monday).
  const year = page.getByTestId("direct-percent-schoolYear");
  const before = await year.textContent();
  const token = await bearer(request, "counselor");
  // Four hours of lunch duty (non-counseling) today lowers the school year's direct+indirect share.
  const res = await request.post("/api/v1/calendar", {
    headers: { authorization: `Bearer ${token}` },
    data: { title: "E2E lunch duty", date: today(), time: "12:00", duration: 240, category_id: 11, status: "done" },
  });
  expect(res.status(), await res.text()).toBe(200);
  const created = ((await res.json()) as { data: { id: number }[] }).data[0];
  await page.reload();
  await expect(year).not.toHaveText(before ?? "");
  await request.delete(`/api/v1/calendar/${created.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test("a manager sees the district table, sorts it and opens one counselor", async ({ page }) => {
  await openDashboard(page, "manager");
  await expect(page.getByRole("heading", { name: "Your team's use of time" })).toBeVisible();
  const table = page.getByTestId("counselor-table");
  await expect(table.getByRole("link", { name: "Morgan, Casey" })).toBeVisible();
  await expect(table.getByRole("link", { name: "Walsh, Evan" })).toBeVisible();
  const percents = async () => (await table.locator("tbody tr td:nth-child(4)").allTextContents()).map((t) => Number(t.replace(/\D/g, "")));
  const desc = await percents();
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await page.getByTestId("sort-directIndirectPercent").click();
  const asc = await percents();
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  await table.getByRole("link", { name: "Morgan, Casey" }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\?user_id=\d+/);
  await expect(page.getByRole("heading", { name: "Use of time of Casey Morgan" })).toBeVisible();
});

test("a counselor cannot open another counselor's analysis by its id", async ({ page, request }) => {
  const token = await bearer(request, "manager");
  const users = (await (await request.get("/api/v1/users?usersListDD=1", { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; username: string }[] };
  const other = users.data.find((u) => u.username === "expiring");
  expect(other).toBeTruthy();
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  const res = await page.request.get(`/api/v1/analysis?from=${today()}&to=${today()}&user_id=${other?.id}`);
  expect(res.status()).toBe(404);
});

// The demo district has five counselors with recorded time, the privacy floor for publishing
// (below it the page shows a notice and no figures: analysis-publish-floor.test.ts).
test("/sd/{LEAID} answers 404 until the district publishes, then shows its charts without names", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/sd/${DEMO_LEAID}`))?.status()).toBe(404);

  await openDashboard(page, "manager");
  await expect(page.getByTestId("publish-floor")).toContainText("at least 5 counselors recorded time");
  await expect(page.getByTestId("publish-floor")).toContainText("5 counselors of your district have recorded time this school year.");
  await setPublished(page, true);
  try {
    const res = await visitor.goto(`/sd/${DEMO_LEAID}`);
    expect(res?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("how school counselors spend their time");
    await expect(visitor.getByRole("img", { name: "Share of time by group" })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Print" })).toBeVisible();
    const main = (await visitor.locator("#main").textContent()) ?? "";
    for (const name of ["Casey", "Morgan", "Walsh", "Sato", "Okafor", "Lund", "Jordan Lee", "Avery Kim"]) expect(main).not.toContain(name);
  } finally {
    await setPublished(page, false);
  }
  expect((await visitor.goto(`/sd/${DEMO_LEAID}`))?.status()).toBe(404);
});
