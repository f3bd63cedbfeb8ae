"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/form";
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
    const error = errors[key];
    return (
      <TextField
        id={`${idPrefix}-${key}`}
        name={key}
        label={label}
        // The rule's hint gives way to the error.
        hint={key === "password" && !error ? t("hint", { min: MIN_PASSWORD_LENGTH }) : undefined}
        error={error}
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => onChange({ ...values, [key]: e.target.value })}
        required
        minLength={key === "password" ? MIN_PASSWORD_LENGTH : undefined}
      />
    );
  };

  return (
    <div className="space-y-3">
      {field("password", labels.password, "new-password")}
      {field("password_confirmation", labels.confirmation, "new-password")}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField id={`${idPrefix}-show`} label={t("show")} checked={visible} onChange={(e) => setVisible(e.target.checked)} />
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
