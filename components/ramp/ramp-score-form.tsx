"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { successToast } from "@/components/ui/success-toast";
import { saveRampAction } from "@/lib/ramp/actions";

// The rubric items of one component (or of the OSCAR rubric) with a 0-3 self-score select each.
// Read-only (a manager reading a counselor), the scores are shown as text.

/** label: the select's accessible name ("Your score for: …"). */
type TItem = { key: string; text: string; label: string; score: number | null };
type TProps = {
  type: string;
  items: TItem[];
  readOnly: boolean;
  labels: { none: string; scores: string[]; save: string; saved: string; failed: string };
};

export function RampScoreForm({ type, items, readOnly, labels }: TProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(items.map((i) => [i.key, i.score == null ? "" : String(i.score)])));

  function submit(event: FormEvent) {
    event.preventDefault();
    const scores = Object.entries(values)
      .filter(([, v]) => v !== "")
      .map(([item, v]) => ({ item, score: Number(v) }));
    if (scores.length === 0) return;
    startTransition(async () => {
      const result = await callAction(() => saveRampAction(type, { scores }));
      if (result.ok) {
        successToast(labels.saved);
        router.refresh();
        return;
      }
      if (shownByShell(result)) return;
      toast.error(result.error[0]?.message ?? labels.failed);
    });
  }

  const list = (
    <ol className="space-y-3">
      {items.map((i, n) => {
        const id = `ramp-score-${i.key.replace(/\./g, "-")}`;
        return (
          <li key={i.key} className="grid gap-2 rounded-md border border-slate-200 p-3 md:grid-cols-[1fr_14rem] md:items-center">
            <p id={`${id}-text`} className="text-sm">
              <span className="mr-1 font-medium">{n + 1}.</span>
              {i.text}
            </p>
            {readOnly ? (
              <p className="text-sm font-medium" data-testid={`${id}-value`}>
                {i.score == null ? labels.none : labels.scores[i.score]}
              </p>
            ) : (
              <div>
                <label htmlFor={id} className="sr-only">
                  {i.label}
                </label>
                <select id={id} className={inputClass} value={values[i.key]} aria-describedby={`${id}-text`} onChange={(e) => setValues((v) => ({ ...v, [i.key]: e.target.value }))}>
                  <option value="">{labels.none}</option>
                  {labels.scores.map((label, score) => (
                    <option key={score} value={score}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
  if (readOnly) return list;
  return (
    <form onSubmit={submit} className="space-y-3" aria-busy={pending} noValidate data-testid={`ramp-scores-${type}`}>
      {list}
      <Button type="submit" disabled={pending} data-testid={`ramp-scores-${type}-save`}>
        {labels.save}
      </Button>
    </form>
  );
}
