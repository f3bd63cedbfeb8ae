// The public routes (reachable signed out), by their first path segment. Everything else under a
// multi-segment path (and all of /app) needs a signed-in user; a single unknown segment is the
// public /{dinamic} conference catch-all.
export const PUBLIC_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  "", // index
  "partner",
  "scheduleDemo",
  "scheduleTraining",
  "appointment",
  "sd", // publishUseofTimeAnalysis
  "dropin",
  "step2quote",
  "step3quote",
  "step2quoteCoupon",
  "AppointmentTap", // tap
  "auth",
  "signin", // the login's sub-routes: the sign-in and sign-up pages under their template names
  "registration",
  "user", // /user/calendar/{token}: loginWithToken (checked below)
  "forgot",
  "promoSettings",
  "register",
  "tradeshow",
  "tryramp",
  "tryRAMP",
  "TryForFree",
  "TryForFree2",
  "tryforfree",
  "tryforfreefb",
  "hatch",
  "nsclc",
  "nsclc10",
  "coupons",
  "promo",
  "privacy",
  "accessibility",
  "funding",
  "terms-of-use",
  "timesheet",
  "qr",
  "qrNew",
  "qrSCWesite",
  "survey",
  "surveyNew",
  "surveyEvent",
  "surveyEventStudent",
  "quote",
  "qrcode",
  "activate",
  "activateCode",
  "buyWihCode",
  "buy",
  "free2019",
  "demo",
  "login",
  "getaquote",
  "userSurvey",
  "evangelist",
  "ambassador",
  "ambassadorinfo",
  "jobs",
  "ambassadors",
  "verticals",
  "questions",
  "conferences",
  "conferenceshirts",
  "trainSchedule",
  "train",
  "trainings",
  "partnership",
  "trainingsurvey",
  "demosurvey",
  "feedback",
  "landing-page",
  "x_test",
  "newLicense",
  "newLicensePartner",
  "maintenance",
  "lock", // the lock screen: a locked session gives its password again (lib/auth/lock.ts)
  "error", // /error/404, /error/500
  // Calls with their own access checks (withApi) and the public /home/* calls.
  "api",
  "home",
  "getServerTime",
]);

/** Whether a signed-out visitor may open this path. */
export function isPublicPath(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return true;
  const first = segments[0];
  if (first === "app") return false;
  // /user/calendar/{token} logs in by token; any other /user/* path is not public.
  if (first === "user") return segments[1] === "calendar";
  if (PUBLIC_FIRST_SEGMENTS.has(first)) return true;
  // The /{dinamic} catch-all: one segment, a conference id or 'train'.
  return segments.length === 1;
}
