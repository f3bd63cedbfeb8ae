"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { DateField } from "@/components/student-days/date-field";
import { StandardsPicker, type TStandardOption } from "@/components/ui/standards-picker";
import { successToast } from "@/components/ui/success-toast";
import { TableScroll } from "@/components/ui/table-scroll";
import { useErrorText } from "@/components/ui/use-error-text";
import { deleteDataAnalysisAction, saveDataAnalysisAction } from "@/lib/goals/actions";
import { DATA_ANALYSIS_TYPES, PRIORITY_MAX, PRIORITY_MIN, type TDataAnalysisType } from "@/lib/goals/rules";
import { DATA_ANALYSIS_NAME_MAX, type TDataAnalysisJson } from "@/lib/goals/schemas";
import { NumberInput } from "@/components/ui/number-field";

// /app/targetDefinition: the school's data-analysis priorities (spec 3 §3 "Data analysis item") as a
// table, and one form that creates a priority or edits the one chosen in the table: attendance,
// behavior, achievement or another measure, its priority, baseline (value and date) and target, at
// most two standards, and for a closing-the-gap item the student subgroup it is about.

type TDraft = {
  name: string;
  type: TDataAnalysisType;
  typeName: string;
  priority: string;
  closingTheGap: boolean;
  baseline: string;
  dateBaseline: string;
  target: string;
  targetGroup: string;
  mindsets: number[];
  active: boolean;
};

const EMPTY: TDraft = { name: "", type: "attendance", typeName: "", priority: "1", closingTheGap: false, baseline: "", dateBaseline: "", target: "", targetGroup: "", mindsets: [], active: true };

function draftOf(item: TDataAnalysisJson): TDraft {
  return {
    name: item.name,
    type: item.type,
    typeName: item.typeName,
    priority: String(item.priority),
    closingTheGap: item.closingTheGap === 1,
    baseline: item.baseline === null ? "" : String(item.baseline),
    dateBaseline: item.dateBaseline ?? "",
    target: item.target === null ? "" : String(item.target),
    targetGroup: item.targetGroup,
    mindsets: [item.mindset_id1, item.mindset_id2].filter((x): x is number => x !== null),
    active: item.active,
  };
}

type TProps = { items: TDataAnalysisJson[]; standards: TStandardOption[]; standardsLabel: string; today: string };

export function DataAnalysisManager({ items, standards, standardsLabel, today }: TProps) {
  const t = useTranslations("goals.definition");
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, startTransition] = useTransition();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<TDataAnalysisJson | null>(null);
  const abbrev = new Map(standards.map((s) => [s.id, s.abbrev]));
  const set = <K extends keyof TDraft>(k: K, v: TDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  function edit(item: TDataAnalysisJson | null) {
    setEditing(item?.id ?? null);
    setDraft(item ? draftOf(item) : EMPTY);
    setErrors({});
    document.getElementById("da-name")?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      const result = await callAction(() => saveDataAnalysisAction(draft, editing ?? undefined));
      if (result.ok) {
        successToast(editing === null ? t("created") : t("saved"));
        edit(null);
        router.refresh();
        return;
      }
      const byField: Record<string, string> = {};
      for (const e of result.error) if (e.field && !byField[e.field]) byField[e.field] = e.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0 && !shownByShell(result)) toast.error(errorText(result.error[0], t("failed")));
    });
  }

  function remove() {
    if (!removing) return;
    const id = removing.id;
    startTransition(async () => {
      const result = await callAction(() => deleteDataAnalysisAction({ id }));
      setRemoving(null);
      if (result.ok) {
        successToast(t("deleted"));
        if (editing === id) edit(null);
        router.refresh();
      } else if (!shownByShell(result)) toast.error(errorText(result.error[0], t("failed")));
    });
  }

  const err = (field: string) =>
    errors[field] ? (
      <p id={`da-${field}-error`} role="alert" className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string) => (errors[field] ? `da-${field}-error` : undefined);

  return (
    <div className="space-y-8">
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="data-analysis-table">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t("colPriority")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colName")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colType")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colBaseline")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colTarget")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{standardsLabel}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("colStatus")}</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t("colActions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-3 py-2 tabular-nums">{item.priority}</td>
                  <td className="px-3 py-2">
                    <span className="font-medium text-slate-900">{item.label}</span>
                    {item.closingTheGap ? <span className="block text-xs text-slate-600">{t("subgroup", { group: item.targetGroup })}</span> : null}
                  </td>
                  <td className="px-3 py-2">{item.typeName ? `${t(`types.${item.type}`)} – ${item.typeName}` : t(`types.${item.type}`)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {item.baseline ?? "–"}
                    {item.dateBaseline ? <span className="block text-xs text-slate-600">{item.dateBaseline}</span> : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{item.target ?? "–"}</td>
                  <td className="px-3 py-2">{[item.mindset_id1, item.mindset_id2].filter((x): x is number => x !== null).map((id) => abbrev.get(id) ?? id).join(", ") || "–"}</td>
                  <td className="px-3 py-2">{item.active ? t("active") : t("inactive")}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    <Button variant="ghost" onClick={() => edit(item)} aria-label={t("editOf", { name: item.label })}>
                      {t("edit")}
                    </Button>
                    <Button variant="ghost" className="text-red-700" onClick={() => setRemoving(item)} aria-label={t("deleteOf", { name: item.label })}>
                      {t("delete")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      <section aria-labelledby="da-form-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="da-form-title" className="text-lg font-semibold">
          {editing === null ? t("newTitle") : t("editTitle")}
        </h2>
        <form onSubmit={submit} className="space-y-4" aria-busy={pending} noValidate data-testid="data-analysis-form">
          <div className="grid gap-4 md:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor="da-name" className="block text-sm font-medium text-slate-700">
                {t("name")}
              </label>
              <MaxLengthInput id="da-name" maxLength={DATA_ANALYSIS_NAME_MAX} value={draft.name} onChange={(e) => set("name", e.target.value)} className={inputClass} aria-invalid={!!errors.name} aria-describedby={described("name")} />
              {err("name")}
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1">
                <label htmlFor="da-type" className="block text-sm font-medium text-slate-700">
                  {t("type")}
                </label>
                <select id="da-type" className={inputClass} value={draft.type} onChange={(e) => set("type", e.target.value as TDataAnalysisType)}>
                  {DATA_ANALYSIS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </select>
                {err("type")}
              </div>
              <div className="space-y-1">
                <label htmlFor="da-priority" className="block text-sm font-medium text-slate-700">
                  {t("priority")}
                </label>
                <NumberInput id="da-priority" min={PRIORITY_MIN} max={PRIORITY_MAX} step={1} className={inputClass} value={draft.priority} onValueChange={(value) => set("priority", value)} aria-invalid={!!errors.priority} aria-describedby={described("priority")} />
                {err("priority")}
              </div>
            </div>
            <div className="space-y-1">
              <label htmlFor="da-type-name" className="block text-sm font-medium text-slate-700">
                {t("typeName")}
              </label>
              <MaxLengthInput id="da-type-name" maxLength={DATA_ANALYSIS_NAME_MAX} value={draft.typeName} onChange={(e) => set("typeName", e.target.value)} className={inputClass} aria-describedby="da-type-name-hint" />
              <p id="da-type-name-hint" className="text-xs text-slate-500">
                {t("typeNameHint")}
              </p>
            </div>
            <div className="space-y-2">
              <div className="flex items-start gap-2">
                <input id="da-ctg" type="checkbox" className="mt-1 h-4 w-4 rounded border-slate-300" checked={draft.closingTheGap} onChange={(e) => set("closingTheGap", e.target.checked)} aria-describedby="da-ctg-hint" />
                <div>
                  <label htmlFor="da-ctg" className="text-sm text-slate-800">
                    {t("closingTheGap")}
                  </label>
                  <p id="da-ctg-hint" className="text-xs text-slate-500">
                    {t("closingTheGapHint")}
                  </p>
                </div>
              </div>
              {draft.closingTheGap ? (
                <div className="space-y-1">
                  <label htmlFor="da-target-group" className="block text-sm font-medium text-slate-700">
                    {t("targetGroup")}
                  </label>
                  <MaxLengthInput id="da-target-group" maxLength={DATA_ANALYSIS_NAME_MAX} value={draft.targetGroup} onChange={(e) => set("targetGroup", e.target.value)} className={inputClass} aria-invalid={!!errors.targetGroup} aria-describedby={described("targetGroup")} />
                  {err("targetGroup")}
                </div>
              ) : null}
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            <div className="space-y-1">
              <label htmlFor="da-baseline" className="block text-sm font-medium text-slate-700">
                {t("baseline")}
              </label>
              <NumberInput id="da-baseline" min={0} step="any" className={inputClass} value={draft.baseline} onValueChange={(value) => set("baseline", value)} aria-invalid={!!errors.baseline} aria-describedby={described("baseline")} />
              {err("baseline")}
            </div>
            <div className="space-y-1">
              {/* Spec 3 §5: goal forms' date pickers start weeks on Monday and disable weekends. */}
              <DateField label={t("dateBaseline")} value={draft.dateBaseline} onChange={(d) => set("dateBaseline", d)} today={today} testId="da-date-baseline" />
              {draft.dateBaseline ? (
                <button type="button" className="text-xs text-slate-700 underline" onClick={() => set("dateBaseline", "")}>
                  {t("clearDate")}
                </button>
              ) : null}
              {err("dateBaseline")}
            </div>
            <div className="space-y-1">
              <label htmlFor="da-target" className="block text-sm font-medium text-slate-700">
                {t("target")}
              </label>
              <NumberInput id="da-target" min={0} step="any" className={inputClass} value={draft.target} onValueChange={(value) => set("target", value)} aria-invalid={!!errors.target} aria-describedby={described("target")} />
              {err("target")}
            </div>
          </div>
          <StandardsPicker
            standards={standards}
            selected={draft.mindsets}
            onChange={(ids) => set("mindsets", ids)}
            label={standardsLabel}
            alertTitle={t("limitTitle")}
            alertText={t("limitText")}
            error={errors.mindsets ?? null}
            idPrefix="da-standard"
          />
          <div className="flex items-center gap-2">
            <input id="da-active" type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={draft.active} onChange={(e) => set("active", e.target.checked)} />
            <label htmlFor="da-active" className="text-sm text-slate-800">
              {t("activeLabel")}
            </label>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending} data-testid="data-analysis-save">
              {pending ? t("saving") : editing === null ? t("create") : t("save")}
            </Button>
            {editing !== null ? (
              <Button variant="secondary" onClick={() => edit(null)}>
                {t("cancelEdit")}
              </Button>
            ) : null}
          </div>
        </form>
      </section>

      <Dialog open={removing !== null} onOpenChange={(o) => !o && setRemoving(null)} title={t("deleteTitle")} closeLabel={t("cancel")}>
        <p className="text-sm text-slate-800">{t("deleteText", { name: removing?.label ?? "" })}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={remove} disabled={pending}>
            {t("confirmDelete")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
