"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, TextField } from "@/components/ui/form";
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
    <Form className="space-y-4" onSubmit={submit}>
      <TextField
        id="lock-password"
        name="password"
        type="password"
        label={t("password")}
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        // The refusal is read out at once: the field has just been emptied.
        error={error ? <span role="alert">{error}</span> : undefined}
      />
      <Button type="submit" disabled={pending} aria-busy={pending} className="w-full">
        {t("unlock")}
      </Button>
    </Form>
  );
}
