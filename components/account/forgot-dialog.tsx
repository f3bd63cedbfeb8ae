"use client";

import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/form";
import { forgotAction } from "@/lib/account/actions";
import { useAccountErrorText } from "./use-account-error";

/**
 * "Forgot password/activate": asks for the email and sends a reset link (or a new activation
 * link to an account that never set its password). The answer is the same for every email.
 */
export function ForgotForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const t = useTranslations("account.forgot");
  const errorText = useAccountErrorText();
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, startTransition] = useTransition();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t("emailRequired"));
      return inputRef.current?.focus();
    }
    startTransition(async () => {
      const result = await forgotAction(email);
      if (!result.ok) {
        setError(errorText(result.error[0], t("failed")));
        return inputRef.current?.focus();
      }
      setError(null);
      setSent(true);
    });
  };

  if (sent) {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {t("sent")}
        </p>
        <p className="text-sm text-slate-600">
          {t("codeHint")}{" "}
          <Link href="/activateCode" className="font-medium text-brand-700 underline">
            {t("enterCode")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
          {t("email")}
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} ${error ? "border-red-500" : ""}`}
          required
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}

/** The "Forgot password?" control of the login form and the dialog it opens. */
export function ForgotPasswordButton({ className = "" }: { className?: string }) {
  const t = useTranslations("account.forgot");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`text-sm font-medium text-brand-700 underline hover:text-brand-800 ${className}`}>
        {t("open")}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} closeLabel={t("close")}>
        {open ? <ForgotForm /> : null}
      </Dialog>
    </>
  );
}
