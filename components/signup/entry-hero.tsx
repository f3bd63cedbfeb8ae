"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { TEntryContext } from "@/lib/signup/context";
import type { TDialog } from "@/lib/signup/dialogs";

type TProps = { routeDefault: TDialog | null; context: TEntryContext; onOpen: (dialog: TDialog) => void };

/** The welcome section behind the dialogs: what the page is about and buttons that reopen them. */
export function EntryHero({ routeDefault, context, onOpen }: TProps) {
  const t = useTranslations("signup.hero");
  const { partner, conference, promo, coupon } = context;
  const kind = routeDefault?.kind ?? "none";

  let title: string;
  let intro: string;
  if (partner) {
    title = t("partnerTitle", { name: partner.name });
    intro = t("partnerIntro", { discount: partner.discount });
  } else if (conference) {
    title = conference.name;
    intro = conference.freeLabel || t("quoteIntro");
  } else if (promo) {
    title = promo.label;
    intro = promo.note;
  } else if (coupon) {
    title = t("couponTitle", { code: coupon.code });
    intro = coupon.discount === 100 ? t("couponFree") : t("couponDiscount", { discount: coupon.discount });
  } else {
    title = t(`${kind}Title`);
    intro = t(`${kind}Intro`);
  }

  const primary = routeDefault ? <Button onClick={() => onOpen(routeDefault)}>{t(`open.${routeDefault.kind}`)}</Button> : null;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-14">
        {partner?.logo ? (
          <div className="mb-6 inline-flex rounded-lg p-4" style={{ background: partner.logoBackground }}>
            <img src={partner.logo} alt={partner.name} className="h-12 w-auto" />
          </div>
        ) : null}
        {conference?.logoUrl ? <img src={conference.logoUrl} alt={conference.name} className="mb-6 h-16 w-auto" /> : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p> : null}
        {conference?.signupNoteExpiration ? <p className="mt-2 text-sm text-slate-600">{conference.signupNoteExpiration}</p> : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {primary}
          {kind !== "register" ? (
            <Button variant={primary ? "secondary" : "primary"} onClick={() => onOpen({ kind: "register" })}>
              {t("open.register")}
            </Button>
          ) : null}
          {kind !== "quote" ? (
            <Button variant="secondary" onClick={() => onOpen({ kind: "quote", mode: "1" })}>
              {t("open.quote")}
            </Button>
          ) : null}
          {kind !== "login" ? (
            <Button variant="ghost" onClick={() => onOpen({ kind: "login" })}>
              {t("open.login")}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
