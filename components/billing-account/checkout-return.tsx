"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";
import { confirmCheckoutAction } from "@/lib/billing/purchase-actions";
import { formatDate } from "@/lib/i18n/format";
import { callAction, shownByShell } from "./call-action";

type TState = { kind: "idle" } | { kind: "confirming" } | { kind: "paid"; expires: string | null } | { kind: "pending" } | { kind: "failed"; message: string };

/**
 * The return from Stripe Checkout (?checkout={session id}): confirms the payment once, shows the
 * outcome, drops the parameter from the address and refreshes the licence and the orders.
 */
export function CheckoutReturn({ sessionId }: { sessionId: string | null }) {
  const t = useTranslations("billing.account.checkout");
  const locale = useLocale();
  const errorText = useErrorText();
  const router = useRouter();
  const [state, setState] = useState<TState>({ kind: "idle" });
  const done = useRef<string | null>(null);

  useEffect(() => {
    // Once per session id, even when effects run twice (strict mode) or the page re-renders.
    if (!sessionId || done.current === sessionId) return;
    done.current = sessionId;
    setState({ kind: "confirming" });
    void (async () => {
      const result = await callAction(() => confirmCheckoutAction({ sessionId }));
      if (!result.ok) setState(shownByShell(result) ? { kind: "idle" } : { kind: "failed", message: errorText(result.error[0], t("failed")) });
      else if (result.data.status === "paid" || result.data.status === "awaiting_po") setState({ kind: "paid", expires: result.data.newExpires || result.data.user.expires || null });
      else setState({ kind: "pending" });
      const url = new URL(window.location.href);
      url.searchParams.delete("checkout");
      window.history.replaceState(null, "", url.pathname + url.search);
      router.refresh();
    })();
  }, [sessionId, errorText, router, t]);

  if (state.kind === "idle") return null;
  if (state.kind === "confirming") {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700">
        {t("confirming")}
      </p>
    );
  }
  if (state.kind === "failed") {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        {state.message}
      </p>
    );
  }
  return (
    <p role="status" className={`rounded-md border p-3 text-sm ${state.kind === "paid" ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}>
      {state.kind === "paid" ? (state.expires ? t("paid", { date: formatDate(state.expires, locale) }) : t("paidNoDate")) : t("pending")}
    </p>
  );
}
