import { expect, test, type Locator, type Page } from "@playwright/test";
import { oneRosterZip } from "../support/oneroster";
import { auditDialog } from "./axe-audit";
import { logIn, purchaseOrderFor, requestAppointment } from "./helpers";

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

/** Audits the open dialog, closes it with Escape, and the focus is back on what opened it (WCAG 2.4.3). */
async function auditAndReturn(page: Page, dialog: Locator, opener: Locator, what: string) {
  await auditDialog(page, dialog, what);
  await expect.soft(opener, `the focus is back on the opener of ${what}`).toBeFocused();
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

test("the counselor's SMART goal dialogs, the standards picker's limit, the calendar feed's turn-off and the erase-student confirmation have no axe violation (WCAG 2.2 AA); Escape gives the focus back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await asRole(page, "counselor");
  const measured = `dialog audit ${Date.now().toString(36)}`;

  // A new SMART goal: the change % shows once React runs; a third standard is refused by the picker's alert.
  await page.goto("/app/smartgoals/new");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("What is measured").fill(measured);
  await page.getByLabel("Baseline value").fill("20");
  await page.getByLabel("Target value").fill("15");
  await expect(page.getByTestId("smart-goal-percent")).toHaveText("25%");
  const standards = page.locator('[data-testid^="standard-"]');
  await standards.nth(0).check();
  await standards.nth(1).check();
  const limit = page.getByRole("dialog", { name: "Save Goal" });
  await openDialog(standards.nth(2), limit);
  await auditAndReturn(page, limit, standards.nth(2), "the standards picker's Save Goal alert");
  await expect(standards.nth(2)).not.toBeChecked();
  await page.getByTestId("smart-goal-save").click();
  await expect(page).toHaveURL(/\/app\/smartgoals\/edit\/\d+$/);
  await page.reload();
  await page.waitForLoadState("networkidle");

  // The saved goal: a statement to delete, the lesson and event dialogs, then the baseline question.
  await page.getByLabel("New statement").fill(`I feel ready ${measured}`);
  await page.getByTestId("sg-statement-add").click();
  await expect(page.getByTestId("sg-statement-row")).toContainText(`I feel ready ${measured}`);
  const deleteStatement = page.getByRole("button", { name: "Delete – Statement 1" });
  const statement = page.getByRole("dialog", { name: "Delete question" });
  await openDialog(deleteStatement, statement);
  await auditAndReturn(page, statement, deleteStatement, "the Delete question dialog of a SMART goal");
  for (const name of ["Create a lesson", "Create an event"]) {
    const opener = page.getByRole("button", { name, exact: true });
    const dialog = page.getByRole("dialog", { name });
    await openDialog(opener, dialog);
    await auditAndReturn(page, dialog, opener, `the SMART goal's ${name} dialog`);
  }
  // Focusing the baseline asks first; Escape keeps it locked (the field is then disabled).
  const baseline = page.getByRole("dialog", { name: "Edit baseline data" });
  await page.getByLabel("Baseline value").focus();
  await auditDialog(page, baseline, "the SMART goal's Edit baseline data question");
  await expect(page.getByLabel("Baseline value")).toBeDisabled();

  // The list: Delete asks first; Escape keeps the goal, then it is deleted.
  await page.goto("/app/smartgoals");
  const row = page.getByTestId("smart-goal-row").filter({ hasText: measured });
  const deleteGoal = row.getByRole("button", { name: /^Delete – / });
  const goal = page.getByRole("dialog", { name: "Delete SMART goal" });
  await openDialog(deleteGoal, goal);
  await auditAndReturn(page, goal, deleteGoal, "the Delete SMART goal dialog");
  await openDialog(deleteGoal, goal);
  await goal.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(row).toHaveCount(0);

  // The calendar feed: a link to turn off (made first when there is none), asked first; then turned off.
  await page.goto("/app/calendar");
  const create = page.getByRole("button", { name: "Create subscription link" });
  const turnOff = page.getByRole("button", { name: "Turn off the link" });
  await expect(async () => {
    if (await create.isVisible()) await create.click();
    await expect(turnOff).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The new link's toast has gone before the dialog opens: the audit is of the dialog and the page under it.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const feed = page.getByRole("dialog", { name: "Turn off the link?" });
  await openDialog(turnOff, feed);
  await auditAndReturn(page, feed, turnOff, "the calendar feed's Turn off the link? dialog");
  await openDialog(turnOff, feed);
  await feed.getByRole("button", { name: "Turn off the link" }).click();
  await expect(create).toBeVisible();

  // A student's record: Erase asks first; Escape erases nothing.
  const students = (await (await page.request.get("/api/v1/client?type=students")).json()) as { data: { id: number }[] };
  await page.goto(`/app/studentsGroups/students/${students.data[0].id}`);
  const erase = page.getByTestId("student-erase");
  const eraseDialog = page.getByRole("dialog", { name: "Erase this student?" });
  await openDialog(erase, eraseDialog);
  await auditAndReturn(page, eraseDialog, erase, "the Erase this student? dialog");
});

test("the manager's caseload Reassign and History dialogs have no axe violation (WCAG 2.2 AA); Escape gives the focus back", async ({ page }) => {
  test.setTimeout(90_000);
  await asRole(page, "manager");
  // One student on the demo counselor's caseload, through a OneRoster import of the manager's district.
  const stamp = String(Date.now()).slice(-6);
  const student = { sourcedId: `s-dlg-${stamp}`, role: "student", givenName: `Dana${stamp}`, familyName: "Caseload", identifier: `DLG${stamp}`, grades: "10", org: "org-dlg" };
  const zip = oneRosterZip({
    mode: "delta",
    orgs: [{ sourcedId: "org-dlg", name: "Demo High", type: "school", identifier: "530771001249" }],
    users: [{ sourcedId: `t-dlg-${stamp}`, role: "counselor", givenName: "Casey", familyName: "Morgan", email: "counselor@demo.scuta.app", org: "org-dlg" }, student],
    demographics: [{ sourcedId: student.sourcedId, sex: "female" }],
    classes: [{ sourcedId: `cl-dlg-${stamp}`, title: `Dialog caseload ${stamp}`, school: "org-dlg" }],
    enrollments: [
      { sourcedId: `en-t-dlg-${stamp}`, classSourcedId: `cl-dlg-${stamp}`, userSourcedId: `t-dlg-${stamp}`, role: "teacher", school: "org-dlg" },
      { sourcedId: `en-s-dlg-${stamp}`, classSourcedId: `cl-dlg-${stamp}`, userSourcedId: student.sourcedId, role: "student", school: "org-dlg" },
    ],
  });
  const imported = await page.request.post("/api/v1/roster/oneroster", { multipart: { file: { name: `roster-${stamp}.zip`, mimeType: "application/zip", buffer: Buffer.from(zip) } } });
  expect(imported.status(), await imported.text()).toBe(200);

  const name = `Dana${stamp} Caseload`;
  await page.goto(`/app/districtSettings/caseloads?q=${encodeURIComponent(`Dana${stamp}`)}`);
  for (const [button, title] of [
    [`Reassign ${name}`, `Reassign ${name}`],
    [`History of ${name}`, `Caseload history of ${name}`],
  ]) {
    const opener = page.getByRole("button", { name: button, exact: true });
    const dialog = page.getByRole("dialog", { name: title });
    await openDialog(opener, dialog);
    await auditAndReturn(page, dialog, opener, `the ${title.replace(name, "{student}")} dialog on /app/districtSettings/caseloads`);
  }
});

test("the admin's mark-paid and add-on revoke confirmations have no axe violation (WCAG 2.2 AA); Escape gives the focus back", async ({ page, request }) => {
  test.setTimeout(90_000);
  // An order awaiting its purchase-order payment, bought by a quote user.
  const order = await purchaseOrderFor(request, "quoteuser");
  await asRole(page, "admin");

  await page.goto(`/app/admin/orders?q=${order.invoiceNumber}`);
  const markPaid = page.locator(`tr[data-order-id="${order.id}"]`).getByRole("button", { name: `Mark paid: invoice ${order.invoiceNumber}` });
  const paid = page.getByRole("dialog", { name: `Mark invoice ${order.invoiceNumber} paid?` });
  await openDialog(markPaid, paid);
  await auditAndReturn(page, paid, markPaid, "the Mark invoice paid? dialog on /app/admin/orders");

  // A running add-on grant of its own, revoked at the end.
  const note = `Dialog audit ${Date.now().toString(36)}`;
  const users = (await (await page.request.get("/api/v1/addon/users?q=emersoncounselor")).json()) as { data: { users: { id: number }[] } };
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const granted = await page.request.post("/api/v1/addon", { data: { addon: "sms", userIds: [users.data.users[0].id], until, note } });
  expect(granted.status(), await granted.text()).toBe(200);
  await page.goto("/app/addons?q=emersoncounselor");
  const revoke = page
    .getByRole("row")
    .filter({ hasText: note })
    .getByRole("button", { name: /^Revoke SMS of / });
  const confirm = page.getByRole("dialog", { name: "Revoke this add-on?" });
  await openDialog(revoke, confirm);
  await auditAndReturn(page, confirm, revoke, "the Revoke this add-on? dialog on /app/addons");
  await openDialog(revoke, confirm);
  await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(page.getByRole("row").filter({ hasText: note })).toHaveCount(0);
});

test("the edition switch's Upgrade to MAX? dialog has no axe violation (WCAG 2.2 AA); Escape gives the focus back to the switch", async ({ page }) => {
  // A PRO license that never bought MAX: the switch is refused and the upgrade offered, nothing changes.
  await asRole(page, "renewer");
  await page.waitForLoadState("networkidle");
  const edition = page.getByLabel("Edition");
  const upgrade = page.getByRole("dialog", { name: "Upgrade to MAX?" });
  await expect(async () => {
    if (!(await upgrade.isVisible())) {
      await edition.focus();
      await edition.selectOption({ label: "MAX" });
    }
    await expect(upgrade).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await auditAndReturn(page, upgrade, edition, "the edition switch's Upgrade to MAX? dialog");
  await expect(edition).toHaveValue("1");
});

test("the edition switch's Enable Topics? question has no axe violation (WCAG 2.2 AA); Escape declines it and the page comes back on MAX with Topics off", async ({ page }) => {
  // The demo counselor holds MAX without Topics: back on MAX from PRO, the switch asks whether to enable them.
  await asRole(page, "counselor");
  await page.goto("/app/tags");
  await page.waitForLoadState("networkidle");
  const edition = page.getByLabel("Edition");
  await expect(edition).toHaveValue("2");
  // Each switch reloads the page once the server has the new edition.
  await Promise.all([page.waitForEvent("load"), edition.selectOption({ label: "PRO" })]);
  await expect(edition).toHaveValue("1");
  await edition.selectOption({ label: "MAX" });
  const topics = page.getByRole("dialog", { name: "Enable Topics?" });
  await expect(topics.getByRole("button", { name: "Enable Topics" })).toBeVisible();
  await Promise.all([page.waitForEvent("load"), auditDialog(page, topics, "the edition switch's Enable Topics? question")]);
  await expect(page.getByLabel("Edition")).toHaveValue("2");
});
