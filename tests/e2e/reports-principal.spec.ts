import { expect, test, type Browser } from "@playwright/test";
import { getDocumentProxy } from "unpdf";
import { expectPath, logIn } from "./helpers";

// A counselor prints the principal report: opens it from the reports list, edits the
// request, the PDF downloads and is one Letter page carrying the edited request; print is offered.

test("a counselor prints the principal report", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/reports");
  await page.getByRole("link", { name: "Report to the principal" }).click();
  await expect(page.getByRole("heading", { name: "Report to the principal", level: 1 })).toBeVisible();
  await expect(page.getByTestId("principal-headline")).toContainText("of the time with and for students");
  await expect(page.getByRole("heading", { name: "Non-counseling duties" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top 3 outcomes" })).toBeVisible();

  const request = page.getByLabel("Your request to the principal (you may edit it)");
  await expect(request).not.toHaveValue("");
  await request.fill("Please move the testing coordination to the office this spring.");
  const pdfLink = page.getByTestId("principal-pdf");
  await expect(pdfLink).toHaveAttribute("href", /request=Please\+move\+the\+testing/);

  const res = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const bytes = new Uint8Array(await res.body());
  expect(new TextDecoder("latin1").decode(bytes.slice(0, 5))).toBe("%PDF-");
  const pdf = await getDocumentProxy(bytes.slice());
  expect(pdf.numPages).toBe(1);
  const [, , w, h] = (await pdf.getPage(1)).view;
  expect([Math.round(w), Math.round(h)]).toEqual([612, 792]);

  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Email to the principal" })).toBeVisible();
  await page.getByRole("button", { name: "Email to the principal" }).click();
  const dialog = page.getByRole("dialog", { name: "Email the report to the principal" });
  await expect(dialog).toBeVisible();
  // The recipient is a choice, not a typed address: the counselor herself, or a confirmed principal.
  await expect(dialog.getByRole("group", { name: "Send to" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /^Me \(/ })).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
});

/** The newest e-mail to `to` whose subject holds `subject`, read by an administrator in the outbox: its HTML. */
async function outboxHtml(browser: Browser, subject: string, to: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await logIn(admin, "admin");
    await expectPath(admin, "/app/training");
    const email = admin.getByRole("listitem").filter({ hasText: subject }).filter({ hasText: to }).first();
    // A report's e-mail is written by the job queue's worker a moment after the request: the page is read again until it is there.
    await expect(async () => {
      await admin.goto("/app/admin/outbox");
      await expect(email).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    return (await email.locator("iframe").getAttribute("srcdoc")) ?? "";
  } finally {
    await context.close();
  }
}

// The principal on file: the counselor names her principal; the principal confirms through the
// link e-mailed to them (read from the outbox); only then is the principal a recipient of the report;
// removing them takes them off the choice again.
test("a counselor names her principal, who confirms by the e-mailed link and then receives the report", async ({ page, browser }) => {
  const address = `principal-${Date.now().toString(36)}@akikurose-e2e.org`;
  await logIn(page, "counselor");
  await expect(page).toHaveURL(/\/app\//);
  await page.goto("/app/report/principal");
  const section = page.getByRole("region", { name: "Principal on file" });
  await section.getByRole("button", { name: "Name the principal" }).click();
  const naming = page.getByRole("dialog", { name: "Name your school's principal" });
  await naming.getByLabel("Principal's name").fill("Dr. Robin Vale");
  await naming.getByLabel("Principal's e-mail address").fill(address);
  await naming.getByRole("button", { name: "Send the confirmation request" }).click();
  await expect(section.getByRole("status")).toHaveText(`Confirmation request sent to ${address}.`);
  await expect(section.getByText(/Waiting for confirmation/)).toBeVisible();

  // Pending: not a recipient yet.
  await page.getByRole("button", { name: "Email to the principal" }).click();
  let dialog = page.getByRole("dialog", { name: "Email the report to the principal" });
  await expect(dialog.getByRole("radio", { name: new RegExp(address.replace(/[.]/g, "\\.")) })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The principal opens the link in their own browser: the page names the school and asks; a button confirms.
  const html = await outboxHtml(browser, "Please confirm: principal of Aki Kurose Middle School on SCUTA", address);
  const match = /https?:\/\/[^"'\s<]+(\/confirmPrincipal\?token=[A-Za-z0-9_-]+)/.exec(html);
  expect(match, "a /confirmPrincipal link in the e-mail").not.toBeNull();
  const visitor = await browser.newContext();
  try {
    const principal = await visitor.newPage();
    // The page fits a phone in English and Italian (the screenshots are looked at by hand).
    for (const [lang, width, heading] of [
      ["it", 390, "Conferma di essere il dirigente"],
      ["it", 1280, "Conferma di essere il dirigente"],
      ["en", 390, "Confirm you are the principal"],
      ["en", 1280, "Confirm you are the principal"],
    ] as const) {
      await visitor.addCookies([{ name: "NEXT_LOCALE", value: lang, url: new URL(match![1], page.url()).toString() }]);
      await principal.setViewportSize({ width, height: 800 });
      await principal.goto(match![1]);
      await expect(principal.getByRole("heading", { name: heading })).toBeVisible();
      expect(await principal.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await principal.screenshot({ path: `/tmp/principal-shots/confirm-${lang}-${width}.png`, fullPage: true });
    }
    await expect(principal.getByRole("heading", { name: "Confirm you are the principal" })).toBeVisible();
    await expect(principal.getByText("Aki Kurose Middle School", { exact: true })).toBeVisible();
    await expect(principal.getByText("Casey Morgan", { exact: true })).toBeVisible();
    await principal.getByRole("button", { name: "Yes, I confirm" }).click();
    await expect(principal.getByRole("status")).toContainText("you are on file as the principal of Aki Kurose Middle School");
    // The link works once.
    await principal.reload();
    await expect(principal.getByRole("alert").filter({ hasText: "not valid or was already used" })).toBeVisible();
  } finally {
    await visitor.close();
  }

  // Confirmed: the counselor sends the report to the principal. The page fits a phone (the signed-in
  // area speaks the account's language, English for the demo counselor).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/app/report/principal");
    await expect(page.getByRole("region", { name: "Principal on file" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `/tmp/principal-shots/report-en-${width}.png`, fullPage: true });
  }
  await expect(section.getByText("Confirmed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Email to the principal" }).click();
  dialog = page.getByRole("dialog", { name: "Email the report to the principal" });
  await dialog.getByRole("radio", { name: `Dr. Robin Vale, principal of Aki Kurose Middle School (${address})` }).check();
  await page.screenshot({ path: "/tmp/principal-shots/email-dialog-en-1280.png" });
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toBeHidden();
  expect(await outboxHtml(browser, "report to the principal", address)).toContain("Casey Morgan");

  // Removed: no longer a choice.
  await section.getByRole("button", { name: "Remove: Dr. Robin Vale" }).click();
  await page.getByRole("dialog", { name: "Remove this principal?" }).getByRole("button", { name: "Remove" }).click();
  await expect(section.getByRole("status")).toHaveText("Dr. Robin Vale was removed.");
  await page.reload();
  await page.getByRole("button", { name: "Email to the principal" }).click();
  await expect(page.getByRole("dialog", { name: "Email the report to the principal" }).getByRole("radio")).toHaveCount(1);
});

// The OSCAR brochure (RAMP add-on; an administrator may): the principal's message is saved for the
// school year, is on the page after a reload, and the PDF link carries no text of it. The admin opens
// their own brochure (by default an administrator reads the first counselor's, read-only).
test("the principal's message of the OSCAR brochure is saved and stays out of the PDF link", async ({ page }) => {
  await logIn(page, "admin");
  await expect(page).toHaveURL(/\/app\//);
  const me = await page.request.get("/api/v1/user");
  expect(me.status()).toBe(200);
  const { id } = (await me.json()).data as { id: number };
  await page.goto("/app/oscar/rampApplication");
  await expect(page.getByLabel("The principal's message (printed on the brochure)")).toHaveCount(0);
  await page.goto(`/app/oscar/rampApplication?user_id=${id}`);
  await expect(page.getByRole("heading", { name: "OSCAR: School Counselor Accountability Report", level: 1 })).toBeVisible();
  const message = `Welcome to our counseling program ${Date.now().toString(36)}.`;
  await page.getByLabel("The principal's message (printed on the brochure)").fill(message);
  await page.getByTestId("oscar-message-save").click();
  await expect(page.getByText("Message saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("The principal's message (printed on the brochure)")).toHaveValue(message);
  const href = (await page.getByTestId("oscar-pdf").getAttribute("href"))!;
  expect(href).not.toContain("message");
  const res = await page.request.get(href.replace("format=pdf", "format=json"));
  expect(res.status()).toBe(200);
  expect((await res.json()).data.message).toBe(message);
});
