"use client";

import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type TextareaHTMLAttributes } from "react";
import { useTranslations } from "next-intl";
import { isTextLimit, keyAllowed, lengthState, type TLengthState } from "@/lib/forms/max-length";

// The ONE max-length field (spec 1 §5, spec 3 §5): every text field with a limit uses it. Within 10
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

export type TMaxLengthInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "maxLength"> & TLimitProps;

/** A one-line text input with a limit, its style and its counter. */
export function MaxLengthInput({ maxLength, wrapperClassName, className = "", onChange, onKeyDown, ...props }: TMaxLengthInputProps) {
  const { length, state, counterId, setTyped } = useLimit(props.id, maxLength, props.value, props.defaultValue);
  return (
    <div className={wrapperClassName}>
      <input
        {...props}
        maxLength={maxLength}
        data-length-state={state}
        className={`${className} ${STATE_INPUT[state]}`}
        aria-describedby={joinIds(props["aria-describedby"], counterId)}
        onKeyDown={(e) => {
          guardKey(e, maxLength);
          onKeyDown?.(e);
        }}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setTyped(e.target.value.length);
          onChange?.(e);
        }}
      />
      {counterId ? <Counter id={counterId} length={length} max={maxLength} state={state} /> : null}
    </div>
  );
}

export type TMaxLengthTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "maxLength"> & TLimitProps;

/** A multi-line text area with a limit, its style and its counter. */
export function MaxLengthTextarea({ maxLength, wrapperClassName, className = "", onChange, onKeyDown, ...props }: TMaxLengthTextareaProps) {
  const { length, state, counterId, setTyped } = useLimit(props.id, maxLength, props.value, props.defaultValue);
  return (
    <div className={wrapperClassName}>
      <textarea
        {...props}
        maxLength={maxLength}
        data-length-state={state}
        className={`${className} ${STATE_INPUT[state]}`}
        aria-describedby={joinIds(props["aria-describedby"], counterId)}
        onKeyDown={(e) => {
          guardKey(e, maxLength);
          onKeyDown?.(e);
        }}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(e.target.value.length);
          onChange?.(e);
        }}
      />
      {counterId ? <Counter id={counterId} length={length} max={maxLength} state={state} /> : null}
    </div>
  );
}
