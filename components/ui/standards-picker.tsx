"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";
import { Dialog } from "./dialog";

// The standards picker: the standards grouped by domain, at most `max`
// (two) chosen. A third is dropped and an alert titled 'Save Lesson' explains why; a goal form
// passes its own title and text ('Save Goal', …). The section is labelled 'Student Standards'
// when the user's logo setting is 3, else 'Mindsets & Behavior' (the page passes `label`).

export type TStandardOption = { id: number; name: string; abbrev: string; domain: string };

type TProps = {
  standards: TStandardOption[];
  selected: number[];
  onChange: (ids: number[]) => void;
  /** The section's legend: the caller reads users.logo (lib/lessons/rules standardsLabelKey). */
  label: string;
  max?: number;
  alertTitle?: string;
  alertText?: string;
  error?: string | null;
  /** Prefix of the checkboxes' ids (two pickers on a page). */
  idPrefix?: string;
};

export function StandardsPicker({ standards, selected, onChange, label, max = 2, alertTitle, alertText, error, idPrefix = "standard" }: TProps) {
  const t = useTranslations("standardsPicker");
  const [refused, setRefused] = useState(false);
  const groups = useMemo(() => {
    const map = new Map<string, TStandardOption[]>();
    for (const s of standards) map.set(s.domain, [...(map.get(s.domain) ?? []), s]);
    return [...map];
  }, [standards]);

  function toggle(id: number) {
    if (selected.includes(id)) return onChange(selected.filter((x) => x !== id));
    if (selected.length >= max) return setRefused(true);
    onChange([...selected, id]);
  }

  const domainLabel = (d: string) => (t.has(`domains.${d}`) ? t(`domains.${d}`) : d);

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 bg-white p-4" aria-describedby={`${idPrefix}-count${error ? ` ${idPrefix}-error` : ""}`}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <p id={`${idPrefix}-count`} className="text-xs text-slate-600" aria-live="polite">
        {t("selected", { count: selected.length, max })}
      </p>
      {error ? (
        <p id={`${idPrefix}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map(([domain, items]) => (
          <fieldset key={domain} className="space-y-1">
            <legend className="text-sm font-medium text-slate-800">{domainLabel(domain)}</legend>
            {items.map((s) => {
              const checked = selected.includes(s.id);
              return (
                <div key={s.id} className="flex items-start gap-2">
                  <input
                    id={`${idPrefix}-${s.id}`}
                    type="checkbox"
                    className="mt-1 h-4 w-4 rounded border-slate-300"
                    checked={checked}
                    onChange={() => toggle(s.id)}
                    data-testid={`standard-${s.abbrev}`}
                  />
                  <label htmlFor={`${idPrefix}-${s.id}`} className="text-sm text-slate-700">
                    <span className="font-medium">{s.abbrev}</span> {s.name}
                  </label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <Dialog open={refused} onOpenChange={setRefused} title={alertTitle ?? t("alertTitle")} closeLabel={t("close")}>
        <p role="alert" className="text-sm text-slate-800">
          {alertText ?? t("alertText")}
        </p>
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setRefused(false)}>{t("ok")}</Button>
        </div>
      </Dialog>
    </fieldset>
  );
}
