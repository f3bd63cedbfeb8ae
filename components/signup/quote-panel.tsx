"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import type { TEntryContext } from "@/lib/signup/context";
import type { TQuoteMode, TQuoteVariant } from "@/lib/signup/dialogs";
import { HaveAccount } from "./register-dialog";
import { SignupForm, type TRegistered } from "./signup-form";

type TProps = {
  dialog: { mode: TQuoteMode; coupon?: string; conf?: string; promo?: string };
  variant: TQuoteVariant;
  context: TEntryContext;
  onClose: () => void;
  onLogin: () => void;
  onRegistered: (result: TRegistered) => void;
  /** An account with this email exists: with the login notice of a 406 answer's first error, else null. */
  onExists: (email: string, loginNotice: string | null) => void;
};

const SUBMIT_KEYS: Partial<Record<TQuoteVariant, string>> = { demo: "submitDemo", train: "submitTrain" };

/**
 * The quote/sign-up panel: it opens from the left, is named after its variant (quote, buy, demo,
 * coupon, train, nsclc, hatch, partner, conference) and shows what the variant is about.
 */
export function QuotePanel({ dialog, variant, context, onClose, onLogin, onRegistered, onExists }: TProps) {
  const t = useTranslations("signup");
  const { partner, conference, promo, coupon } = context;
  const couponCode = dialog.coupon ?? (variant === "coupon" ? coupon?.code : undefined);
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed left-0 top-0 z-50 h-full w-full max-w-lg overflow-y-auto border-r border-slate-200 bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{t("quote.title", { variant: t(`variants.${variant}`) })}</RadixDialog.Title>
            <RadixDialog.Close className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t("close")}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </RadixDialog.Close>
          </div>
          <p className="mb-4 text-sm text-slate-600">{t(`quote.intro.${variant}`)}</p>
          {variant === "partner" && partner ? (
            <div className="mb-4 flex items-center gap-3 rounded-md p-3 text-white" style={{ background: partner.logoBackground }}>
              {partner.logo ? <img src={partner.logo} alt="" className="h-10 w-auto" /> : null}
              <p className="text-sm font-medium">{t("quote.partnerDiscount", { name: partner.name, discount: partner.discount })}</p>
            </div>
          ) : null}
          {conference ? (
            <div className="mb-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-800">
              <p className="font-medium">{conference.name}</p>
              {conference.freeLabel ? <p>{conference.freeLabel}</p> : null}
              {conference.signupNoteExpiration ? <p className="text-xs">{conference.signupNoteExpiration}</p> : null}
            </div>
          ) : null}
          {coupon && couponCode && coupon.code.toLowerCase() === couponCode.toLowerCase() ? (
            <p className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
              {coupon.discount === 100 ? t("register.couponFree", { code: coupon.code }) : t("register.coupon", { code: coupon.code, discount: coupon.discount })}
            </p>
          ) : null}
          {promo ? (
            <div className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-medium">{promo.label}</p>
              {promo.note ? <p>{promo.note}</p> : null}
            </div>
          ) : null}
          <SignupForm
            idPrefix="quote"
            endpoint="/api/v1/register/quote"
            dialogType={variant}
            couponCode={couponCode}
            showCouponField={variant === "coupon"}
            confId={dialog.conf ?? conference?.slug}
            promoName={dialog.promo ?? promo?.urlName}
            partnerHost={variant === "partner" ? partner?.host : undefined}
            submitLabel={t(`quote.${SUBMIT_KEYS[variant] ?? "submit"}`)}
            onRegistered={onRegistered}
            onExists={onExists}
          />
          <HaveAccount onLogin={onLogin} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
