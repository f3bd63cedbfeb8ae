"use client";

import { useRef, useState, useTransition, type FormEvent } from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert, TextField } from "@/components/ui/form";
import { activateAction, resetPasswordAction } from "@/lib/account/actions";
import type { TErrorEntry } from "@/lib/http/errors";
import { PasswordFields, passwordErrors, type TPasswordErrors, type TPasswordValues } from "./password-fields";
import { useAccountErrorText } from "./use-account-error";
import { useNavigateAfterLogin } from "./use-navigate-after-login";

type TProps =
  /** The registration link: the username comes from the link. */
  | { mode: "activate"; token: string; username: string }
  /** A reset link: the user confirms their username (or email), unless a code exchange told it already. */
  | { mode: "reset"; token: string; username?: string };

type TErrors = TPasswordErrors & { username?: string };

/** Sets a first password (activation, then signed in) or a new one (reset, then log in). */
export function SetPasswordForm(props: TProps) {
  const t = useTranslations("account.setPassword");
  const tp = useTranslations("account.password");
  const errorText = useAccountErrorText();
  const [values, setValues] = useState<TPasswordValues>({ password: "", password_confirmation: "" });
  const [typedUsername, setTypedUsername] = useState("");
  const [errors, setErrors] = useState<TErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [activated, setActivated] = useState<string | null>(null);
  const [reset, setReset] = useState<{ message1: string; message2: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const askUsername = props.mode === "reset" && !props.username;
  const prefix = `set-${props.mode}`;

  const focusFirstError = (next: TErrors) => {
    const first = (["username", "password", "password_confirmation"] as const).find((k) => next[k]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const showServerErrors = (entries: TErrorEntry[]) => {
    const next: TErrors = {};
    for (const e of entries) {
      if (e.field === "username" || e.field === "password" || e.field === "password_confirmation") next[e.field] ??= errorText(e, e.message);
    }
    setErrors(next);
    setAlert(Object.keys(next).length ? null : errorText(entries[0], t("failed")));
    focusFirstError(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: TErrors = { ...(askUsername && !typedUsername.trim() ? { username: t("usernameRequired") } : {}), ...passwordErrors(values, tp) };
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length) return focusFirstError(next);
    startTransition(async () => {
      if (props.mode === "activate") {
        const result = await activateAction({ token: props.token, username: props.username, ...values });
        if (!result.ok) return showServerErrors(result.error);
        setActivated(result.data.destination);
      } else {
        const result = await resetPasswordAction({ token: props.token, username: props.username ?? typedUsername, ...values });
        if (!result.ok) return showServerErrors(result.error);
        setReset(result.data);
      }
    });
  };

  if (reset) {
    return (
      <div role="status" className="space-y-3">
        <p className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {t("resetDone")} <span className="block">{t("resetSignedOut")}</span>
        </p>
        <Link href="/login" className="inline-flex rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
          {t("goToLogin")}
        </Link>
      </div>
    );
  }

  return (
    <>
      <form ref={formRef} method="post" onSubmit={submit} className="space-y-4" noValidate>
        <FormAlert>{alert}</FormAlert>
        {askUsername ? (
          <TextField
            id={`${prefix}-username`}
            name="username"
            label={t("username")}
            autoComplete="username"
            value={typedUsername}
            onChange={(e) => {
              setTypedUsername(e.target.value);
              setErrors((prev) => ({ ...prev, username: undefined }));
            }}
            error={errors.username}
            required
          />
        ) : (
          // Lets password managers store the new password under the right account.
          <input type="hidden" name="username" autoComplete="username" value={props.username} readOnly />
        )}
        <PasswordFields
          idPrefix={prefix}
          values={values}
          onChange={(next) => {
            setValues(next);
            // A changed password answers its own error; the check runs again on submit.
            setErrors(({ username }) => ({ username }));
          }}
          errors={errors}
          labels={props.mode === "activate" ? { password: t("password"), confirmation: t("confirm") } : { password: t("newPassword"), confirmation: t("confirmNew") }}
        />
        <Button type="submit" className="w-full" disabled={pending || activated !== null}>
          {pending ? t("saving") : props.mode === "activate" ? t("submitActivate") : t("submitReset")}
        </Button>
      </form>
      {activated !== null ? <ActivationSuccessDialog destination={activated} /> : null}
    </>
  );
}

/** The "activation success" dialog: signed in already; Continue opens the app. */
function ActivationSuccessDialog({ destination }: { destination: string }) {
  const t = useTranslations("account.activated");
  const { go, leaving } = useNavigateAfterLogin();
  return (
    <Dialog open onOpenChange={(open) => !open && go(destination)} title={t("title")} closeLabel={t("close")}>
      <p className="mb-5 text-sm text-slate-700">{t("body")}</p>
      <Button className="w-full" onClick={() => go(destination)} disabled={leaving}>
        {leaving ? t("opening") : t("continue")}
      </Button>
    </Dialog>
  );
}
