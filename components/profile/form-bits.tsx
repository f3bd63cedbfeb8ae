"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { NumberInput } from "@/components/ui/number-field";
import { isTextLimit } from "@/lib/forms/max-length";
import type { TErrorEntry } from "@/lib/http/errors";
import { callAction, shownByShell, type TCallFailure } from "@/components/billing-account/call-action";

export type TFieldErrors = Record<string, string>;

const FIELD_OF_CODE: Record<string, string> = { email_taken: "email", invalid_current_password: "current_password", invalid_NCESSCH: "NCESSCH", invalid_school_name: "school_name" };

/** The field a server error belongs to: by its field, else by its code (invalid_<field> and the named codes). */
export function fieldOf(entry: TErrorEntry): string {
  if (entry.field && entry.field !== "body") return entry.field;
  if (FIELD_OF_CODE[entry.code]) return FIELD_OF_CODE[entry.code];
  return entry.code.startsWith("invalid_") ? entry.code.slice("invalid_".length) : "form";
}

/**
 * Runs a profile action and turns its failures into messages in the user's language, one per
 * field: the field's message in `profile.errors` (or the code's when it has its own), else the
 * generic "could not save".
 */
export function useProfileSubmit() {
  const t = useTranslations("profile.errors");
  const [errors, setErrors] = useState<TFieldErrors>({});
  const textFor = (entry: TErrorEntry) => {
    if (t.has(entry.code)) return t(entry.code);
    const field = fieldOf(entry);
    return t.has(field) ? t(field) : t("failed");
  };
  const run = async (call: () => Promise<{ ok: true } | TCallFailure>): Promise<boolean> => {
    setErrors({});
    const result = await callAction(call);
    if (result.ok) return true;
    if (shownByShell(result)) return false;
    const next: TFieldErrors = {};
    for (const e of result.error) next[fieldOf(e)] ??= textFor(e);
    setErrors(next);
    return false;
  };
  /** Client-side check with the server's schema: the same messages before the round trip. */
  const check = (issues: readonly { path: PropertyKey[] }[] | null): boolean => {
    if (!issues || issues.length === 0) return true;
    const next: TFieldErrors = {};
    for (const i of issues) {
      const field = String(i.path[0] ?? "form");
      next[field] ??= t.has(field) ? t(field) : t("failed");
    }
    setErrors(next);
    return false;
  };
  return { errors, setErrors, run, check };
}

export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
  autoComplete,
  hint,
  maxLength,
  number,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  hint?: ReactNode;
  maxLength?: number;
  /** A numeric field: the one NumberInput with the min-max rule (spec 1 §5). */
  number?: { min: number; max?: number };
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {number ? (
        <NumberInput
          id={id}
          name={id}
          min={number.min}
          max={number.max}
          required
          className={`${inputClass} ${error ? "border-red-500" : ""}`}
          value={value}
          onValueChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : isTextLimit(maxLength) ? (
        <MaxLengthInput
          id={id}
          name={id}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          className={`${inputClass} ${error ? "border-red-500" : ""}`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          id={id}
          name={id}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          className={`${inputClass} ${error ? "border-red-500" : ""}`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

export const formClass = "space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm";
