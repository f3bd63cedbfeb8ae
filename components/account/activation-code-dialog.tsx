"use client";

import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { activationCodeAction } from "@/lib/account/actions";
import { isActivationCode } from "@/lib/account/rules";
import type { TCodeExchange } from "@/lib/account/exchange-activation-code";
import { SetPasswordForm } from "./set-password-form";
import { useAccountErrorText } from "./use-account-error";

type TField = "username" | "code";

/**
 * The activation-code entry dialog (/activateCode, /activateCode/{code}/{username}): the username
 * and the 6-digit code of the email, then the password form of that email (activation or reset).
 * It opens with the page; closed, it can be opened again.
 */
export function ActivationCodeView({ defaultUsername = "", defaultCode = "" }: { defaultUsername?: string; defaultCode?: string }) {
  const t = useTranslations("account.code");
  const [open, setOpen] = useState(true);
  const [exchange, setExchange] = useState<TCodeExchange | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("reopen")}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={exchange ? t(`titleFor.${exchange.type}`) : t("title")} closeLabel={t("close")}>
        {exchange ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">{t(`accepted.${exchange.type}`, { username: exchange.user.username })}</p>
            <SetPasswordForm mode={exchange.type} token={exchange.token} username={exchange.user.username} />
          </div>
        ) : (
          <CodeForm defaultUsername={defaultUsername} defaultCode={defaultCode} onAccepted={setExchange} />
        )}
      </Dialog>
    </>
  );
}

function CodeForm({ defaultUsername, defaultCode, onAccepted }: { defaultUsername: string; defaultCode: string; onAccepted: (e: TCodeExchange) => void }) {
  const t = useTranslations("account.code");
  const errorText = useAccountErrorText();
  const id = useId();
  const [values, setValues] = useState({ username: defaultUsername, code: isActivationCode(defaultCode) ? defaultCode : "" });
  const [flag, setFlag] = useState<{ field: TField; text: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);

  const flagField = (field: TField, text: string) => {
    setFlag({ field, text });
    formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!values.username.trim()) return flagField("username", t("usernameRequired"));
    if (!isActivationCode(values.code.replace(/\s+/g, ""))) return flagField("code", t("codeFormat"));
    setFlag(null);
    startTransition(async () => {
      const result = await activationCodeAction(values);
      if (result.ok) return onAccepted(result.data);
      const entry = result.error[0];
      if (entry?.field === "username" || entry?.field === "code") return flagField(entry.field, errorText(entry, entry.message));
      setAlert(errorText(entry, t("failed")));
    });
  };

  const input = (name: TField, props: { autoComplete: string; inputMode?: "numeric"; maxLength?: number }) => {
    const inputId = `${id}-${name}`;
    const error = flag?.field === name ? flag.text : null;
    return (
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {t(name)}
        </label>
        <input
          id={inputId}
          name={name}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`${inputClass} ${name === "code" ? "font-mono tracking-[0.3em]" : ""} ${error ? "border-red-500" : ""}`}
          required
          {...props}
        />
        {error ? (
          <p id={`${inputId}-error`} className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={formRef} method="post" onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      {alert ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {alert}
        </p>
      ) : null}
      {input("username", { autoComplete: "username" })}
      {input("code", { autoComplete: "one-time-code", inputMode: "numeric", maxLength: 7 })}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("checking") : t("submit")}
      </Button>
    </form>
  );
}
