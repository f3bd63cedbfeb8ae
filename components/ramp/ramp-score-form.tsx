"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, SelectField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
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
  const { pending, run } = useAction(saveRampAction, { successMessage: labels.saved });
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(items.map((i) => [i.key, i.score == null ? "" : String(i.score)])));

  function submit() {
    const scores = Object.entries(values)
      .filter(([, v]) => v !== "")
      .map(([item, v]) => ({ item, score: Number(v) }));
    if (scores.length === 0) return;
    run(type, { scores });
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
              <SelectField
                id={id}
                label={i.label}
                hideLabel
                value={values[i.key]}
                aria-describedby={`${id}-text`}
                onChange={(e) => setValues((v) => ({ ...v, [i.key]: e.target.value }))}
                placeholder={labels.none}
                options={labels.scores.map((label, score) => ({ value: String(score), label }))}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
  if (readOnly) return list;
  return (
    <Form onSubmit={submit} className="space-y-3" aria-busy={pending} data-testid={`ramp-scores-${type}`}>
      {list}
      <Button type="submit" disabled={pending} data-testid={`ramp-scores-${type}-save`}>
        {labels.save}
      </Button>
    </Form>
  );
}
