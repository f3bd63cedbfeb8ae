"use client";

import { useId, type CSSProperties } from "react";
import { defaultStep } from "@/lib/surveys/rules";

export type TLikertSliderProps = {
  /** The steps' legends, one per step (3, 4 or 5): shown with the slider and announced as its value. */
  legends: readonly string[];
  /** The chosen step, or null while the statement is not answered yet. */
  value: number | null;
  onChange: (value: number) => void;
  /** The id of the element that names the slider (the statement). */
  labelledBy: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** How the announced value reads, e.g. "Agree (step 4 of 5)"; default: the legend alone. */
  valueText?: (step: number, legend: string) => string;
  /** What is announced while no step is chosen ("Not answered yet"). */
  unansweredText?: string;
  /** The slider is marked invalid (an answer is required and missing), described by `describedBy`. */
  invalid?: boolean;
  describedBy?: string;
};

/** The thumb's diameter in px: the stops sit under the centres of the legends' columns. */
const THUMB = 28;

// A range input drawn the same in every browser, so that "no answer yet" can show no thumb at all.
const RANGE = [
  "block h-8 cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed",
  "focus-visible:rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600",
  "[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-slate-300",
  "[&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-slate-300",
  "[&::-webkit-slider-thumb]:-mt-2.5 [&::-webkit-slider-thumb]:size-7 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-4 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-600 [&::-webkit-slider-thumb]:shadow-md",
  "[&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-4 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-600 [&::-moz-range-thumb]:shadow-md",
].join(" ");
const RANGE_UNANSWERED = "[&::-webkit-slider-thumb]:opacity-0 [&::-moz-range-thumb]:opacity-0";
const RANGE_INVALID = "[&::-webkit-slider-runnable-track]:bg-red-300 [&::-moz-range-track]:bg-red-300";

/**
 * A Likert slider (3, 4 or 5 steps): a native range input, usable with a finger, the arrow keys and
 * a screen reader, with every step's legend visible and the chosen one announced (aria-valuetext)
 * and highlighted. Tapping a legend picks its step. With `value` null nothing is chosen: no thumb is
 * drawn and "not answered" is announced; the first touch, click or arrow key picks a step (from the
 * middle, so the left arrow gives the step below it). Legends keep their words whole: on a phone
 * they are listed one under the other, each with its step's number shown under the slider's stop.
 * Shared by the survey pages and the survey form's preview.
 */
export function LikertSlider({ legends, value, onChange, labelledBy, id, name, disabled, valueText, unansweredText, invalid, describedBy }: TLikertSliderProps) {
  const autoId = useId();
  const inputId = id ?? `likert-${autoId}`;
  const steps = legends.length;
  const answered = value !== null && Number.isInteger(value);
  const current = Math.min(Math.max(answered ? (value as number) : defaultStep(steps), 1), steps);
  const legend = legends[current - 1] ?? String(current);
  // The range is inset by half a column less half a thumb on each side: stop i sits under column i's centre.
  const inset = `calc(${50 / steps}% - ${THUMB / 2}px)`;
  const rangeStyle: CSSProperties = { marginInline: inset, width: `calc(${100 - 100 / steps}% + ${THUMB}px)` };
  const columns: CSSProperties = { gridTemplateColumns: `repeat(${steps}, minmax(0, 1fr))` };
  // A tap or click on the stop under a hidden thumb changes no value (no change event): it answers too.
  const pickShown = (el: HTMLInputElement) => {
    if (!answered && !disabled) onChange(Number(el.value));
  };
  return (
    <div className="space-y-2" data-answered={answered ? "true" : "false"}>
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
        aria-valuetext={answered ? (valueText ? valueText(current, legend) : legend) : (unansweredText ?? legend)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(Number(e.target.value))}
        onPointerUp={(e) => pickShown(e.currentTarget)}
        onKeyDown={(e) => {
          if (e.key === " " && !answered) {
            e.preventDefault();
            pickShown(e.currentTarget);
          }
        }}
        className={`${RANGE} ${answered ? "" : RANGE_UNANSWERED} ${invalid ? RANGE_INVALID : ""}`}
        style={rangeStyle}
        data-testid="likert-slider"
      />
      {/* The steps' numbers under the stops (phones), tying the listed legends to the slider. */}
      <ol className="grid text-center text-xs font-semibold text-slate-500 tabular-nums sm:hidden" style={columns} aria-hidden="true">
        {legends.map((_, i) => (
          <li key={i} className={i + 1 === current && answered ? "text-brand-800" : ""}>
            {i + 1}
          </li>
        ))}
      </ol>
      <ol className="grid gap-1 text-xs leading-tight text-slate-700 max-sm:grid-cols-1! sm:text-center" style={columns} aria-hidden="true">
        {legends.map((text, i) => (
          <li key={i}>
            <button
              type="button"
              tabIndex={-1}
              disabled={disabled}
              onClick={() => onChange(i + 1)}
              className={`flex w-full items-baseline gap-2 rounded px-2 py-1.5 text-left wrap-normal hyphens-manual sm:block sm:px-1 sm:py-1 sm:text-center ${i + 1 === current && answered ? "bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-600" : "hover:bg-slate-100"}`}
              data-testid="likert-legend"
            >
              <span className="w-4 shrink-0 text-center font-semibold text-slate-500 tabular-nums sm:hidden">{i + 1}</span>
              <span>{text}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
