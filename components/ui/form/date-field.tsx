"use client";

import { useState, type InputHTMLAttributes } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Field, splitFieldProps, type TFieldProps } from "./field";
import { dateOrder, formatLocaleDate, parseLocaleDate } from "./date-text";

export type TDateFieldProps = TFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type" | "value" | "defaultValue" | "onChange"> & {
    /** The date as ISO 'YYYY-MM-DD' ("" for none). */
    value: string;
    onValueChange: (iso: string) => void;
  };

/**
 * A date field in the reader's language: it shows the value as their short date (07/31/27,
 * 31/07/27, 31.07.27), takes what they type in that order, and hands the form ISO; a form read by
 * FormData gets the ISO date under `name`. What is not a date stays as typed, with a message.
 */
export function DateField(all: TDateFieldProps) {
  const [{ hint, error, ...frame }, { value, onValueChange, name, onBlur, ...props }] = splitFieldProps(all);
  const locale = useLocale();
  const t = useTranslations("maxLength");
  const [text, setText] = useState(() => formatLocaleDate(value, locale));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A value set from outside (a reset, another field) replaces what is shown.
  if (value !== shown) {
    setShown(value);
    setText(formatLocaleDate(value, locale));
    setInvalid(false);
  }
  const { order, separator } = dateOrder(locale);
  const pattern = order.map((p) => t(`datePattern.${p}`)).join(separator);
  const format = t("dateFormat", { pattern });
  return (
    <Field
      {...frame}
      hint={
        hint ? (
          <>
            {hint} {format}
          </>
        ) : (
          format
        )
      }
      error={error ?? (invalid ? t("dateInvalid", { pattern }) : undefined)}
    >
      {(control) => (
        <>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={pattern}
            {...control}
            {...props}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              // A whole date counts at once (Enter may submit before the field is left); leaving the field writes it the reader's way.
              const iso = parseLocaleDate(e.target.value, locale);
              if (iso !== null && iso !== value) {
                setShown(iso);
                onValueChange(iso);
              }
            }}
            onBlur={(e) => {
              const iso = parseLocaleDate(text, locale);
              setInvalid(iso === null);
              if (iso !== null) {
                setText(formatLocaleDate(iso, locale));
                setShown(iso);
                if (iso !== value) onValueChange(iso);
              }
              onBlur?.(e);
            }}
          />
          {name ? <input type="hidden" name={name} value={value} /> : null}
        </>
      )}
    </Field>
  );
}
