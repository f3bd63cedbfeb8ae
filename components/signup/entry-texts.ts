import type { TEntryContext } from "@/lib/signup/context";
import type { TDialog } from "@/lib/signup/dialogs";

// The welcome section's sentences. The server words them for the page (entry-view.tsx), so the
// page's client view loads no message library; when a visit's URL or host brings another coupon,
// conference, promotion or partner, the browser words them again with the dialogs' message library
// (entry-messages.tsx). One wording for both: heroText.

/** The welcome section's title and introduction. */
export type THeroText = { title: string; intro: string };
/** The labels of the buttons that open each dialog. */
export type THeroLabels = Record<TDialog["kind"], string>;

/** A translator of the "signup.hero" messages (next-intl's, on the server or in the browser). */
export type THeroTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The partner's, conference's, promotion's or coupon's title and introduction, else the route's own. */
export function heroText(t: THeroTranslate, routeDefault: TDialog | null, context: TEntryContext): THeroText {
  const { partner, conference, promo, coupon } = context;
  if (partner) return { title: t("partnerTitle", { name: partner.name }), intro: t("partnerIntro", { discount: partner.discount }) };
  if (conference) return { title: conference.name, intro: conference.freeLabel || t("quoteIntro") };
  if (promo) return { title: promo.label, intro: promo.note };
  if (coupon) return { title: t("couponTitle", { code: coupon.code }), intro: coupon.discount === 100 ? t("couponFree") : t("couponDiscount", { discount: coupon.discount }) };
  const kind = routeDefault?.kind ?? "none";
  return { title: t(`${kind}Title`), intro: t(`${kind}Intro`) };
}

/** The buttons' labels. */
export function heroLabels(t: THeroTranslate): THeroLabels {
  return { register: t("open.register"), login: t("open.login"), quote: t("open.quote") };
}
