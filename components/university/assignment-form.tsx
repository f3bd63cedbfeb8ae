"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { AdminInput, AdminNumber } from "@/components/billing-admin/controls";
import { Button, buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";
import { successToast } from "@/components/ui/success-toast";
import { saveAssignmentAction } from "@/lib/university/actions";
import { MAX_POINTS } from "@/lib/university/constants";
import { blankAssignment, type TAssignmentFormValue, type TLevels } from "@/lib/university/rules";
import { useUniversityAction } from "./use-university-action";

const LABELS = ["l1", "l2", "l3", "l4"] as const;
const POINTS = ["l1Points", "l2Points", "l3Points", "l4Points", "l5Points"] as const;

/**
 * A course assignment: name, description, due date, order, the L1-L4 labels and L1-L5 points
 * (a new one starts from the university's rubric, else the spec 3 §3 defaults). Save returns to
 * `returnTo` (spec 3 §2.6 return rule, lib/university/rules.ts); "Save and new" stays, empties
 * the name and description and shows 'Created.'.
 */
export function AssignmentForm({ target, initial, defaults, returnTo }: { target: { id: number } | { courseId: number; ipedsid: number }; initial: TAssignmentFormValue; defaults: TLevels; returnTo: string }) {
  const f = useTranslations("university.fields");
  const t = useTranslations("university.assignments");
  const router = useRouter();
  const { pending, submit, error, clearErrors } = useUniversityAction();
  const [v, setV] = useState<TAssignmentFormValue>(initial);
  const [created, setCreated] = useState(0);
  const andNew = useRef(false);
  const isNew = !("id" in target);
  const set = (change: Partial<TAssignmentFormValue>) => {
    setCreated(0);
    setV((x) => ({ ...x, ...change }));
  };

  return (
    <form
      data-university-form
      noValidate
      className="max-w-3xl space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        const stay = andNew.current;
        andNew.current = false;
        submit(() => saveAssignmentAction(v, target), () => {
          successToast(f(isNew ? "created" : "saved"));
          if (stay) {
            setV(() => ({ ...blankAssignment(defaults), sort: String(Number(v.sort || 0) + 1) }));
            setCreated((n) => n + 1);
            clearErrors();
            document.getElementById("assignment-name")?.focus();
            router.refresh();
            return;
          }
          router.push(returnTo);
          router.refresh();
        });
      }}
    >
      {created ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {f("created")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem_7rem]">
        <AdminInput id="assignment-name" label={f("assignmentName")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
        <AdminInput id="assignment-due" type="date" label={f("dueDate")} value={v.dueDate} onChange={(e) => set({ dueDate: e.target.value })} error={error("dueDate")} />
        <AdminNumber id="assignment-sort" label={f("sort")} min={0} max={1000} integer value={v.sort} onValueChange={(sort) => set({ sort })} error={error("sort")} />
      </div>
      <div className="space-y-1">
        <label htmlFor="assignment-description" className="block text-sm font-medium text-slate-700">
          {f("description")}
        </label>
        <MaxLengthTextarea
          id="assignment-description"
          maxLength={5000}
          rows={4}
          value={v.description}
          onChange={(e) => set({ description: e.target.value })}
          aria-invalid={error("description") ? true : undefined}
          aria-describedby={error("description") ? "assignment-description-error" : undefined}
          className={inputClass}
        />
        {error("description") ? (
          <p id="assignment-description-error" className="text-xs text-red-700">
            {error("description")}
          </p>
        ) : null}
      </div>
      <LevelFields value={v} onChange={set} error={error} idPrefix="assignment" legend={t("levels")} />
      <div className="flex flex-wrap justify-end gap-2">
        <Link href={returnTo} className={buttonClass("secondary")}>
          {f("cancel")}
        </Link>
        {isNew ? (
          <Button type="submit" variant="secondary" disabled={pending} onClick={() => (andNew.current = true)}>
            {f("saveAndNew")}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {isNew ? t("create") : f("save")}
        </Button>
      </div>
    </form>
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
            <AdminInput id={`${idPrefix}-${key}`} label={f("levelLabel", { n: i + 1 })} value={value[key]} maxLength={100} onChange={(e) => onChange({ [key]: e.target.value })} error={error(key)} required />
            <AdminNumber id={`${idPrefix}-${POINTS[i]}`} label={f("levelPoints", { n: i + 1 })} min={0} max={MAX_POINTS} integer value={value[POINTS[i]]} onValueChange={(p) => onChange({ [POINTS[i]]: p })} error={error(POINTS[i])} required />
          </div>
        ))}
        <p className="self-end text-sm text-slate-600">{f("level5Hint")}</p>
        <AdminNumber id={`${idPrefix}-l5Points`} label={f("levelPoints", { n: 5 })} min={0} max={MAX_POINTS} integer value={value.l5Points} onValueChange={(p) => onChange({ l5Points: p })} error={error("l5Points")} required />
      </div>
    </fieldset>
  );
}
