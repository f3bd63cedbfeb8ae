"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/form";
import { useErrorText } from "@/components/ui/use-error-text";
import { issueFeedAction, revokeFeedAction } from "@/lib/calendar/feed-actions";

type TConfirm = "regenerate" | "revoke" | null;

/** The private subscription URL: create it, copy it, regenerate it (the old one stops working) or revoke it. */
export function SubscribeSection({ initialUrl }: { initialUrl: string | null }) {
  const t = useTranslations("calendar.feed.subscribe");
  const errorText = useErrorText();
  const [url, setUrl] = useState(initialUrl);
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [pending, start] = useTransition();

  const issue = () =>
    start(async () => {
      const r = await callAction(() => issueFeedAction());
      setConfirm(null);
      if (r.ok) {
        setUrl(r.data.url);
        toast.success(url ? t("regenerated") : t("created"));
      } else if (!shownByShell(r)) toast.error(errorText(r.error[0], t("failed")));
    });
  const revoke = () =>
    start(async () => {
      const r = await callAction(() => revokeFeedAction());
      setConfirm(null);
      if (r.ok) {
        setUrl(null);
        toast.success(t("revoked"));
      } else if (!shownByShell(r)) toast.error(errorText(r.error[0], t("failed")));
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      (document.getElementById("calendar-feed-url") as HTMLInputElement | null)?.select();
      toast.info(t("copyManually"));
    }
  };

  return (
    <div className="space-y-3">
      <h3 className="font-medium text-slate-900">{t("heading")}</h3>
      <p className="text-sm text-slate-600">{t("help")}</p>
      {url ? (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="calendar-feed-url" className="sr-only">
              {t("urlLabel")}
            </label>
            <input id="calendar-feed-url" readOnly value={url} className={`${inputClass} font-mono text-xs`} onFocus={(e) => e.currentTarget.select()} data-testid="calendar-feed-url" />
            <Button onClick={copy} className="shrink-0">
              {t("copy")}
            </Button>
          </div>
          <p className="text-xs text-slate-500">{t("privateNote")}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setConfirm("regenerate")} disabled={pending}>
              {t("regenerate")}
            </Button>
            <Button variant="ghost" onClick={() => setConfirm("revoke")} disabled={pending}>
              {t("revoke")}
            </Button>
          </div>
        </>
      ) : (
        <Button onClick={issue} disabled={pending}>
          {pending ? t("creating") : t("create")}
        </Button>
      )}
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer font-medium text-brand-700">{t("howTo.summary")}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t("howTo.google")}</li>
          <li>{t("howTo.outlook")}</li>
          <li>{t("howTo.apple")}</li>
        </ul>
      </details>
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === "revoke" ? t("confirmRevokeTitle") : t("confirmRegenerateTitle")}
        description={confirm === "revoke" ? t("confirmRevokeBody") : t("confirmRegenerateBody")}
        closeLabel={t("close")}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {t("cancel")}
          </Button>
          <Button variant={confirm === "revoke" ? "danger" : "primary"} onClick={confirm === "revoke" ? revoke : issue} disabled={pending}>
            {confirm === "revoke" ? t("revoke") : t("regenerate")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
