"use client";

import { useState, useTransition } from "react";
import { saveDistrictSettingsAction } from "@/lib/district-settings/actions";
import type { TDistrictSettingsView } from "@/lib/district-settings/schemas";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { NumberInput } from "@/components/ui/number-field";
import { successToast } from "@/components/ui/success-toast";

type TLabels = Record<"target" | "targetHint" | "edition" | "edition3" | "edition4" | "editionHint" | "semesterBreak" | "semesterBreakHint" | "save" | "saved", string>;

// The district settings form (labels come translated from the page): target 50–100, edition 3 or 4,
// the first day of semester 2 as MM-DD. The server validates; its messages show next to the form.
export function DistrictSettingsForm({ district, sendLeaid, labels }: { district: TDistrictSettingsView; sendLeaid: boolean; labels: TLabels }) {
  const [target, setTarget] = useState(String(district.directTarget));
  const [edition, setEdition] = useState(String(district.ascaEdition));
  const [semesterBreak, setSemesterBreak] = useState(district.semesterBreak ?? "");
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, start] = useTransition();
  function submit(e: React.FormEvent) {
    e.preventDefault();
    start(async () => {
      const r = await saveDistrictSettingsAction({ ...(sendLeaid ? { leaid: district.leaid } : {}), direct_target: Number(target), asca_edition: Number(edition), semester_break: semesterBreak || null });
      if (r.ok) {
        setErrors([]);
        successToast(labels.saved);
      } else setErrors(r.error.map((x) => x.message));
    });
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={errors.length ? "district-errors" : undefined}>
      <div className="space-y-1">
        <label htmlFor="ds-target" className="block text-sm font-medium text-slate-700">
          {labels.target}
        </label>
        <NumberInput id="ds-target" name="direct_target" min={50} max={100} required value={target} onValueChange={setTarget} className={`${inputClass} max-w-32`} aria-describedby="ds-target-hint" />
        <p id="ds-target-hint" className="text-xs text-slate-500">
          {labels.targetHint}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor="ds-edition" className="block text-sm font-medium text-slate-700">
          {labels.edition}
        </label>
        <select id="ds-edition" name="asca_edition" value={edition} onChange={(e) => setEdition(e.target.value)} className={`${inputClass} max-w-md`} aria-describedby="ds-edition-hint">
          <option value="4">{labels.edition4}</option>
          <option value="3">{labels.edition3}</option>
        </select>
        <p id="ds-edition-hint" className="text-xs text-slate-500">
          {labels.editionHint}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor="ds-break" className="block text-sm font-medium text-slate-700">
          {labels.semesterBreak}
        </label>
        <MaxLengthInput id="ds-break" name="semester_break" maxLength={5} placeholder="01-20" value={semesterBreak} onChange={(e) => setSemesterBreak(e.target.value)} className={`${inputClass} max-w-32`} aria-describedby="ds-break-hint" />
        <p id="ds-break-hint" className="text-xs text-slate-500">
          {labels.semesterBreakHint}
        </p>
      </div>
      {errors.length > 0 ? (
        <ul id="district-errors" role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" disabled={pending} className={buttonClass("primary")}>
        {labels.save}
      </button>
    </form>
  );
}
