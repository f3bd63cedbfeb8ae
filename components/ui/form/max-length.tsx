"use client";

import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type TextareaHTMLAttributes } from "react";
import { useTranslations } from "next-intl";
import { isTextLimit, keyAllowed, lengthState, type TLengthState } from "@/lib/forms/max-length";

// The ONE max-length field: every text field with a limit uses it. Within 10
// characters of the limit it takes the warning style, at the limit the error style, and further
// typing is refused except Backspace (and Delete, arrows, shortcuts). A counter under the field is
// tied to it by aria-describedby; crossing into warning or error is announced once. An empty field
// is never coloured, and a format limit of 10 or fewer characters (a zip, "01-20") has no counter
// and no colour at all: there the warning band would cover the whole field.

const STATE_INPUT: Record<TLengthState, string> = {
  ok: "",
  // "!" because the field's own border colour (inputClass) would otherwise win in the stylesheet order.
  warning: "border-amber-500! focus:border-amber-600! focus:ring-amber-600/30!",
  error: "border-red-500! focus:border-red-600! focus:ring-red-600/30!",
};

const STATE_COUNTER: Record<TLengthState, string> = {
  ok: "text-slate-500",
  warning: "text-amber-800",
  error: "font-medium text-red-700",
};

type TLimitProps = {
  maxLength: number;
  /** Classes of the element holding the field and its counter (the field's own className styles the field). */
  wrapperClassName?: string;
};

function textLength(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  return String(value).length;
}

function joinIds(...ids: (string | undefined | false)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

function useLimit(id: string | undefined, max: number, value: unknown, defaultValue: unknown) {
  const auto = useId();
  const [typed, setTyped] = useState(() => textLength(defaultValue) ?? 0);
  const length = textLength(value) ?? typed;
  const counted = isTextLimit(max);
  const state = counted ? lengthState(length, max) : "ok";
  const counterId = counted ? `${id ?? auto}-length` : undefined;
  return { length, state, counterId, setTyped };
}

function Counter({ id, length, max, state }: { id: string; length: number; max: number; state: TLengthState }) {
  const t = useTranslations("maxLength");
  return (
    <>
      <p id={id} className={`mt-1 text-right text-xs tabular-nums ${STATE_COUNTER[state]}`} data-length-state={state}>
        {t("counter", { count: length, max })}
        {state === "warning" ? ` · ${t("remaining", { remaining: max - length })}` : null}
        {state === "error" ? ` · ${t("reached")}` : null}
      </p>
      <span className="sr-only" aria-live="polite">
        {state === "warning" ? t("nearAnnounce", { max }) : state === "error" ? t("reachedAnnounce", { max }) : ""}
      </span>
    </>
  );
}

function guardKey<E extends HTMLInputElement | HTMLTextAreaElement>(e: KeyboardEvent<E>, max: number) {
  const el = e.currentTarget;
  const selected = Math.abs((el.selectionEnd ?? 0) - (el.selectionStart ?? 0));
  if (!keyAllowed(e, el.value.length, max, selected)) e.preventDefault();
}

type TLimitedControl<E extends HTMLInputElement | HTMLTextAreaElement> = {
  id?: string;
  value?: unknown;
  defaultValue?: unknown;
  className?: string;
  "aria-describedby"?: string;
  onChange?: (e: ChangeEvent<E>) => void;
  onKeyDown?: (e: KeyboardEvent<E>) => void;
};

/** The control's attributes with the limit's style, key guard and counter, and the counter to show under it. */
function useLimited<E extends HTMLInputElement | HTMLTextAreaElement, P extends TLimitedControl<E>>(maxLength: number, { className = "", onChange, onKeyDown, ...props }: P) {
  const { length, state, counterId, setTyped } = useLimit(props.id, maxLength, props.value, props.defaultValue);
  const control = {
    ...props,
    maxLength,
    "data-length-state": state,
    className: `${className} ${STATE_INPUT[state]}`,
    "aria-describedby": joinIds(props["aria-describedby"], counterId),
    onKeyDown: (e: KeyboardEvent<E>) => {
      guardKey(e, maxLength);
      onKeyDown?.(e);
    },
    onChange: (e: ChangeEvent<E>) => {
      setTyped(e.target.value.length);
      onChange?.(e);
    },
  };
  return { control, counter: counterId ? <Counter id={counterId} length={length} max={maxLength} state={state} /> : null };
}

export type TMaxLengthInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "maxLength"> & TLimitProps;

/** A one-line text input with a limit, its style and its counter. */
export function MaxLengthInput({ maxLength, wrapperClassName, ...props }: TMaxLengthInputProps) {
  const { control, counter } = useLimited<HTMLInputElement, typeof props>(maxLength, props);
  return (
    <div className={wrapperClassName}>
      <input {...control} />
      {counter}
    </div>
  );
}

export type TMaxLengthTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "maxLength"> & TLimitProps;

/** A multi-line text area with a limit, its style and its counter. */
export function MaxLengthTextarea({ maxLength, wrapperClassName, ...props }: TMaxLengthTextareaProps) {
  const { control, counter } = useLimited<HTMLTextAreaElement, typeof props>(maxLength, props);
  return (
    <div className={wrapperClassName}>
      <textarea {...control} />
      {counter}
    </div>
  );
}
