"use client";

import { useId } from "react";
import { defaultStep } from "@/lib/surveys/rules";

export type TLikertSliderProps = {
  /** The steps' legends, one per step (3, 4 or 5): shown under the slider and announced as its value. */
  legends: readonly string[];
  value: number;
  onChange: (value: number) => void;
  /** The id of the element that names the slider (the statement). */
  labelledBy: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** How the announced value reads, e.g. "Agree (step 4 of 5)"; default: the legend alone. */
  valueText?: (step: number, legend: string) => string;
};

/**
 * A Likert slider (spec 3 §9: 3, 4 or 5 steps, default step 3): a native range input, usable with a
 * finger, the arrow keys and a screen reader, with every step's legend visible under it and the
 * chosen one announced (aria-valuetext) and highlighted. Tapping a legend picks its step.
 * Shared by the survey pages and the SMART goals.
 */
export function LikertSlider({ legends, value, onChange, labelledBy, id, name, disabled, valueText }: TLikertSliderProps) {
  const autoId = useId();
  const inputId = id ?? `likert-${autoId}`;
  const steps = legends.length;
  const current = Math.min(Math.max(Number.isInteger(value) ? value : defaultStep(steps), 1), steps);
  const legend = legends[current - 1] ?? String(current);
  return (
    <div className="space-y-2">
      <input
        id={inputId}
        name={name}
        type="range"
        min={1}
        max={steps}
        step={1}
        value={current}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-valuetext={valueText ? valueText(current, legend) : legend}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-8 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
        data-testid="likert-slider"
      />
      <ol className="grid gap-1 text-center text-xs leading-tight text-slate-600" style={{ gridTemplateColumns: `repeat(${steps}, minmax(0, 1fr))` }} aria-hidden="true">
        {legends.map((text, i) => (
          <li key={i}>
            <button
              type="button"
              tabIndex={-1}
              disabled={disabled}
              onClick={() => onChange(i + 1)}
              className={`w-full rounded px-1 py-1 ${i + 1 === current ? "bg-brand-50 font-semibold text-brand-800" : "hover:bg-slate-100"}`}
            >
              {text}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
