"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ssoSignInAction } from "@/lib/sso/actions";

type TButton = { provider_id: string; label: string; kind: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * "Sign in with <district's provider>": shown once the typed e-mail's domain belongs to a district's
 * enabled provider (asked of /api/v1/sso/lookup after a pause in typing, once per domain). The
 * password form stays beside it for everyone.
 */
export function SsoButton({ email }: { email: string }) {
  const t = useTranslations("sso.login");
  const domain = EMAIL.test(email.trim()) ? email.trim().split("@").pop()!.toLowerCase() : "";
  const [found, setFound] = useState<{ domain: string; button: TButton | null } | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!domain || found?.domain === domain) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/sso/lookup?domain=${encodeURIComponent(domain)}`, { signal: controller.signal, headers: { accept: "application/json" } })
        .then((res) => (res.ok ? res.json() : null))
        .then((body: { data?: { sso: boolean } & Partial<TButton> } | null) => {
          const data = body?.data;
          setFound({ domain, button: data?.sso && data.provider_id && data.label ? { provider_id: data.provider_id, label: data.label, kind: data.kind ?? "oidc" } : null });
        })
        .catch(() => undefined);
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [domain, found?.domain]);

  const button = found && found.domain === domain ? found.button : null;
  if (!button) return null;
  return (
    <form action={ssoSignInAction} onSubmit={() => setPending(true)} className="mt-4 border-t border-slate-200 pt-4">
      <input type="hidden" name="provider" value={button.provider_id} />
      <Button type="submit" variant="secondary" className="w-full" disabled={pending}>
        {t("button", { label: button.label })}
      </Button>
      <p className="mt-2 text-xs text-slate-600">{t("hint")}</p>
    </form>
  );
}

/** The login page's notice after a district sign-in that did not let the person in (the outcome is in the address: ?sso=pending|refused|unavailable). */
export function SsoNotice() {
  const t = useTranslations("sso.login");
  const [outcome, setOutcome] = useState<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const sso = params.get("sso");
    const error = params.get("error");
    // Read once from the address on arrival (the page may be prerendered, so not during render).
    setOutcome(sso && ["pending", "refused", "unavailable"].includes(sso) ? sso : error ? "refused" : null);
  }, []);
  if (!outcome) return null;
  return (
    <p role="alert" className={`mb-4 rounded-md border p-3 text-sm ${outcome === "pending" ? "border-amber-300 bg-amber-50 text-amber-900" : "border-red-300 bg-red-50 text-red-800"}`}>
      {t(outcome === "pending" ? "pending" : outcome === "unavailable" ? "unavailable" : "refused")}
    </p>
  );
}
