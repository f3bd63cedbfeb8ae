"use client";

import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert, TextField } from "@/components/ui/form";
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
    return (
      <TextField
        id={`${id}-${name}`}
        name={name}
        label={t(name)}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        error={flag?.field === name ? flag.text : undefined}
        style={name === "code" ? { fontFamily: "var(--font-mono, monospace)", letterSpacing: "0.3em" } : undefined}
        required
        {...props}
      />
    );
  };

  return (
    <form ref={formRef} method="post" onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <FormAlert>{alert}</FormAlert>
      {input("username", { autoComplete: "username" })}
      {input("code", { autoComplete: "one-time-code", inputMode: "numeric", maxLength: 7 })}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("checking") : t("submit")}
      </Button>
    </form>
  );
}
