"use client";

import type { ReactNode } from "react";
import { FieldMessages, RequiredMark } from "./field";

type TChoice = { value: string; label: ReactNode };

type TGroupProps = {
  id: string;
  legend: ReactNode;
  name: string;
  options: readonly TChoice[];
  error?: ReactNode;
  /** An asterisk after the legend. */
  required?: boolean;
  /** The choices side by side instead of one under the other. */
  inline?: boolean;
};

/** The frame of a group of choices named by its legend; its error describes the whole group. */
function ChoiceGroup({
  id,
  legend,
  name,
  options,
  error,
  required,
  inline = false,
  type,
  checked,
  onToggle,
}: TGroupProps & { type: "radio" | "checkbox"; checked: (value: string) => boolean; onToggle: (value: string) => void }) {
  return (
    <fieldset id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        {legend}
        <RequiredMark shown={required} />
      </legend>
      <div className={inline ? "flex flex-wrap gap-2" : "space-y-2"}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type={type} name={name} value={o.value} checked={checked(o.value)} onChange={() => onToggle(o.value)} className="h-4 w-4 accent-brand-600" />
            {o.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

export type TRadioGroupProps = TGroupProps & { value: string; onChange: (value: string) => void };

/** A group of radio buttons named by its legend: one choice. */
export function RadioGroup({ value, onChange, ...props }: TRadioGroupProps) {
  return <ChoiceGroup {...props} type="radio" checked={(v) => v === value} onToggle={onChange} />;
}

export type TCheckboxGroupProps = TGroupProps & { values: readonly string[]; onChange: (values: string[]) => void };

/** A group of checkboxes named by its legend: any number of choices, in the order they were ticked. */
export function CheckboxGroup({ values, onChange, ...props }: TCheckboxGroupProps) {
  const toggle = (v: string) => onChange(values.includes(v) ? values.filter((x) => x !== v) : [...values, v]);
  return <ChoiceGroup {...props} type="checkbox" checked={(v) => values.includes(v)} onToggle={toggle} />;
}
