"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { DateField } from "@/components/student-days/date-field";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-delete-button";
import { CheckboxField, Form, NumberField, SelectField, TextField } from "@/components/ui/form";
import { StandardsPicker, type TStandardOption } from "@/components/ui/standards-picker";
import { TableScroll } from "@/components/ui/table-scroll";
import { useAction } from "@/components/ui/use-action";
import { deleteDataAnalysisAction, saveDataAnalysisAction } from "@/lib/goals/actions";
import { DATA_ANALYSIS_TYPES, PRIORITY_MAX, PRIORITY_MIN, type TDataAnalysisType } from "@/lib/goals/rules";
import { DATA_ANALYSIS_NAME_MAX, type TDataAnalysisJson } from "@/lib/goals/schemas";
import { TableHead } from "@/components/ui/table-head";

// /app/targetDefinition: the school's data-analysis priorities as a
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
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [removing, setRemoving] = useState<TDataAnalysisJson | null>(null);
  const abbrev = new Map(standards.map((s) => [s.id, s.abbrev]));
  const set = <K extends keyof TDraft>(k: K, v: TDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const { pending, run, error, clearErrors } = useAction(saveDataAnalysisAction, {
    namespace: "goals.definition",
    focus: "[data-testid='data-analysis-form']",
    successMessage: () => (editing === null ? t("created") : t("saved")),
    onSuccess: () => edit(null),
  });

  function edit(item: TDataAnalysisJson | null) {
    setEditing(item?.id ?? null);
    setDraft(item ? draftOf(item) : EMPTY);
    clearErrors();
    document.getElementById("da-name")?.focus();
  }

  return (
    <div className="space-y-8">
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="data-analysis-table">
            <caption className="sr-only">{t("caption")}</caption>
            <TableHead
              className="border-b border-slate-200 bg-slate-50 text-slate-600"
              cellClassName="px-3 py-2 font-medium"
              columns={[t("colPriority"), t("colName"), t("colType"), t("colBaseline"), t("colTarget"), standardsLabel, t("colStatus"), { label: t("colActions"), hidden: true }]}
            />
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
                  <td className="px-3 py-2">
                    {[item.mindset_id1, item.mindset_id2]
                      .filter((x): x is number => x !== null)
                      .map((id) => abbrev.get(id) ?? id)
                      .join(", ") || "–"}
                  </td>
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
        <Form onSubmit={() => run(draft, editing ?? undefined)} className="space-y-4" aria-busy={pending} data-testid="data-analysis-form">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField id="da-name" label={t("name")} maxLength={DATA_ANALYSIS_NAME_MAX} value={draft.name} onChange={(e) => set("name", e.target.value)} error={error("name")} />
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                id="da-type"
                label={t("type")}
                value={draft.type}
                onChange={(e) => set("type", e.target.value as TDataAnalysisType)}
                options={DATA_ANALYSIS_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                error={error("type")}
              />
              <NumberField
                id="da-priority"
                label={t("priority")}
                min={PRIORITY_MIN}
                max={PRIORITY_MAX}
                step={1}
                value={draft.priority}
                onValueChange={(value) => set("priority", value)}
                error={error("priority")}
              />
            </div>
            <TextField
              id="da-type-name"
              label={t("typeName")}
              hint={t("typeNameHint")}
              maxLength={DATA_ANALYSIS_NAME_MAX}
              value={draft.typeName}
              onChange={(e) => set("typeName", e.target.value)}
              error={error("typeName")}
            />
            <div className="space-y-2">
              <CheckboxField id="da-ctg" label={t("closingTheGap")} hint={t("closingTheGapHint")} checked={draft.closingTheGap} onChange={(e) => set("closingTheGap", e.target.checked)} />
              {draft.closingTheGap ? (
                <TextField
                  id="da-target-group"
                  label={t("targetGroup")}
                  maxLength={DATA_ANALYSIS_NAME_MAX}
                  value={draft.targetGroup}
                  onChange={(e) => set("targetGroup", e.target.value)}
                  error={error("targetGroup")}
                />
              ) : null}
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            <NumberField id="da-baseline" label={t("baseline")} min={0} step="any" value={draft.baseline} onValueChange={(value) => set("baseline", value)} error={error("baseline")} />
            <div className="space-y-1">
              {/* Goal forms' date pickers start weeks on Monday and disable weekends. */}
              <DateField label={t("dateBaseline")} value={draft.dateBaseline} onChange={(d) => set("dateBaseline", d)} today={today} testId="da-date-baseline" />
              {draft.dateBaseline ? (
                <button type="button" className="text-xs text-slate-700 underline" onClick={() => set("dateBaseline", "")}>
                  {t("clearDate")}
                </button>
              ) : null}
              {error("dateBaseline") ? (
                <p id="da-dateBaseline-error" role="alert" className="text-sm text-red-700">
                  {error("dateBaseline")}
                </p>
              ) : null}
            </div>
            <NumberField id="da-target" label={t("target")} min={0} step="any" value={draft.target} onValueChange={(value) => set("target", value)} error={error("target")} />
          </div>
          <StandardsPicker
            standards={standards}
            selected={draft.mindsets}
            onChange={(ids) => set("mindsets", ids)}
            label={standardsLabel}
            alertTitle={t("limitTitle")}
            alertText={t("limitText")}
            error={error("mindsets") ?? null}
            idPrefix="da-standard"
          />
          <CheckboxField id="da-active" label={t("activeLabel")} checked={draft.active} onChange={(e) => set("active", e.target.checked)} />
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
        </Form>
      </section>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => (o ? null : setRemoving(null))}
        action={() => deleteDataAnalysisAction({ id: removing?.id ?? 0 })}
        title={t("deleteTitle")}
        closeLabel={t("cancel")}
        confirmLabel={t("confirmDelete")}
        success={{ message: t("deleted"), then: () => (editing === removing?.id ? edit(null) : undefined) }}
        namespace="goals.definition"
      >
        <p className="text-sm text-slate-800">{t("deleteText", { name: removing?.label ?? "" })}</p>
      </ConfirmDialog>
    </div>
  );
}
