"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { generatePassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "@/lib/account/password";

export type TPasswordValues = { password: string; password_confirmation: string };
export type TPasswordErrors = Partial<Record<keyof TPasswordValues, string>>;

type TProps = {
  idPrefix: string;
  values: TPasswordValues;
  onChange: (values: TPasswordValues) => void;
  errors: TPasswordErrors;
  /** Labels differ: "Password" on activation, "New password" on a reset. */
  labels: { password: string; confirmation: string };
};

/**
 * A new password and its confirmation, with show/hide and a generated strong password that is
 * copied to the clipboard ('Password Copied' / 'To paste, right-click and select Paste or press CTRL+V.').
 */
export function PasswordFields({ idPrefix, values, onChange, errors, labels }: TProps) {
  const t = useTranslations("account.password");
  const [visible, setVisible] = useState(false);
  const type = visible ? "text" : "password";

  const fillGenerated = async () => {
    const password = generatePassword();
    onChange({ password, password_confirmation: password });
    setVisible(true);
    try {
      await navigator.clipboard.writeText(password);
      toast.success(t("copiedTitle"), { description: t("copiedBody") });
    } catch {
      // No clipboard (permissions, insecure context): the password is on screen to copy by hand.
      toast.info(t("generatedTitle"), { description: t("generatedBody") });
    }
  };

  const field = (key: keyof TPasswordValues, label: string, autoComplete: string) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          name={key}
          type={type}
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(e) => onChange({ ...values, [key]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : key === "password" ? `${id}-hint` : undefined}
          className={`${inputClass} ${error ? "border-red-500" : ""}`}
          required
          minLength={key === "password" ? MIN_PASSWORD_LENGTH : undefined}
        />
        {key === "password" && !error ? (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t("hint", { min: MIN_PASSWORD_LENGTH })}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="space-y-3">
      {field("password", labels.password, "new-password")}
      {field("password_confirmation", labels.confirmation, "new-password")}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <input id={`${idPrefix}-show`} type="checkbox" className="h-4 w-4" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
          <label htmlFor={`${idPrefix}-show`} className="text-sm text-slate-700">
            {t("show")}
          </label>
        </div>
        <Button variant="secondary" onClick={fillGenerated}>
          {t("generate")}
        </Button>
      </div>
    </div>
  );
}

/** Client-side check of the rule "Password confirmation compares two values" (and the length). */
export function passwordErrors(values: TPasswordValues, t: (key: string, v?: Record<string, number>) => string): TPasswordErrors {
  const problem = passwordProblem(values.password, values.password_confirmation);
  if (problem === "too_short") return { password: t("tooShort", { min: MIN_PASSWORD_LENGTH }) };
  if (problem === "too_long") return { password: t("tooLong", { max: MAX_PASSWORD_LENGTH }) };
  if (problem === "mismatch") return { password_confirmation: t("mismatch") };
  return {};
}
