import { expect, test, type Locator, type Page } from "@playwright/test";
import { auditDialog } from "./axe-audit";
import { logIn, requestAppointment } from "./helpers";

// Issue 31: the dialogs of every role have no axe violation (WCAG 2.2 AA). accessibility.spec.ts
// audits the public dialogs and the counselor's main ones; here each role opens its further
// dialogs, each is audited open, then closed with Escape: nothing is saved, nothing deleted.

/** Clicks the trigger until the dialog shows: a click before the page is interactive is lost. */
async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function asRole(page: Page, username: string) {
  await logIn(page, username);
  await expect(page).toHaveURL(/\/app\//);
}

test("the admin's coupon, partner, help-category and user-access dialogs have no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(90_000);
  await asRole(page, "admin");

  await page.goto("/app/admin/coupons");
  const coupons: [string, string][] = [
    ["New coupon", "New coupon"],
    ["Edit coupon SAVE25", "Edit coupon SAVE25"],
    ["Delete coupon SAVE25", "Delete coupon SAVE25?"],
  ];
  for (const [button, name] of coupons) {
    const dialog = page.getByRole("dialog", { name });
    await openDialog(page.getByRole("button", { name: button, exact: true }), dialog);
    await auditDialog(page, dialog, `the ${name} dialog on /app/admin/coupons`);
  }

  await page.goto("/app/admin/partners");
  const partner = page.getByRole("dialog", { name: "New partner" });
  await openDialog(page.getByRole("button", { name: "New partner", exact: true }), partner);
  await auditDialog(page, partner, "the New partner dialog on /app/admin/partners");

  await page.goto("/app/documentationTopics");
  const category = page.getByRole("dialog", { name: "Add a category" });
  await openDialog(page.getByRole("button", { name: "Add category", exact: true }), category);
  await auditDialog(page, category, "the Add a category dialog on /app/documentationTopics");

  // A counselor's page: Deactivate and Lock ask first ("Are you sure?").
  await page.goto("/app/users?q=Casey");
  await page.getByRole("link", { name: "Open the page of Casey Morgan" }).click();
  await expect(page).toHaveURL(/\/app\/admin\/users\/\d+$/);
  for (const button of ["Deactivate", "Lock"]) {
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await openDialog(page.getByRole("button", { name: button, exact: true }), confirm);
    await auditDialog(page, confirm, `the ${button} confirmation on a user's page`);
  }
});

test("the manager's sub-category and billing dialogs have no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(90_000);
  await asRole(page, "manager");

  await page.goto("/app/categories");
  const sub = page.getByRole("dialog", { name: "Add a sub-category" });
  await openDialog(page.getByRole("button", { name: "Add a sub-category to Counseling" }), sub);
  await expect(sub.getByLabel("Name")).toBeVisible();
  await auditDialog(page, sub, "the Add a sub-category dialog on /app/categories");

  // The manager's billing dialog, with the picker of the users the manager manages.
  await page.goto("/app/user/billing");
  const billing = page.getByRole("dialog", { name: "Renew or buy a license" });
  await openDialog(page.getByRole("button", { name: "Renew or buy" }), billing);
  await expect(billing.getByLabel("Buy for")).toHaveValue("manager");
  await expect(billing.getByRole("table")).toBeVisible();
  await auditDialog(page, billing, "the manager's Renew or buy dialog");
});

test("the secretary's accept and decline dialogs of a pending appointment request have no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(90_000);
  // A request of its own, through the public wizard: another test of this worker may have answered the seeded ones.
  const name = `Avery Dialog ${Date.now() % 100000}`;
  await requestAppointment(page, { name, email: "avery.dialog@example.org", reason: "A schedule question." });

  await logIn(page, "secretary");
  await expect(page).toHaveURL(/\/app\/calendarAppointment/);
  const card = page.getByTestId("pending-requests").getByRole("listitem").filter({ hasText: name });
  const accept = page.getByRole("dialog", { name: "Accept the request" });
  await openDialog(card.getByRole("button", { name: "Accept" }), accept);
  await expect(accept.getByLabel("Start time")).toBeVisible();
  await auditDialog(page, accept, "the Accept the request dialog");
  const decline = page.getByRole("dialog", { name: "Decline the request" });
  await openDialog(card.getByRole("button", { name: "Decline" }), decline);
  await auditDialog(page, decline, "the Decline the request dialog");
});

test("the counselor's roster import, video tutorial and PBIS record dialogs have no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(90_000);
  await asRole(page, "counselor");

  await page.goto("/app/studentsGroups/students");
  const roster = page.getByRole("dialog", { name: "Import a student roster" });
  await openDialog(page.getByTestId("roster-import-open"), roster);
  await auditDialog(page, roster, "the Import a student roster dialog");

  await page.goto("/app/videoTutorials");
  const video = page.getByRole("dialog", { name: "Planning your week in the calendar" });
  await openDialog(page.getByRole("button", { name: "Watch Planning your week in the calendar" }), video);
  await expect(video.getByRole("link", { name: "Open the video in a new tab" })).toBeVisible();
  await auditDialog(page, video, "the video tutorial dialog");

  await page.goto("/app/pbis");
  const pbis = page.getByRole("dialog", { name: "Record an incident or a recognition" });
  await openDialog(page.getByTestId("pbis-new"), pbis);
  await expect(pbis.getByTestId("pbis-student")).toBeVisible();
  await auditDialog(page, pbis, "the PBIS Record an incident or a recognition dialog");
});

test("the counselor's principal report dialogs and a lesson's QR code dialog have no axe violation (WCAG 2.2 AA)", async ({ page }) => {
  test.setTimeout(90_000);
  await asRole(page, "counselor");

  await page.goto("/app/report/principal");
  const email = page.getByRole("dialog", { name: "Email the report to the principal" });
  await openDialog(page.getByRole("button", { name: "Email to the principal" }), email);
  await expect(email.getByRole("group", { name: "Send to" })).toBeVisible();
  await auditDialog(page, email, "the Email the report to the principal dialog");
  const naming = page.getByRole("dialog", { name: "Name your school's principal" });
  await openDialog(page.getByRole("region", { name: "Principal on file" }).getByRole("button", { name: "Name the principal" }), naming);
  await expect(naming.getByLabel("Principal's e-mail address")).toBeVisible();
  await auditDialog(page, naming, "the Name your school's principal dialog");

  await page.goto("/app/lessons?q=Calm");
  await page.getByTestId("lesson-row").filter({ hasText: "Calm before the test" }).first().getByTestId("lesson-edit").click();
  await expect(page).toHaveURL(/\/app\/lesson\/edit\/\d+$/);
  const id = /edit\/(\d+)/.exec(page.url())![1];
  await page.goto(`/app/lesson/edit/${id}-1`);
  const results = page.getByRole("tabpanel", { name: "Results" });
  const qr = page.getByRole("dialog", { name: "Pre and post survey QR codes" });
  await openDialog(results.getByRole("button", { name: "Trainer QR codes" }), qr);
  await expect(qr.getByRole("img", { name: /QR code of the post survey/ })).toBeVisible();
  await auditDialog(page, qr, "the lesson's Pre and post survey QR codes dialog");
});
