"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { DateField, Form, NumberField, TextAreaField, TextField } from "@/components/ui/form";
import { saveAssignmentAction } from "@/lib/university/actions";
import { MAX_POINTS } from "@/lib/university/constants";
import { blankAssignment, type TAssignmentFormValue, type TLevels } from "@/lib/university/rules";
import { CreatedNote, SaveAndNewButtons, useSaveAndNew } from "./save-and-new";

const LABELS = ["l1", "l2", "l3", "l4"] as const;
const POINTS = ["l1Points", "l2Points", "l3Points", "l4Points", "l5Points"] as const;

/**
 * A course assignment: name, description, due date, order, the L1-L4 labels and L1-L5 points
 * (a new one starts from the university's rubric, else the default levels). Save returns to
 * `returnTo` (the return rule of lib/university/rules.ts); "Save and new" stays, empties
 * the name and description and shows 'Created.'.
 */
export function AssignmentForm({
  target,
  initial,
  defaults,
  returnTo,
}: {
  target: { id: number } | { courseId: number; ipedsid: number };
  initial: TAssignmentFormValue;
  defaults: TLevels;
  returnTo: string;
}) {
  const f = useTranslations("university.fields");
  const t = useTranslations("university.assignments");
  const isNew = !("id" in target);
  const { pending, save, error, created, edited, markAndNew } = useSaveAndNew({ isNew, returnTo });
  const [v, setV] = useState<TAssignmentFormValue>(initial);
  const set = (change: Partial<TAssignmentFormValue>) => {
    edited();
    setV((x) => ({ ...x, ...change }));
  };

  return (
    <Form
      data-university-form
      className="max-w-3xl space-y-5"
      onSubmit={() =>
        save(
          () => saveAssignmentAction(v, target),
          () => {
            setV(() => ({ ...blankAssignment(defaults), sort: String(Number(v.sort || 0) + 1) }));
            document.getElementById("assignment-name")?.focus();
          },
        )
      }
    >
      <CreatedNote shown={created > 0} />
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem_7rem]">
        <TextField id="assignment-name" label={f("assignmentName")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
        <DateField id="assignment-due" label={f("dueDate")} value={v.dueDate} onValueChange={(dueDate) => set({ dueDate })} error={error("dueDate")} />
        <NumberField id="assignment-sort" label={f("sort")} min={0} max={1000} integer value={v.sort} onValueChange={(sort) => set({ sort })} error={error("sort")} />
      </div>
      <TextAreaField
        id="assignment-description"
        label={f("description")}
        maxLength={5000}
        rows={4}
        value={v.description}
        onChange={(e) => set({ description: e.target.value })}
        error={error("description")}
      />
      <LevelFields value={v} onChange={set} error={error} idPrefix="assignment" legend={t("levels")} />
      <SaveAndNewButtons isNew={isNew} returnTo={returnTo} pending={pending} createLabel={t("create")} onAndNew={markAndNew} />
    </Form>
  );
}

/** The L1-L4 labels and L1-L5 points of a rubric or an assignment (points: whole numbers 0-1000). */
export function LevelFields({
  value,
  onChange,
  error,
  idPrefix,
  legend,
}: {
  value: { [K in keyof TLevels]: string };
  onChange: (change: Partial<{ [K in keyof TLevels]: string }>) => void;
  error: (field: string) => string | undefined;
  idPrefix: string;
  legend: string;
}) {
  const f = useTranslations("university.fields");
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        {LABELS.map((key, i) => (
          <div key={key} className="contents">
            <TextField
              id={`${idPrefix}-${key}`}
              label={f("levelLabel", { n: i + 1 })}
              value={value[key]}
              maxLength={100}
              onChange={(e) => onChange({ [key]: e.target.value })}
              error={error(key)}
              required
            />
            <NumberField
              id={`${idPrefix}-${POINTS[i]}`}
              label={f("levelPoints", { n: i + 1 })}
              min={0}
              max={MAX_POINTS}
              integer
              value={value[POINTS[i]]}
              onValueChange={(p) => onChange({ [POINTS[i]]: p })}
              error={error(POINTS[i])}
              required
            />
          </div>
        ))}
        <p className="self-end text-sm text-slate-600">{f("level5Hint")}</p>
        <NumberField
          id={`${idPrefix}-l5Points`}
          label={f("levelPoints", { n: 5 })}
          min={0}
          max={MAX_POINTS}
          integer
          value={value.l5Points}
          onValueChange={(p) => onChange({ l5Points: p })}
          error={error("l5Points")}
          required
        />
      </div>
    </fieldset>
  );
}
