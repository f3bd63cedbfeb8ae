import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

// Every information page renders for a signed-out visitor with its heading in English, and, after
// switching the control labelled "Language", in Italian and German.

type TTree = { [key: string]: string | TTree };
const messages = (locale: string) => (JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as { pages: TTree }).pages;
const titleOf = (tree: TTree, ns: string) => (tree[ns] as TTree).title as string;

const PAGES: [string, string][] = [
  ["/evangelist", "evangelist"],
  ["/ambassador", "ambassador"],
  ["/ambassadors", "ambassadors"],
  ["/jobs", "jobs"],
  ["/verticals", "verticals"],
  ["/questions", "faq"],
  ["/conferences", "conferences"],
  ["/conferenceshirts", "conferenceShirts"],
  ["/trainings", "trainings"],
  ["/partnership", "partnership"],
  ["/feedback", "feedback"],
  ["/privacy", "privacy"],
  ["/accessibility", "accessibility"],
  ["/terms-of-use", "terms"],
  ["/landing-page/welcome", "welcome"],
  ["/funding", "funding"],
];

const LANGUAGES = [
  { locale: "it", label: "Italiano" },
  { locale: "de", label: "Deutsch" },
] as const;

async function expectHeading(page: Page, url: string, title: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(title);
}

test("every information page renders signed out with its heading in English, Italian and German", async ({ page }) => {
  test.setTimeout(180_000);
  const en = messages("en");
  for (const [url, ns] of PAGES) await expectHeading(page, url, titleOf(en, ns));

  for (const { locale, label } of LANGUAGES) {
    await page.goto("/privacy");
    await page.getByLabel("Language").selectOption({ label });
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const tree = messages(locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(tree, "privacy"));
    for (const [url, ns] of PAGES) await expectHeading(page, url, titleOf(tree, ns));
  }

  await page.getByLabel("Language").selectOption({ label: "English" });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the ambassador card shows an active counselor's name and school, and a way to reach them; an unknown username is a 404", async ({ page }) => {
  await page.goto("/ambassadorinfo/counselor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casey Morgan");
  await expect(page.getByText("Aki Kurose Middle School")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask to talk with Casey" })).toHaveAttribute("href", "/scheduleDemo/counselor");
  await expect(page.getByText("@demo.scuta.app")).toHaveCount(0);
  const missing = await page.goto("/ambassadorinfo/nobody");
  expect(missing?.status()).toBe(404);
});

test("the FAQ is a disclosure list: a question button shows and hides its answer", async ({ page }) => {
  await page.goto("/questions");
  const question = page.getByRole("button", { name: "What is the 80/20 target?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  const answer = page.getByText("at least 80% of their time", { exact: false });
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
  expect(await page.getByRole("button", { expanded: false }).count()).toBeGreaterThanOrEqual(12);
});

test("upcoming conferences link to their own page", async ({ page }) => {
  await page.goto("/conferences");
  await expect(page.getByRole("link", { name: "ASCA Annual Conference 2027", exact: true })).toHaveAttribute("href", "/asca2027");
});
