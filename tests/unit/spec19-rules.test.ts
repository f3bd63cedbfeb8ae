import { describe, expect, it } from "vitest";
import { applyPlanRules, emptyQuantities, looksUpOwnedSeats, ownedForQuote, ownedSeatCount } from "@/lib/billing/pricing";
import type { TOwnedGrant, TPricingBuyer, TQuantities } from "@/lib/billing/types";
import { cpuLoadShare, prePostSurveyPath, usesQrMode } from "@/lib/home/rules";
import { sessionAlertTitle } from "@/components/shell/api-error-rules";
import { firstReportMonth } from "@/lib/billing/admin/purchase-report-rules";
import { showsSchoolDistrictFields } from "@/lib/billing/quote-rules";
import { QUICKSTART_FALLBACK, quickstartVideoUrl } from "@/lib/shell/quickstart";
import { trainSignsIn } from "@/lib/signup/register-user";
import { LOGIN_NAVIGATION_DELAY_MS } from "@/lib/account/rules";
import { PURCHASE_EVENT, recordPurchaseEvent } from "@/lib/billing/purchase-tracking";
import { trackingEvents } from "@/db/schema";

const qty = (q: Partial<TQuantities> = {}): TQuantities => ({ ...emptyQuantities(), ...q });
const buyer = (b: Partial<TPricingBuyer>): TPricingBuyer => ({ roleId: 1, appId: 1, isSw: false, expires: null, managerProratedDiscount: 0, ...b });
const grant = (g: Partial<TOwnedGrant>): TOwnedGrant => ({ product: "max", quantity: 1, start: "2026-08-01", end: "2027-07-31", ...g });

// Owned seats, one test per rule.
describe("owned seats", () => {
  it("'For users whose role_id is not 1, quantities come from a lookup of purchased orders by date range'", () => {
    for (const role of [2, 3, 5, 6, 9, 12, 21, 22, 44]) expect(looksUpOwnedSeats(role)).toBe(true);
  });

  it("'For role_id 1 the lookup is skipped'", () => {
    expect(looksUpOwnedSeats(1)).toBe(false);
    // Even when owned seats are passed, role 1 bills what it asks for.
    expect(applyPlanRules(qty({ max: 1 }), qty({ max: 1 }), buyer({ roleId: 1 }))).toEqual(qty({ max: 1 }));
  });

  it("'A product already purchased (count of 1) with no next-year period is set to 0'", () => {
    expect(ownedSeatCount(1, false)).toBe(0);
    expect(ownedForQuote([grant({ quantity: 1 })], "2027-07-31")).toEqual(qty());
  });

  it("'otherwise it is set to the returned quantity' (a next-year period, or more than one seat)", () => {
    expect(ownedSeatCount(1, true)).toBe(1);
    expect(ownedSeatCount(5, false)).toBe(5);
    expect(ownedSeatCount(0, false)).toBe(0);
    // One MAX seat that runs on past the chosen end (into the next licence year) counts.
    expect(ownedForQuote([grant({ quantity: 1, end: "2028-07-31" })], "2027-07-31")).toEqual(qty({ max: 1 }));
    expect(ownedForQuote([grant({ quantity: 5 })], "2027-07-31")).toEqual(qty({ max: 5 }));
    expect(ownedForQuote(null, "2027-07-31")).toBeNull();
  });

  it("a single-licence role other than 1 is not billed again for what it owns (the lookup applies to it too)", () => {
    expect(applyPlanRules(qty({ max: 1, sms: 1 }), qty({ sms: 1 }), buyer({ roleId: 44, appId: 2 }))).toEqual(qty({ max: 1 }));
    expect(applyPlanRules(qty({ pro: 1 }), null, buyer({ roleId: 3 }))).toEqual(qty({ pro: 1 }));
  });

  it("'For a trial (AppID 0) with role_id other than 2 and isSW 0, the appointment quantity is set to 1' even when one is owned", () => {
    expect(applyPlanRules(qty(), qty({ appointment: 1 }), buyer({ roleId: 3, appId: 0 }))).toEqual(qty({ max: 1, appointment: 1 }));
  });
});

// The home response and its QR mode.
describe("the home response", () => {
  it("'Surveys use QR mode when prePostSurveyID is greater than 2'", () => {
    expect(usesQrMode(3)).toBe(true);
    expect(usesQrMode(2)).toBe(false);
    expect(usesQrMode(1)).toBe(false);
    expect(usesQrMode(null)).toBe(false);
  });

  it("'Survey QR links open … as qrNew/{p or t}{surveyId}/{eventId}, where p is a pre survey and t the post survey'", () => {
    expect(prePostSurveyPath("pre", 7, 42)).toBe("/qrNew/p7/42");
    expect(prePostSurveyPath("post", 7, 42)).toBe("/qrNew/t7/42");
  });

  it("cpuLOAD is the 1-minute load per processor, never negative", () => {
    expect(cpuLoadShare(1, 2)).toBe(0.5);
    expect(cpuLoadShare(-1, 2)).toBe(0);
    expect(cpuLoadShare(3, 0)).toBe(3);
  });
});

// The 401 alert.
describe("the 401 alert", () => {
  const errorText = (e: { code: string; message: string } | undefined, fallback: string) => (e?.code === "token_expired" ? "Sitzung abgelaufen" : (e?.message ?? fallback));
  it("'401: warning alert titled with the server message'", () => {
    expect(sessionAlertTitle({ code: "custom", message: "Signed out by the administrator." }, errorText, "Your session has ended")).toBe("Signed out by the administrator.");
    // A known code is the same message in the user's language.
    expect(sessionAlertTitle({ code: "token_expired", message: "Your session has expired." }, errorText, "x")).toBe("Sitzung abgelaufen");
    expect(sessionAlertTitle(undefined, errorText, "Your session has ended")).toBe("Your session has ended");
  });
});

// The purchase tracking events counted by month.
describe("the monthly purchase report", () => {
  it("covers the last 12 months up to this month", () => {
    expect(firstReportMonth("2026-11-27", 12)).toBe("2025-12");
    expect(firstReportMonth("2026-01-05", 12)).toBe("2025-02");
    expect(firstReportMonth("2026-12-31", 1)).toBe("2026-12");
  });
});

// The school-district fields of the quote form.
describe("showSDfields", () => {
  it("'Licence type ids: AppID 3 or 4 shows school-district fields'", () => {
    expect(showsSchoolDistrictFields(3)).toBe(true);
    expect(showsSchoolDistrictFields(4)).toBe(true);
    for (const appId of [0, 1, 2, 5, null, undefined]) expect(showsSchoolDistrictFields(appId)).toBe(false);
  });
});

// The links of the shell.
describe("the quickstart tutorial", () => {
  it("'A quickstart tutorial video opens in a new tab': the stored quickstart video, else the trainings page", () => {
    expect(
      quickstartVideoUrl([
        { page: "/app/calendar", videoURL: "https://v.example/cal" },
        { page: "quickstart", videoURL: "https://v.example/start" },
      ]),
    ).toBe("https://v.example/start");
    expect(quickstartVideoUrl([{ page: "/app/calendar", videoURL: "https://v.example/cal" }])).toBe(QUICKSTART_FALLBACK);
  });
});

// The train sign-up and the login navigation.
describe("the train sign-up and the login navigation", () => {
  it("'Train sign-up: role 2 logs straight in; other roles see the success dialog'", () => {
    expect(trainSignsIn("train", 2)).toBe(true);
    for (const role of [1, 6, 21, 22]) expect(trainSignsIn("train", role)).toBe(false);
    // Only the train sign-up: a manager registering elsewhere sets a password first.
    expect(trainSignsIn("lite", 2)).toBe(false);
    expect(trainSignsIn("1", 2)).toBe(false);
  });

  it("'After an existing-user or login flow, a two-link navigation has an 800 ms delay'", () => {
    expect(LOGIN_NAVIGATION_DELAY_MS).toBe(800);
  });
});

// "On success: … a purchase tracking event for the total cost is sent".
describe("the purchase tracking event", () => {
  it("'a purchase tracking event for the total cost is sent': one 'purchase' event per order, valued at the order's total, in the product's own table", async () => {
    const written: unknown[] = [];
    const conflictTargets: unknown[] = [];
    const tx = {
      insert: (table: unknown) => ({
        values: (v: unknown) => {
          written.push({ table, v });
          return { onConflictDoNothing: async (o: { target: unknown }) => void conflictTargets.push(o.target) };
        },
      }),
    };
    const now = new Date("2026-11-27T12:00:00Z");
    await recordPurchaseEvent(tx as never, { id: 41, userId: 7, amountDueCents: 19900 }, now);
    expect(written).toEqual([{ table: trackingEvents, v: { name: PURCHASE_EVENT, userId: 7, orderId: 41, valueCents: 19900, createdAt: now } }]);
    // A retried completion of the same order records nothing twice.
    expect(conflictTargets).toEqual([[trackingEvents.name, trackingEvents.orderId]]);
  });
});
