import { expect, test } from "@playwright/test";
import { getDocumentProxy } from "unpdf";
import { logIn } from "./helpers";

// Issue 18: "a counselor prints the principal report" — opens it from the reports list, edits the
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
  await expect(page.getByRole("dialog", { name: "Email the report to the principal" })).toBeVisible();
  await expect(page.getByLabel("Principal's email address")).toBeVisible();
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
