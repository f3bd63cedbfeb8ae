import { describe, expect, it } from "vitest";
import { isPublicPath, PUBLIC_FIRST_SEGMENTS } from "@/lib/auth/public-routes";

// The public routes (no login needed), with the paths the page list gives them.
// [route name, example path]
const NAMED_PUBLIC_ROUTES: [string, string][] = [
  ["index", "/"],
  ["partner", "/partner"],
  ["scheduleDemo", "/scheduleDemo"],
  ["scheduleDemo (with username)", "/scheduleDemo/jdoe"],
  ["scheduleTraining", "/scheduleTraining"],
  ["appointmentUsername", "/appointment/jdoe"],
  ["publishUseofTimeAnalysis", "/sd/1234567"],
  ["dropinUsername", "/dropin/jdoe"],
  ["step2quote", "/step2quote"],
  ["step3quote", "/step3quote"],
  ["step2quoteCoupon", "/step2quoteCoupon"],
  ["tap", "/AppointmentTap"],
  ["auth", "/auth"],
  ["login sub-route signin", "/signin"],
  ["login sub-route registration", "/registration"],
  ["loginWithToken", "/user/calendar/tok"],
  ["forgot", "/forgot/tok"],
  ["promoSettings", "/promoSettings"],
  ["register", "/register"],
  ["tradeshow", "/tradeshow"],
  ["tryramp", "/tryramp"],
  ["tryRAMP", "/tryRAMP"],
  ["TryForFree", "/TryForFree"],
  ["TryForFree2", "/TryForFree2"],
  ["tryforfree", "/tryforfree"],
  ["tryforfreefb", "/tryforfreefb"],
  ["hatch", "/hatch"],
  ["nsclc", "/nsclc"],
  ["nsclc10", "/nsclc10"],
  ["coupons", "/coupons/ABC"],
  ["promo", "/promo/x"],
  ["privacy", "/privacy"],
  ["accessibility", "/accessibility"],
  ["funding", "/funding"],
  ["terms-of-use", "/terms-of-use"],
  ["appointment", "/appointment"],
  ["timesheet", "/timesheet/jdoe/3"],
  ["qr", "/qr/3"],
  ["qrNew", "/qrNew/p1/2"],
  ["qrSCWesite", "/qrSCWesite/jdoe"],
  ["survey", "/survey/3"],
  ["surveyEvent", "/surveyEvent/3/4"],
  ["surveyEventStudent", "/surveyEventStudent/3/4/5"],
  ["surveyNew", "/surveyNew"],
  ["quote", "/quote"],
  ["qrcode", "/qrcode/website/jdoe"],
  ["activate", "/activate/tok/user"],
  ["activateCode", "/activateCode/tok/user"],
  ["buyWihCode", "/buyWihCode"],
  ["buy", "/buy"],
  ["free2019", "/free2019"],
  ["demo", "/demo"],
  ["login", "/login"],
  ["getaquote", "/getaquote"],
  ["userSurvey", "/userSurvey/jdoe"],
  ["evangelist", "/evangelist"],
  ["ambassador", "/ambassador"],
  ["ambassadorinfo", "/ambassadorinfo/jdoe"],
  ["jobs", "/jobs"],
  ["ambassadors", "/ambassadors"],
  ["verticals", "/verticals"],
  ["questions", "/questions"],
  ["conferences", "/conferences"],
  ["conferenceshirts", "/conferenceshirts"],
  ["trainSchedule", "/trainSchedule"],
  ["trainings", "/trainings"],
  ["partnership", "/partnership"],
  ["trainingsurvey", "/trainingsurvey"],
  ["demosurvey", "/demosurvey"],
  ["feedback", "/feedback"],
  ["landing page", "/landing-page/welcome"],
  ["x_test", "/x_test"],
  ["x_testParam", "/x_test/jdoe"],
  // Redirects after sign-up land on these before the user is signed in.
  ["newLicense", "/newLicense/jdoe/0"],
  ["newLicensePartner", "/newLicensePartner/jdoe/4"],
  // Public calls.
  ["maintenance mode call", "/home/maintenanceMode"],
  ["login call", "/api/v1/login"],
  ["server time call", "/getServerTime"],
];

describe("Public routes (no login needed)", () => {
  it.each(NAMED_PUBLIC_ROUTES)("the public route %s is open at %s", (_name, path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  // A one-segment path is public through the /{dinamic} catch-all anyway; the named routes must
  // not depend on it (a named page is not a conference id).
  it.each(NAMED_PUBLIC_ROUTES.filter(([, path]) => path.split("/").filter(Boolean).length === 1))(
    "the public route %s (%s) is a named public route, not only the /{dinamic} catch-all",
    (_name, path) => {
      expect(PUBLIC_FIRST_SEGMENTS.has(path.slice(1))).toBe(true);
    },
  );

  describe("/{dinamic} catch-all: the value 'train' opens quote mode train. Any other value is a conference id.", () => {
    it.each(["/ASCA2027", "/train", "/12345", "/some-conference"])("%s is public", (path) => {
      expect(isPublicPath(path)).toBe(true);
    });
  });

  describe("Any other route is blocked for unauthenticated users.", () => {
    it.each(["/app", "/app/", "/app/dashboard", "/app/calendar/2026-09-01", "/app/user/overview", "/user", "/user/profile", "/user/overview", "/newThing/deeper", "/ASCA2027/extra"])(
      "%s is not public",
      (path) => {
        expect(isPublicPath(path)).toBe(false);
      },
    );
  });
});
