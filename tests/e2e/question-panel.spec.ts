import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

// Two faults this file guards: "the question panel's screenshot captures the panel's own overlay instead
// of the page" and "the floating 'Ask a question' button covers 'Email invoice' and a price column".

type TBox = { x: number; y: number; width: number; height: number };
const overlaps = (a: TBox, b: TBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Mean difference (0-255) of two images over a rectangle, compared as drawn in the browser. */
async function meanDifference(page: Page, a: string, b: string, rect: TBox): Promise<number> {
  return page.evaluate(
    async ({ a, b, rect }) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = src;
        });
      const pixels = async (src: string) => {
        const canvas = document.createElement("canvas");
        canvas.width = rect.width;
        canvas.height = rect.height;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(await load(src), rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
        return ctx.getImageData(0, 0, rect.width, rect.height).data;
      };
      const [pa, pb] = [await pixels(a), await pixels(b)];
      let sum = 0;
      for (let i = 0; i < pa.length; i += 4) sum += (Math.abs(pa[i] - pb[i]) + Math.abs(pa[i + 1] - pb[i + 1]) + Math.abs(pa[i + 2] - pb[i + 2])) / 3;
      return sum / (pa.length / 4);
    },
    { a, b, rect },
  );
}

const png = (buffer: Buffer) => `data:image/png;base64,${buffer.toString("base64")}`;

test("the question panel's screenshot is of the page under the panel, not the panel or its overlay", async ({ page, browser }) => {
  const question = `Where do I see my use of time? (${Date.now() % 100000})`;
  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");
  await page.goto("/app/user/overview");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const viewport = page.viewportSize()!;
  const pageAlone = png(await page.screenshot());

  await page.getByRole("button", { name: "Ask a question" }).click();
  const panel = page.getByRole("dialog", { name: "Ask a question" });
  await panel.getByLabel("Your question", { exact: true }).fill(question);
  await expect(panel.getByLabel("Include a screenshot of this page")).toBeChecked();
  const withPanel = png(await page.screenshot());
  const panelBox = (await panel.boundingBox())!;
  await panel.getByRole("button", { name: "Send question" }).click();
  // the product's original text, kept as it is.
  await expect(panel.getByRole("status")).toHaveText("Question saved.", { timeout: 20_000 });

  // The administrator reads the question with its screenshot.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, "admin");
  await expect(admin).not.toHaveURL(/\/login/);
  await admin.goto("/app/admin/questions");
  const item = admin.getByRole("listitem").filter({ hasText: question });
  const shot = (await item.getByRole("img").getAttribute("src"))!;
  expect(shot).toMatch(/^data:image\/png;base64,/);

  const whole = { x: 0, y: 0, width: viewport.width, height: viewport.height };
  const underPanel = { x: Math.round(panelBox.x), y: 0, width: Math.round(panelBox.width), height: viewport.height };
  // What the panel and its overlay change in a picture of this page, as the browser shows them...
  const panelEffect = await meanDifference(admin, withPanel, pageAlone, whole);
  expect(panelEffect).toBeGreaterThan(20);
  // ...is not in the stored screenshot: it matches the page alone, also where the panel was.
  expect(await meanDifference(admin, shot, pageAlone, whole)).toBeLessThan(panelEffect / 4);
  expect(await meanDifference(admin, shot, pageAlone, underPanel)).toBeLessThan((await meanDifference(admin, withPanel, pageAlone, underPanel)) / 4);
  await context.close();
});

/** The page's element at the centre of a target is the target (or inside it): nothing covers it. */
async function expectUncovered(page: Page, target: Locator, button: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const [box, buttonBox] = [await target.boundingBox(), await button.boundingBox()];
  expect(box, what).not.toBeNull();
  expect(buttonBox).not.toBeNull();
  expect(overlaps(box!, buttonBox!), `${what} is under "Ask a question"`).toBe(false);
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(onTop, `${what} is covered`).toBe(true);
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`'Ask a question' never covers content: 'Email invoice' and the prices on billing stay clear at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await logIn(page, "counselor");
    await expectPath(page, "/app/dashboard");
    await page.goto("/app/user/billing");
    const ask = page.getByRole("button", { name: "Ask a question" });
    await expect(ask).toBeVisible();
    await expect(ask).toBeInViewport({ ratio: 1 });
    // Reachable by keyboard: Tab from the top of the page reaches it, Enter opens the panel.
    await expect(async () => {
      await page.keyboard.press("Tab");
      await expect(ask).toBeFocused({ timeout: 100 });
    }).toPass({ timeout: 15_000, intervals: [0] });
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Ask a question" });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    const emails = page.getByRole("button", { name: /^Email invoice/ });
    await expect(emails.first()).toBeVisible();
    for (const email of await emails.all()) await expectUncovered(page, email, ask, "Email invoice");
    const prices = page.locator("main").getByText(/\$\s?\d/);
    expect(await prices.count()).toBeGreaterThan(0);
    for (const price of await prices.all()) {
      if (await price.isVisible()) await expectUncovered(page, price, ask, `the price ${await price.textContent()}`);
    }
  });
}
