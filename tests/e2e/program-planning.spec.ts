import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { logIn } from "./helpers";

// The program-planning journey: a counselor writes the mission and the vision (rich text, back to
// the /app/re hub with 'Saved.'), records an advisory council member and a meeting with its agenda and
// minutes, fills the annual administrative conference and downloads its PDF. Everything it checks it
// writes itself (a unique stamp), so earlier runs do not matter.

test.setTimeout(240_000);

const STAMP = Date.now().toString(36);

test("a counselor writes the mission and vision, records an advisory meeting, fills the annual conference and downloads its PDF", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });

  // 1. The mission, with the ASCA prompt beside it; saved, back to the hub with 'Saved.'.
  await page.goto("/app/mission");
  await expect(page.getByRole("heading", { name: "Mission statement", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "ASCA prompt" })).toBeVisible();
  const mission = page.getByRole("textbox", { name: "Your school counseling program's mission" });
  await expect(async () => {
    await mission.fill(`Every student is known and served ${STAMP}`);
    await expect(mission).toContainText(STAMP, { timeout: 1000 });
  }).toPass();
  await page.getByTestId("profile-mission-save").click();
  await expect(page).toHaveURL(/\/app\/re$/);
  await expect(page.getByTestId("hub-mission-status")).toHaveText("Written");

  // 2. The vision, opened from the hub.
  await page.getByTestId("hub-vision").getByRole("link", { name: "Vision" }).click();
  await expect(page).toHaveURL(/\/app\/vision$/);
  const vision = page.getByRole("textbox", { name: "Your school counseling program's vision" });
  await expect(async () => {
    await vision.fill(`All graduates choose their path ${STAMP}`);
    await expect(vision).toContainText(STAMP, { timeout: 1000 });
  }).toPass();
  await page.getByTestId("profile-vision-save").click();
  await expect(page).toHaveURL(/\/app\/re$/);
  await expect(page.getByTestId("hub-vision-status")).toHaveText("Written");
  await page.goto("/app/vision");
  await expect(page.getByRole("textbox", { name: "Your school counseling program's vision" })).toContainText(STAMP);

  // 3. The advisory council: a member added in place, then a meeting on its own form.
  await page.goto("/app/advisoryCouncil");
  await expect(page.getByRole("heading", { name: "Advisory council", level: 1 })).toBeVisible();
  const memberName = `Pat Rivera ${STAMP}`;
  await expect(async () => {
    await page.getByLabel("Name", { exact: true }).fill(memberName);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(memberName, { timeout: 1000 });
  }).toPass();
  await page.getByLabel("Role").selectOption({ label: "Parent" });
  await page.getByTestId("advisory-member-save").click();
  await expect(page.getByTestId("advisory-members")).toContainText(`${memberName} · Parent`);

  await page.getByTestId("advisory-new-meeting").click();
  await expect(page).toHaveURL(/\/app\/advisory\/new$/);
  await page.getByTestId("meeting-date").click();
  // A weekday of the month the grid opens on (a day of the next or previous month would turn the page).
  const grid = page.getByRole("grid");
  const month = ((await grid.locator('button[tabindex="0"]').getAttribute("data-date")) as string).slice(0, 7);
  const day = grid.locator(`button[data-date^="${month}"]:not([aria-disabled="true"])`).first();
  const date = (await day.getAttribute("data-date")) as string;
  await day.click();
  await expect(page.getByTestId("meeting-date")).toHaveAttribute("data-value", date);
  await page.getByRole("textbox", { name: "Agenda" }).fill(`Review of the annual goals ${STAMP}`);
  await page.getByRole("textbox", { name: "Minutes" }).fill("The council agreed on two attendance goals.");
  await page.getByTestId("advisory-meeting-save").click();
  await expect(page).toHaveURL(/\/app\/advisoryCouncil$/);
  await expect(page.getByTestId("advisory-meetings")).toContainText(`Review of the annual goals ${STAMP}`);
  await expect(page.getByTestId("advisory-meetings")).toContainText("The council agreed on two attendance goals.");

  // 4. The annual administrative conference: 80 % by default; saved, back to the hub; then its PDF.
  await page.goto("/app/annualconference");
  await expect(page.getByRole("heading", { name: "Annual administrative conference", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Use-of-time target: direct + indirect services (%)")).toHaveValue("80");
  await expect(async () => {
    await page.getByLabel("Caseload (students)").fill("310");
    await expect(page.getByLabel("Caseload (students)")).toHaveValue("310", { timeout: 1000 });
  }).toPass();
  await page.getByRole("textbox", { name: "Non-counseling duties agreed" }).fill(`No test coordination ${STAMP}`);
  await page.getByRole("textbox", { name: "Professional development" }).fill("ASCA annual conference");
  const principal = `Dr. Alma Whitfield ${STAMP}`;
  await page.getByLabel("Principal's name").fill(principal);
  await page.getByTestId("conference-save").click();
  await expect(page).toHaveURL(/\/app\/re$/);
  await expect(page.getByTestId("hub-annualConference-status")).toHaveText("Written");

  await page.goto("/app/annualconference");
  await expect(page.getByLabel("Principal's name")).toHaveValue(principal);
  const popup = page.waitForEvent("popup");
  await page.getByTestId("conference-pdf").click();
  const tab = await popup;
  await tab.waitForURL(/\/api\/v1\/pdf\//);
  await tab.close();
  // The same document through the API the button calls (the browser's viewer keeps the bytes to itself).
  const origin = new URL(page.url()).origin;
  const made = await page.request.post("/api/v1/annualConference/pdf", { data: {}, headers: { origin } });
  expect(made.status()).toBe(200);
  const { link } = (await made.json()) as { link: string };
  const pdf = await page.request.get(link);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text).toContain("Annual administrative conference");
  expect(text).toContain(principal);
  expect(text).toContain(`No test coordination ${STAMP}`);
  expect(text).toContain("80% direct and indirect services");
});
