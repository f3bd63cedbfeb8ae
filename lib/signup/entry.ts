import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TLocale } from "@/lib/i18n/locales";
import { todayIn } from "@/lib/users/rules";
import type { TEntryContext, TPartnerInfo } from "./context";
import { dialogCode, type TDialog } from "./dialogs";
import { findPromo } from "./promos";
import { findConference, findCouponByCode, type TPartnerView } from "./queries";
import { isCouponUsable } from "./rules";

/** The coupon, conference and promotion the page's dialogs are about (the first dialog naming one wins). */
export async function loadEntryContext(db: TDbOrTx, dialogs: (TDialog | null)[], ctx: { now: Date; locale: TLocale; partner?: TPartnerInfo | null }): Promise<TEntryContext> {
  const today = todayIn("America/New_York", ctx.now);
  const pick = (key: "coupon" | "conf" | "promo"): string | undefined => dialogs.map((d) => dialogCode(d, key)).find(Boolean);
  const couponCode = pick("coupon");
  const confId = pick("conf");
  const promoName = pick("promo");
  const coupon = couponCode ? await findCouponByCode(db, couponCode) : null;
  const conference = confId ? await findConference(db, confId, ctx.locale) : null;
  const promo = promoName ? await findPromo(db, { urlName: promoName }, { today, locale: ctx.locale }) : null;
  return {
    coupon: coupon && isCouponUsable(coupon, today) ? { code: coupon.code, discount: coupon.discount, expires0731: coupon.expires0731, comment: coupon.comment } : null,
    conference: conference
      ? {
          slug: conference.slug,
          name: conference.name,
          coupon: conference.coupon,
          freeLabel: conference.freeLabel,
          logoUrl: conference.logo_url,
          link: conference.link,
          signupNoteExpiration: conference.signupNoteExpiration,
        }
      : null,
    promo: promo ? { urlName: promo.urlName, label: promo.promoLabel, note: promo.promoNote } : null,
    partner: ctx.partner ?? null,
  };
}

export function partnerInfo(p: TPartnerView, host: string): TPartnerInfo {
  return { id: p.id, name: p.name, logo: p.logo, logoBackground: p.logo_background, discount: p.discount, host };
}
