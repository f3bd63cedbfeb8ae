// The entry points that ask no action of the access table, each with the reason. A route handler
// or server action that neither names an action nor matches an entry here fails the route-access
// test. `at` is a route file's folder or a server-action file (a trailing "#name" narrows it to one
// action); the longest match wins. "public": no session needed; "user": any signed-in user, and the
// use-case narrows to the caller's own records (or refuses).

export type TOpenEntry = { at: string; access: "public" | "user"; reason: string };

export const OPEN_ENTRIES: readonly TOpenEntry[] = [
  // Routes without a session.
  { at: "app/api/auth/[...nextauth]", access: "public", reason: "Auth.js's own sign-in and session endpoints" },
  { at: "app/lesson/view/[id]", access: "public", reason: "redirects to /app/lesson/view/{id}, which checks lesson.read; no data" },
  { at: "app/getServerTime", access: "public", reason: "the server clock, no data" },
  { at: "app/home", access: "public", reason: "the spec's public /home calls: sign-up lookups, contact, demos, conference and survey pages, promotions" },
  { at: "app/home/calendarFeed/[token]", access: "public", reason: "a calendar feed read by its secret token (revocable)" },
  { at: "app/user/calendar/[token]", access: "public", reason: "a calendar feed read by its secret token (revocable)" },
  { at: "app/api/v1/login", access: "public", reason: "signing in" },
  { at: "app/api/v1/sso/lookup", access: "public", reason: "the login dialog: whether an e-mail domain has a district sign-in button (its label only), rate-limited" },
  { at: "app/api/v1/sso/continue", access: "user", reason: "after a district sign-in: sends the signed-in person to their own landing page" },
  { at: "lib/sso/actions.ts", access: "public", reason: "starts a district sign-in with its provider (signing in)" },
  { at: "app/api/v1/forgot", access: "public", reason: "password reset request (answers the same for any address)" },
  { at: "app/api/v1/reset", access: "public", reason: "password reset with the e-mailed token" },
  { at: "app/api/v1/checkUserReset", access: "public", reason: "checks a password-reset token" },
  { at: "app/api/v1/activate", access: "public", reason: "account activation with the e-mailed token" },
  { at: "app/api/v1/activateCode", access: "public", reason: "account activation with the e-mailed code" },
  { at: "app/api/v1/register", access: "public", reason: "signing up for a trial" },
  { at: "app/api/v1/registerEmail", access: "public", reason: "sign-up: is the address free" },
  { at: "app/api/v1/register/quote", access: "public", reason: "sign-up from a quote" },
  { at: "app/api/v1/quote", access: "public", reason: "a visitor's licence quote (price, save, PDF, e-mail), rate-limited" },
  { at: "app/api/v1/quoteByQuoteID/pdf", access: "public", reason: "a quote's PDF by its unguessable link" },
  { at: "app/api/v1/invoice/pdf", access: "public", reason: "an invoice's PDF by its unguessable link" },
  { at: "app/api/v1/fundingRequestPdf/pdf", access: "public", reason: "a funding request PDF by its unguessable link" },
  { at: "app/api/v1/pdf/[token]", access: "public", reason: "a short-lived PDF link: the token is the permission" },
  { at: "app/api/v1/remove/pdfUrl", access: "public", reason: "ends a short-lived PDF link one holds" },
  { at: "app/api/v1/coupon", access: "public", reason: "checks a coupon code during a visitor's purchase" },
  { at: "app/api/v1/users/checkCoupon", access: "public", reason: "checks a coupon code during a visitor's purchase" },
  { at: "app/api/v1/users/billing/add", access: "public", reason: "a visitor's purchase (the order names its buyer)" },
  { at: "app/api/v1/users/getUserDetails", access: "public", reason: "a purchase's billing details by its quote token" },
  { at: "app/api/v1/billing/stripe/webhook", access: "public", reason: "Stripe's webhook, checked by its signature" },
  { at: "app/api/v1/goalSurveys/answer", access: "public", reason: "students answer a survey round by its link (device cookie required)" },
  { at: "app/api/v1/principalContacts/confirm", access: "public", reason: "a named principal confirms or declines by the e-mailed single-use link (the token is the permission), rate-limited" },

  // Routes any signed-in user calls; the use-case reads or writes only the caller's own records.
  { at: "app/api/v1/logout", access: "user", reason: "signing out" },
  { at: "app/api/v1/common/timeZoneList", access: "user", reason: "the list of time zones, no data" },
  { at: "app/api/v1/home", access: "user", reason: "the caller's own home counters" },
  { at: "app/api/v1/billingTopics/published", access: "user", reason: "the published billing topics, shown to every user" },
  { at: "app/api/v1/school/LEAID/[LEAID]", access: "user", reason: "NCES reference data: a district's schools" },
  { at: "app/api/v1/customUserCreateQuote/pdf", access: "user", reason: "the caller's own quote PDF" },
  { at: "app/api/v1/customerUser/getLastQoute", access: "user", reason: "the caller's own last quote" },
  { at: "app/api/v1/order/sendEmailToUser/[id]", access: "user", reason: "resends the caller's own invoice (rate-limited)" },

  // Server actions without a session.
  { at: "lib/auth/actions.ts", access: "public", reason: "signing in and out" },
  { at: "lib/auth/lock-actions.ts", access: "public", reason: "the lock screen: locks, unlocks (password) or signs out the caller's own session" },
  { at: "lib/account/actions.ts", access: "public", reason: "password reset, activation and the contact form, before signing in" },
  { at: "lib/account/actions.ts#requestRenewalAction", access: "user", reason: "the caller asks their own manager to renew" },
  { at: "lib/billing/actions.ts", access: "public", reason: "a visitor's licence quote (coupon, price, save, e-mail); a signed-in caller's own" },
  { at: "lib/billing/pdf-actions.ts", access: "public", reason: "quote, funding and invoice PDFs by their unguessable link, or the caller's own" },
  { at: "lib/billing/purchase-actions.ts", access: "public", reason: "a visitor's purchase; the order names its buyer" },
  { at: "lib/principal-contacts/public-actions.ts", access: "public", reason: "a named principal confirms or declines by the e-mailed single-use link, rate-limited" },

  // Server actions any signed-in user calls on their own records.
  { at: "lib/calendar/feed-actions.ts", access: "user", reason: "the caller's own calendar feed link" },
  { at: "lib/appointments/actions.ts", access: "user", reason: "appointment requests addressed to the caller (or their school's counselors for a secretary)" },
  { at: "lib/reports/principal/actions.ts", access: "user", reason: "the caller's own principal report and OSCAR message" },
  { at: "lib/billing/account-actions.ts", access: "user", reason: "the caller's own quote" },
  { at: "lib/users/school-year-actions.ts", access: "user", reason: "the caller's own school-year dates (a lapsed licence too: renewing asks for them)" },
];

/** The entry that covers a route folder or a server action ("file#name"), or null. */
export function openEntryOf(target: string): TOpenEntry | null {
  let found: TOpenEntry | null = null;
  for (const e of OPEN_ENTRIES) {
    const under = target === e.at || target.startsWith(e.at + "/") || target.startsWith(e.at + "#");
    if (under && (!found || e.at.length > found.at.length)) found = e;
  }
  return found;
}
