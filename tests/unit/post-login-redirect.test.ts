import { describe, expect, it } from "vitest";
import { postLoginRedirect, type TRedirectUser } from "@/lib/auth/rules";

// "Redirects after login, by priority". Every case starts from a plain
// counselor (role 1) with a long licence and no open invoice, which lands on the dashboard.
const base: TRedirectUser = {
  role_id: 1,
  goToUserProfile: false,
  goToTagsPage: false,
  goToCalendarPage: false,
  reNew: 0,
  daysUntilExpire: 200,
  invoiceDaysPass: 0,
  lastInvoiceID: null,
};

const u = (patch: Partial<TRedirectUser>): TRedirectUser => ({ ...base, ...patch });

// Everything that would win at a lower priority, switched on at once.
const everyLaterTrigger: Partial<TRedirectUser> = {
  goToUserProfile: true,
  goToTagsPage: true,
  goToCalendarPage: true,
  reNew: 11,
  daysUntilExpire: 2,
  invoiceDaysPass: 90,
  lastInvoiceID: 42,
};

type TCase = { label: string; user: TRedirectUser; developmentHost: boolean; expected: string };
const c = (label: string, user: TRedirectUser, developmentHost: boolean, expected: string): TCase => ({ label, user, developmentHost, expected });

describe("Redirects after login, by priority", () => {
  it("the baseline user of these cases lands on the dashboard", () => {
    expect(postLoginRedirect(base)).toBe("/app/dashboard");
  });

  describe("1. Secretary (role 5): /app/calendarAppointment", () => {
    it.each<TCase>([
      c("a plain secretary", u({ role_id: 5 }), false, "/app/calendarAppointment"),
      c("a secretary with goToUserProfile", u({ role_id: 5, goToUserProfile: true }), false, "/app/calendarAppointment"),
      c("a secretary with goToTagsPage", u({ role_id: 5, goToTagsPage: true }), false, "/app/calendarAppointment"),
      c("a secretary with goToCalendarPage", u({ role_id: 5, goToCalendarPage: true }), false, "/app/calendarAppointment"),
      c("a secretary with renew status 11", u({ role_id: 5, reNew: 11 }), false, "/app/calendarAppointment"),
      c("a secretary 2 days from expiry", u({ role_id: 5, daysUntilExpire: 2 }), false, "/app/calendarAppointment"),
      c("a secretary with a 61-day-old invoice", u({ role_id: 5, invoiceDaysPass: 61, lastInvoiceID: 42 }), false, "/app/calendarAppointment"),
      c("a secretary with every later trigger, on a development host", u({ role_id: 5, ...everyLaterTrigger }), true, "/app/calendarAppointment"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });
  });

  describe("2. Flag goToUserProfile: /app/user/overview", () => {
    it.each<TCase>([
      c("a counselor with goToUserProfile", u({ goToUserProfile: true }), false, "/app/user/overview"),
      c("goToUserProfile beats goToTagsPage and goToCalendarPage", u({ goToUserProfile: true, goToTagsPage: true, goToCalendarPage: true }), false, "/app/user/overview"),
      c("goToUserProfile beats every later trigger", u({ ...everyLaterTrigger }), false, "/app/user/overview"),
      c("an admin with goToUserProfile", u({ role_id: 3, goToUserProfile: true }), false, "/app/user/overview"),
      c("a quote user (role 6) with goToUserProfile", u({ role_id: 6, goToUserProfile: true }), false, "/app/user/overview"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });
  });

  describe("3. Flag goToTagsPage: /app/tags", () => {
    it.each<TCase>([
      c("a counselor with goToTagsPage", u({ goToTagsPage: true }), false, "/app/tags"),
      c("goToTagsPage beats goToCalendarPage", u({ goToTagsPage: true, goToCalendarPage: true }), false, "/app/tags"),
      c("goToTagsPage beats renew status 11 and a near expiry", u({ goToTagsPage: true, reNew: 11, daysUntilExpire: 1 }), false, "/app/tags"),
      c("an admin with goToTagsPage", u({ role_id: 3, goToTagsPage: true }), true, "/app/tags"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });
  });

  describe("4. Flag goToCalendarPage: /app/calendar", () => {
    it.each<TCase>([
      c("a counselor with goToCalendarPage", u({ goToCalendarPage: true }), false, "/app/calendar"),
      c("goToCalendarPage beats renew status 11", u({ goToCalendarPage: true, reNew: 11 }), false, "/app/calendar"),
      c("goToCalendarPage beats an expired license", u({ goToCalendarPage: true, daysUntilExpire: -3 }), false, "/app/calendar"),
      c("goToCalendarPage beats role 6", u({ role_id: 6, goToCalendarPage: true }), false, "/app/calendar"),
      c("goToCalendarPage beats an old invoice", u({ goToCalendarPage: true, invoiceDaysPass: 61, lastInvoiceID: 42 }), false, "/app/calendar"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });
  });

  describe("5. Renew status 11 (non-admin): /app/user/billing", () => {
    it.each<TCase>([
      c("a counselor with renew status 11", u({ reNew: 11 }), false, "/app/user/billing"),
      c("a manager with renew status 11", u({ role_id: 2, reNew: 11 }), false, "/app/user/billing"),
      c("a state education manager (role 12) with renew status 11", u({ role_id: 12, reNew: 11 }), false, "/app/user/billing"),
      c("renew status 11 beats an old invoice", u({ reNew: 11, invoiceDaysPass: 61, lastInvoiceID: 42 }), false, "/app/user/billing"),
      c("an admin with renew status 11 is not sent to billing", u({ role_id: 3, reNew: 11 }), false, "/app/training"),
      c("another renew status (10) is not the rule", u({ reNew: 10 }), false, "/app/dashboard"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });
  });

  describe("6. Days until expiry under 7 (non-admin): /app/user/billing", () => {
    it.each<TCase>([
      c("6 days until expiry", u({ daysUntilExpire: 6 }), false, "/app/user/billing"),
      c("7 days until expiry is not under 7", u({ daysUntilExpire: 7 }), false, "/app/dashboard"),
      c("the last valid day (0 days)", u({ daysUntilExpire: 0 }), false, "/app/user/billing"),
      c("an expired license (-4 days)", u({ daysUntilExpire: -4 }), false, "/app/user/billing"),
      c("a manager 3 days from expiry", u({ role_id: 2, daysUntilExpire: 3 }), false, "/app/user/billing"),
      c("a near expiry beats an old invoice", u({ daysUntilExpire: 2, invoiceDaysPass: 61, lastInvoiceID: 42 }), false, "/app/user/billing"),
      c("an admin 2 days from expiry is not sent to billing", u({ role_id: 3, daysUntilExpire: 2 }), false, "/app/training"),
      c("an admin 2 days from expiry on a development host", u({ role_id: 3, daysUntilExpire: 2 }), true, "/app/users"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });
  });

  describe("7. Role 6: /app/user/billing", () => {
    it.each<TCase>([
      c("a quote user with a long license", u({ role_id: 6 }), false, "/app/user/billing"),
      c("a quote user on a development host", u({ role_id: 6 }), true, "/app/user/billing"),
      c("a quote user with an old invoice gets plain billing", u({ role_id: 6, invoiceDaysPass: 61, lastInvoiceID: 42 }), false, "/app/user/billing"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });
  });

  describe("8. Admin (role 3): /app/training (the users page on a development host)", () => {
    it.each<TCase>([
      c("an admin", u({ role_id: 3 }), false, "/app/training"),
      c("an admin on a development host", u({ role_id: 3 }), true, "/app/users"),
      c("an admin with a 61-day-old invoice (rule 8 comes before rule 9)", u({ role_id: 3, invoiceDaysPass: 61, lastInvoiceID: 42 }), false, "/app/training"),
      c("a counselor on a development host is not affected", u({ role_id: 1 }), true, "/app/dashboard"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });

    it("an admin without options goes to /app/training (not a development host by default)", () => {
      expect(postLoginRedirect(u({ role_id: 3 }))).toBe("/app/training");
    });
  });

  describe("9. invoiceDaysPass over 60: /app/user/billing?order_id={lastInvoiceID}", () => {
    it.each<TCase>([
      c("an invoice 61 days old", u({ invoiceDaysPass: 61, lastInvoiceID: 42 }), false, "/app/user/billing?order_id=42"),
      c("an invoice 60 days old is not over 60", u({ invoiceDaysPass: 60, lastInvoiceID: 42 }), false, "/app/dashboard"),
      c("a role 12 user with an invoice 200 days old", u({ role_id: 12, invoiceDaysPass: 200, lastInvoiceID: 7 }), false, "/app/user/billing?order_id=7"),
      c("a manager with an invoice 61 days old", u({ role_id: 2, invoiceDaysPass: 61, lastInvoiceID: 1234 }), false, "/app/user/billing?order_id=1234"),
      // Implementation guard: without an invoice id there is no order to open.
      c("no invoice id to show", u({ invoiceDaysPass: 61, lastInvoiceID: null }), false, "/app/dashboard"),
    ])("$label goes to $expected", ({ user, developmentHost, expected }) => {
      expect(postLoginRedirect(user, { developmentHost })).toBe(expected);
    });
  });

  describe("10. Role 12 and everyone else: /app/dashboard", () => {
    it.each([1, 2, 4, 9, 12, 21, 22, 44])("role %i with nothing pending goes to /app/dashboard", (role_id) => {
      expect(postLoginRedirect(u({ role_id }))).toBe("/app/dashboard");
    });
  });
});
