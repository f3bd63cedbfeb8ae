import { describe, expect, it } from "vitest";
import { ENTRY_ROUTES, dialogParams, parseDialogParams, urlForDialog, type TDialog } from "@/lib/signup/dialogs";
import { conferenceDialog, couponDialog, loginCallbackFor, promoDialog, quoteVariant, signupRedirect } from "@/lib/signup/rules";

describe("'Sign-up and quote pages share one login/register view and open a modal after a 1 second delay'", () => {
  it.each<[string, TDialog]>([
    ["TryForFree", { kind: "register" }],
    ["TryForFree2", { kind: "register" }],
    ["tryforfree", { kind: "register" }],
    ["tryforfreefb", { kind: "register" }],
    ["login", { kind: "login" }],
    ["getaquote", { kind: "quote", mode: "1" }],
    ["quote", { kind: "quote", mode: "1" }],
    ["demo", { kind: "quote", mode: "3" }],
    ["buy", { kind: "quote", mode: "2" }],
    ["free2019", { kind: "register", tag: "free2019" }],
    ["tryRAMP", { kind: "register", tag: "ramp" }],
    ["tryramp", { kind: "register", tag: "ramp" }],
    ["register", { kind: "register" }],
    ["tradeshow", { kind: "register", tag: "tradeshow" }],
    ["nsclc", { kind: "quote", mode: "nsclc", promo: "nsclc" }],
    ["nsclc10", { kind: "quote", mode: "nsclc", promo: "nsclc10" }],
    ["hatch", { kind: "quote", mode: "hatch", promo: "hatch" }],
    ["train", { kind: "quote", mode: "train" }],
    ["step2quote", { kind: "quote", mode: "1" }],
    ["step3quote", { kind: "quote", mode: "2" }],
    ["step2quoteCoupon", { kind: "quote", mode: "4" }],
    ["buyWihCode", { kind: "quote", mode: "4" }],
  ])("/%s opens %j", (route, dialog) => {
    expect(ENTRY_ROUTES[route as keyof typeof ENTRY_ROUTES]).toEqual(dialog);
  });
});

describe("'/coupons/{code}: No coupon found: go to the home page. Discount 100: open registration with the coupon id. Otherwise open quote mode 4 with the coupon id.'", () => {
  it.each<[{ code: string; discount: number } | null, TDialog | "home"]>([
    [null, "home"],
    [
      { code: "FREE100", discount: 100 },
      { kind: "register", coupon: "FREE100" },
    ],
    [
      { code: "SAVE25", discount: 25 },
      { kind: "quote", mode: "4", coupon: "SAVE25" },
    ],
    [
      { code: "PRO79", discount: 0 },
      { kind: "quote", mode: "4", coupon: "PRO79" },
    ],
  ])("%j → %j", (coupon, dialog) => {
    expect(couponDialog(coupon)).toEqual(dialog);
  });
});

describe("'/{dinamic}: the value train opens quote mode train. If the conference exists, quote mode 2 opens when its coupon is between 1 and 99, else the default quote. If it does not exist, nothing happens.'", () => {
  it.each<[string, { slug: string; coupon: number } | null, TDialog | null]>([
    ["train", null, { kind: "quote", mode: "train" }],
    ["asca2027", { slug: "asca2027", coupon: 20 }, { kind: "quote", mode: "2", conf: "asca2027" }],
    ["x99", { slug: "x99", coupon: 99 }, { kind: "quote", mode: "2", conf: "x99" }],
    ["stateconf", { slug: "stateconf", coupon: 0 }, { kind: "quote", mode: "1", conf: "stateconf" }],
    ["free", { slug: "free", coupon: 100 }, { kind: "quote", mode: "1", conf: "free" }],
    ["nosuchconference", null, null],
  ])("/%s → %j", (value, conference, dialog) => {
    expect(conferenceDialog(value, conference)).toEqual(dialog);
  });
});

describe("'/promo/{url}: quote mode nsclc with the url passed through. An unknown promo goes to /.'", () => {
  it("a known promotion opens quote mode nsclc with its url", () => {
    expect(promoDialog("spring", true)).toEqual({ kind: "quote", mode: "nsclc", promo: "spring" });
  });
  it("an unknown one goes home", () => {
    expect(promoDialog("nothing", false)).toBe("home");
  });
});

describe("the panel names its variant (quote, buy, demo, coupon, train, nsclc, hatch, partner, conference)", () => {
  it.each<[{ mode: "1" | "2" | "3" | "4" | "train" | "nsclc" | "hatch"; conf?: string }, boolean, string]>([
    [{ mode: "1" }, false, "quote"],
    [{ mode: "2" }, false, "buy"],
    [{ mode: "3" }, false, "demo"],
    [{ mode: "4" }, false, "coupon"],
    [{ mode: "train" }, false, "train"],
    [{ mode: "nsclc" }, false, "nsclc"],
    [{ mode: "hatch" }, false, "hatch"],
    [{ mode: "2" }, true, "partner"], // "opens quote mode 2 with partner data"
    [{ mode: "2", conf: "asca2027" }, false, "conference"],
    [{ mode: "1", conf: "stateconf" }, false, "quote"],
  ])("%j (partner %s) → %s", (dialog, partner, variant) => {
    expect(quoteVariant(dialog, { partner })).toBe(variant);
  });
});

describe("dialogs are URL-addressable, so a link or a reload reopens them", () => {
  it.each<[Record<string, string | string[]>, TDialog | null]>([
    [
      { dialog: "register", coupon: "FREE100" },
      { kind: "register", coupon: "FREE100" },
    ],
    [
      { dialog: "register", tag: "ramp" },
      { kind: "register", tag: "ramp" },
    ],
    [{ dialog: "login" }, { kind: "login" }],
    [
      { dialog: "quote", mode: "4", coupon: "SAVE25" },
      { kind: "quote", mode: "4", coupon: "SAVE25" },
    ],
    [
      { dialog: "quote", mode: "2", conf: "asca2027" },
      { kind: "quote", mode: "2", conf: "asca2027" },
    ],
    [{ dialog: "quote" }, { kind: "quote", mode: "1" }],
    [{ dialog: ["login", "register"] }, { kind: "login" }],
    [{}, null],
    [{ dialog: "admin" }, null],
    [{ dialog: "quote", mode: "9" }, null],
    [{ dialog: "register", coupon: "<script>" }, null],
    [{ dialog: "register", tag: "other" }, null],
  ])("%j → %j", (params, dialog) => {
    expect(parseDialogParams(params)).toEqual(dialog);
  });

  it.each<TDialog>([{ kind: "login" }, { kind: "register", tag: "free2019", coupon: "JULY31" }, { kind: "quote", mode: "nsclc", promo: "nsclc10" }, { kind: "quote", mode: "2", conf: "asca2027" }])(
    "%j survives a round trip through the URL",
    (dialog) => {
      expect(parseDialogParams(dialogParams(dialog))).toEqual(dialog);
    },
  );

  it.each<[string, string, TDialog | null, TDialog | null, string]>([
    ["/TryForFree", "", { kind: "register" }, { kind: "register" }, "/TryForFree"],
    ["/TryForFree", "", { kind: "login" }, { kind: "register" }, "/TryForFree?dialog=login"],
    ["/register", "?utm=x", { kind: "register", coupon: "FREE100" }, { kind: "register" }, "/register?utm=x&dialog=register&coupon=FREE100"],
    ["/login", "?callbackUrl=%2Fapp%2Flogs", { kind: "login" }, { kind: "login" }, "/login?callbackUrl=%2Fapp%2Flogs"],
    ["/quote", "?dialog=quote&mode=4&coupon=SAVE25", null, { kind: "quote", mode: "1" }, "/quote"],
    ["/asca2027", "", { kind: "quote", mode: "2", conf: "asca2027" }, { kind: "quote", mode: "2", conf: "asca2027" }, "/asca2027"],
  ])("urlForDialog(%s%s, %j) with the route's %j → %s", (path, search, dialog, routeDefault, url) => {
    expect(urlForDialog(path, search, dialog, routeDefault)).toBe(url);
  });
});

describe("'Redirects after sign-up'", () => {
  it.each<[Parameters<typeof signupRedirect>[0], string]>([
    [{ username: "morganc", dialogType: "partner", partnerId: 1001 }, "/newLicensePartner/morganc/1001"],
    [{ username: "morganc", dialogType: "demo" }, "/scheduleDemo/morganc"],
    [{ username: "morganc", dialogType: "train", trainLogin: true }, "/trainSchedule"],
    [{ username: "morganc", dialogType: "coupon", couponCode: "SAVE25" }, "/newLicense/morganc/SAVE25"],
    [{ username: "morganc", dialogType: "buy" }, "/newLicense/morganc/buy"],
    [{ username: "morganc", dialogType: "" }, "/newLicense/morganc/0"],
    [{ username: "o'brien", dialogType: "quote" }, "/newLicense/o'brien/quote"],
  ])("%j → %s", (input, path) => {
    expect(signupRedirect(input)).toBe(path);
  });

  it("'train login → /trainSchedule'; demo logs in towards its scheduling page", () => {
    expect(loginCallbackFor("train")).toBe("/trainSchedule");
    expect(loginCallbackFor("demo")).toBe("/scheduleDemo");
    expect(loginCallbackFor("quote")).toBeUndefined();
  });
});
