"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form";
import { MonthPicker } from "./month-picker";
import { dateFormatter } from "@/lib/i18n/format";

type TProps = {
  label: string;
  /** YYYY-MM-DD, or "" for none yet. */
  value: string;
  onChange: (date: string) => void;
  today: string;
  /** The month to open on while there is no value (e.g. the range's first date for its last). */
  near?: string;
  testId?: string;
  /** How the chosen date reads on the button (a form's own format, e.g. the SMART goal's M/d/yy); the locale's long date otherwise. */
  display?: (iso: string) => string;
};

/**
 * One date, picked in the month grid (weeks start on Monday, weekends cannot be
 * picked): the browser's own date input can do neither. A button shows the date and opens the grid
 * below it; picking a day or Escape closes it and returns focus to the button.
 */
export function DateField({ label, value, onChange, today, near, testId, display }: TProps) {
  const t = useTranslations("studentDays.picker");
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = value ? (display ? display(value) : dateFormatter(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(new Date(`${value}T12:00:00Z`))) : t("choose");

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]')?.focus();
    const outside = (e: MouseEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", outside);
    return () => document.removeEventListener("mousedown", outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={wrapRef} className="relative space-y-1">
      <span id={`${id}-label`} className="block text-xs text-slate-600">
        {label}
      </span>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className={`${inputClass} w-auto min-w-40 text-left ${value ? "" : "text-slate-500"}`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        data-testid={testId}
        data-value={value || undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {shown}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={`${id}-panel`}
          role="dialog"
          aria-labelledby={`${id}-label`}
          className="absolute left-0 top-full z-20 mt-1"
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            e.preventDefault();
            e.stopPropagation();
            close();
          }}
        >
          <MonthPicker
            selected={value ? [value] : []}
            onToggle={(date) => {
              onChange(date);
              close();
            }}
            today={today}
            initialFocus={value || near || undefined}
            labelledBy={`${id}-label`}
            multiple={false}
          />
        </div>
      ) : null}
    </div>
  );
}
