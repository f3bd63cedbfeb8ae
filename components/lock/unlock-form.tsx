"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { unlockScreenAction } from "@/lib/auth/lock-actions";

/** The lock screen's password field: the session stays signed in; the password opens it again. */
export function UnlockForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("lock");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = () => {
    if (!password) {
      setError(t("errors.required"));
      return;
    }
    setError(null);
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof unlockScreenAction>>;
      try {
        result = await unlockScreenAction({ password, callbackUrl });
      } catch {
        setError(t("errors.network"));
        return;
      }
      if (result.ok) {
        // A full load: the signed-in layout renders again with the unlocked session.
        window.location.assign(result.data.next);
        return;
      }
      const code = result.error[0]?.code ?? "";
      setPassword("");
      setError(t.has(`errors.${code}`) ? t(`errors.${code}`) : t("errors.failed"));
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="space-y-1">
        <label htmlFor="lock-password" className="block text-sm font-medium text-slate-700">
          {t("password")}
        </label>
        <input
          id="lock-password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          className={`${inputClass} ${error ? "border-red-500" : ""}`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "lock-password-error" : undefined}
        />
        {error ? (
          <p id="lock-password-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={pending} aria-busy={pending} className="w-full">
        {t("unlock")}
      </Button>
    </form>
  );
}
