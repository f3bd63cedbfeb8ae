"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form";

// A palette that reads well on white and is told apart by most colour-blind readers (one hue per
// row of the ASCA groups: greens, blues, ambers, greys), plus a few accents.
export const SWATCHES = ["#166534", "#16a34a", "#4ade80", "#1e40af", "#2563eb", "#60a5fa", "#92400e", "#d97706", "#fbbf24", "#475569", "#94a3b8", "#7c3aed", "#db2777", "#dc2626", "#0d9488"] as const;

type TProps = { value: string; onChange: (hex: string) => void; label: string; error?: string; idPrefix?: string; hideLabel?: boolean };

/** A colour: the browser's colour input, the hex code, and swatches to pick with one click. */
export function ColorField({ value, onChange, label, error, idPrefix, hideLabel = false }: TProps) {
  const t = useTranslations("categories.color");
  const auto = useId();
  const id = idPrefix ?? auto;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={hideLabel ? "sr-only" : "text-sm font-medium text-slate-700"}>{label}</legend>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-picker`} className="sr-only">
          {t("picker")}
        </label>
        <input
          id={`${id}-picker`}
          type="color"
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : "#000000"}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
        />
        <label htmlFor={`${id}-hex`} className="sr-only">
          {t("hex")}
        </label>
        <input
          id={`${id}-hex`}
          value={value}
          maxLength={7}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value.trim())}
          aria-invalid={error ? true : undefined}
          className={`${inputClass.replace("w-full", "w-28")} font-mono ${error ? "border-red-500" : ""}`}
        />
      </div>
      <div role="group" aria-label={t("swatches")} className="flex flex-wrap gap-1.5">
        {SWATCHES.map((hex) => (
          <button
            key={hex}
            type="button"
            onClick={() => onChange(hex)}
            aria-pressed={value.toLowerCase() === hex}
            title={hex}
            className={`h-6 w-6 rounded border focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${value.toLowerCase() === hex ? "border-slate-900 ring-2 ring-slate-900/30" : "border-slate-300"}`}
            style={{ backgroundColor: hex }}
          >
            <span className="sr-only">{t("swatch", { hex })}</span>
          </button>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ColorDot({ color, className = "h-3 w-3" }: { color: string | null; className?: string }) {
  return <span aria-hidden="true" className={`inline-block shrink-0 rounded-full border border-black/10 ${className}`} style={{ backgroundColor: color ?? "transparent" }} />;
}
