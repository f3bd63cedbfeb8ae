"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { RenewalDialog } from "@/components/account/renewal-dialog";
import { Button, buttonClass } from "@/components/ui/button";
import type { TUserListItem } from "@/lib/users/queries";
import { ManagerBillingDialog } from "./manager-billing-dialog";

type TProps = {
  renewHref: string;
  me: string;
  /** The licence holder the page shows. */
  holder: string;
  canPick: boolean;
  users: TUserListItem[];
  complete: boolean;
  /** ?renewFor= (renewal emails): open the dialog at once for this user. */
  openFor: string | null;
  /** Role 44 "asks the manager for a renewal quote instead of renewing directly". */
  asksManager: boolean;
  expired: boolean;
  /** ?upgrade=max (the edition switch's link): open the dialog at once on the MAX upgrade. */
  upgrade?: boolean;
};

/** The renew link (a new licence from the day after the current one ends) and the "Renew or buy" button that opens the manager billing dialog. */
export function RenewCard({ renewHref, me, holder, canPick, users, complete, openFor, asksManager, expired, upgrade = false }: TProps) {
  const t = useTranslations("billing.account.renew");
  const router = useRouter();
  const [open, setOpen] = useState(openFor !== null || upgrade);
  const [asking, setAsking] = useState(false);
  // A failed quote save closed the dialog: its error stays here for display.
  const [saveError, setSaveError] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The shared dialog has no Radix trigger to return to: focus goes back to the button by hand.
    if (!next) setTimeout(() => trigger.current?.focus(), 0);
    // Closing drops ?renewFor= / ?upgrade= so a reload does not open the dialog again.
    if (!next && (openFor !== null || upgrade)) router.replace(holder === me ? "/app/user/billing" : `/app/user/billing?for=${encodeURIComponent(holder)}`, { scroll: false });
  };
  const dialog = (
    <ManagerBillingDialog
      open={open}
      onOpenChange={onOpenChange}
      me={me}
      initialUsername={openFor ?? holder}
      canPick={canPick}
      users={users}
      complete={complete}
      preset={upgrade ? "upgrade" : null}
      onQuoteSaveFailed={setSaveError}
    />
  );
  const saveFailure = saveError ? (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {saveError}
    </p>
  ) : null;

  if (asksManager) {
    return (
      <section aria-labelledby="renew-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="renew-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-slate-700">{t("renewerBody")}</p>
        <Button onClick={() => setAsking(true)}>{t("askManager")}</Button>
        <RenewalDialog open={asking} onClose={() => setAsking(false)} ticket={null} expired={expired} />
        {/* An upgrade to MAX for the current period is not a renewal: the holder buys it here. */}
        {upgrade ? dialog : null}
        {saveFailure}
      </section>
    );
  }

  return (
    <section aria-labelledby="renew-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="renew-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-slate-700">{expired ? t("expiredBody") : t("body")}</p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={trigger}
          type="button"
          className={buttonClass("primary")}
          onClick={() => {
            setSaveError(null);
            setOpen(true);
          }}
          aria-haspopup="dialog"
        >
          {t("buy")}
        </button>
        <a href={renewHref} className={buttonClass("secondary")}>
          {t("link")}
        </a>
      </div>
      {saveFailure}
      {dialog}
    </section>
  );
}
