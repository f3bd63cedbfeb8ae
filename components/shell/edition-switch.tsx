"use client";

import { useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog } from "@/components/ui/dialog";
import { Button, buttonClass } from "@/components/ui/button";
import { Field } from "@/components/ui/form";
import { useErrorText } from "@/components/ui/use-error-text";
import { confirmTopicsAction, switchEditionAction } from "@/lib/shell/actions";
import { watchUnauthorized } from "./session-expired";

/** Where a PRO licence is upgraded to MAX: billing, with MAX to the licence's end priced as the upgrade. */
export const UPGRADE_HREF = "/app/user/billing?upgrade=max";

/**
 * PRO (AppID 1) / MAX (AppID 2). Switching to MAX without Topics asks whether to enable them; MAX
 * without a MAX licence (the server answers upgrade_required) offers the upgrade in billing.
 */
export function EditionSwitch({ appId, canSwitch }: { appId: number; canSwitch: boolean }) {
  const t = useTranslations("shell.edition");
  const [pending, startTransition] = useTransition();
  const [askTopics, setAskTopics] = useState(false);
  const [offerUpgrade, setOfferUpgrade] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorText = useErrorText();
  // The select is disabled while the server answers, so loses the focus: the upgrade dialog gives it back.
  const select = useRef<HTMLSelectElement>(null);

  if (appId === 0 || !canSwitch) {
    return <span className="rounded bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-800">{appId === 0 ? t("trial") : appId === 1 ? "PRO" : "MAX"}</span>;
  }

  const reload = (delay = 0) => setTimeout(() => window.location.reload(), delay);

  return (
    <div className="flex items-center gap-1">
      <Field id="edition-switch" label={t("label")} hideLabel>
        {(control) => (
          <select
            {...control}
            ref={select}
            value={appId}
            disabled={pending}
            onChange={(e) => {
              const next = Number(e.target.value);
              setError(null);
              startTransition(async () => {
                const result = watchUnauthorized(await switchEditionAction(next));
                if (!result.ok && result.error[0]?.code === "upgrade_required") return setOfferUpgrade(true);
                if (!result.ok) return setError(errorText(result.error[0], t("failed")));
                if (result.data.askTopics) setAskTopics(true);
                else reload();
              });
            }}
            className="rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-7 text-sm font-semibold text-slate-700"
          >
            <option value={1}>PRO</option>
            <option value={2}>MAX</option>
          </select>
        )}
      </Field>
      {error ? (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      ) : null}
      <Dialog open={offerUpgrade} onOpenChange={setOfferUpgrade} title={t("upgradeTitle")} description={t("upgradeBody")} closeLabel={t("cancel")} returnFocus={select}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOfferUpgrade(false)}>
            {t("cancel")}
          </Button>
          <a href={UPGRADE_HREF} className={buttonClass("primary")}>
            {t("upgradeAction")}
          </a>
        </div>
      </Dialog>
      <Dialog
        open={askTopics}
        onOpenChange={(open) => {
          // Cancelling reloads the page with the new edition.
          if (!open) {
            setAskTopics(false);
            reload();
          }
        }}
        title={t("topicsTitle")}
        description={t("topicsBody")}
        closeLabel={t("cancel")}
      >
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setAskTopics(false);
              reload();
            }}
          >
            {t("cancel")}
          </Button>
          <Button
            disabled={pending}
            onClick={() =>
              startTransition(async () => {
                const result = watchUnauthorized(await confirmTopicsAction());
                if (!result.ok) return setError(errorText(result.error[0], t("failed")));
                toast.success(t("topicsEnabled"), { description: t("topicsEnabledBody") });
                reload(1200);
              })
            }
          >
            {t("enableTopics")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
